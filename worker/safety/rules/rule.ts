// The shape of a screen rule and the whole-text context it may consult.
import { sq } from "../normalise";
import type { ScreenCategory } from "../levels";

export interface Rule {
  re: RegExp;
  /** "distress" rules raise distress; the others raise acute risk in their category. */
  category: ScreenCategory;
  /** Cheap pre-check: the rule runs only if the text contains one of these (squeezed) strings. */
  any?: string[];
  /** A negation just before the hit cancels it (default true). */
  negatable?: boolean;
  /** Who the hit is about, from the words before it: "third" person hits become `third`. */
  subject?: "check" | "strict";
  /** Outcome when the hit is about someone else (default: "distress"). */
  third?: "distress" | "none" | "danger-from-others";
  /** The text right after the hit (starting with a space) matching this cancels the hit. */
  unlessAfter?: RegExp;
  /** Whole-text context in which `unlessAfter` does not apply (e.g. fear, for an idiom). */
  keepAfterIf?: (ctx: Context) => boolean;
  /** A negation inside the hit itself cancels it ("he never hit me"). */
  negInside?: boolean;
  /** The words just before the hit (clause-local, ending with a space) matching this cancel it. */
  unlessBefore?: RegExp;
  /** Whole-text context that cancels the hit. */
  unlessContext?: (ctx: Context) => boolean;
  /** Whole-text context that the hit requires. */
  onlyIf?: (ctx: Context) => boolean;
  /** Hits inside double quotes in a text about a song, film or book are ignored (default true). */
  quotable?: boolean;
  /**
   * Whether the learned layer reads this rule's hits (default true). False for rules added after
   * the weights were trained: a hit set aside by a new rule's context would otherwise reach the
   * model as a signal it learned from other rules ("a game or fiction set it aside").
   */
  signals?: boolean;
  /** Check for a hit on past behaviour ("I used to cut"): acute only with a sign it is current. */
  pastAware?: boolean;
}

export interface Context {
  s: string;
  raw: string;
  cache: Map<string, boolean>;
}

export function ctxTest(ctx: Context, key: string, re: RegExp): boolean {
  let v = ctx.cache.get(key);
  if (v === undefined) {
    re.lastIndex = 0;
    v = re.test(key === "laughter-raw" ? ctx.raw : ctx.s);
    ctx.cache.set(key, v);
  }
  return v;
}

/** A word list, squeezed like the text. */
export const set = (words: string): Set<string> => new Set(words.split(/\s+/).filter(Boolean).map(sq));
