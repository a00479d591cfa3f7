// The screen's levels and categories, defined once for the whole Worker and the web app.

import { SAFETY_LEVELS, type SafetyLevel } from "../../shared/safety-levels";

export const SCREEN_LEVELS = SAFETY_LEVELS;
export type ScreenLevel = SafetyLevel;
export const ACUTE_CATEGORIES = ["suicide", "self-harm", "danger-from-others", "harm-others"] as const;
export type AcuteCategory = (typeof ACUTE_CATEGORIES)[number];
export type ScreenCategory = AcuteCategory | "distress";

export interface ScreenResult {
  level: ScreenLevel;
  category?: ScreenCategory;
  /**
   * Grey zone: words about death, methods or self-harm that the screen scored below acute. The
   * person gets a careful reply with the helplines, never a coaching template.
   */
  concern?: boolean;
  /** At acute risk: the text mentions means at hand (the crisis reply asks for distance from them). */
  means?: boolean;
}

const RANK: Record<ScreenLevel, number> = { none: 0, distress: 1, acute: 2 };

/** The higher of two levels: every layer of the screen can only raise the level. */
export function higherLevel(a: ScreenLevel, b: ScreenLevel): ScreenLevel {
  return RANK[a] >= RANK[b] ? a : b;
}
