export { CoachPanel } from "./coach-panel";
export { QUICK_PROMPTS } from "./quick-prompts";
