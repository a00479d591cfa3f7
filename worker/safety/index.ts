// Public API of the safety module. Other modules import from here only.
//
//   const screen = screenText(message);               // before any model call
//   if (screen.level === "acute") reply = crisisReply({ region, name, category: screen.category });
//   state = nextCheckInState(state, screen.level, Date.now());
//   if (state.active) reply = checkInReply({ region, turn, userSaidMisunderstood: saysMisunderstood(message) });
//   if (!screenModelOutput(modelReply).safe) reply = modelOutputFallback({ region });

export { screenText } from "./screen";
export { screenRules } from "./rules/engine";
export { screenModelOutput } from "./output-guard";
export { checkInCue, saysMisunderstood } from "./check-in-cue";
export { classifierStatus, type ClassifierStatus } from "./classifier";
export { mentionsMeans } from "./means";
export { secondOpinion, secondOpinionFor, parseVerdict, GUARD_TIMEOUT_MS, LLAMA_GUARD_MODEL, type GuardOutcome, type SecondOpinion } from "./second-opinion";
export { ACUTE_CATEGORIES, SCREEN_LEVELS, higherLevel, type AcuteCategory, type ScreenCategory, type ScreenLevel, type ScreenResult } from "./levels";
export {
  crisisReply,
  checkInReply,
  concernReply,
  CONCERN_OPENING,
  limitReachedCareReply,
  checkInInsight,
  modelOutputFallback,
  nextCheckInState,
  CHECK_IN_CALM_TURNS,
  CHECK_IN_HOLD_MS,
  SAFETY_REPLIES_VERSION,
  type CheckInCue,
  type CheckInState,
  type CrisisCategory,
  type SafetyReply,
} from "./replies";
export { isInCheckIn, checkInStatus, checkInStatement, checkInFromRow, CHECK_IN_WINDOW_MS, type CheckInStatus } from "./check-in";
export {
  crisisResources,
  emergencyNumber,
  regionFromCountry,
  regionFromLanguage,
  resolveRegion,
  CRISIS_REGIONS,
  CRISIS_REGION_CODES,
  GROUNDING_STEPS,
  type CrisisRegion,
  type CrisisResource,
} from "../../shared/crisis-resources";
