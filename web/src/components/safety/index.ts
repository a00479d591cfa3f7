export { SosButton, CrisisSheetContent } from "./sos-button";
export { CrisisResources } from "./crisis-resources";
export { GroundingExercise } from "./grounding-exercise";
export { RegionSwitcher } from "./region-switcher";
export { useCrisisRegion } from "./use-crisis-region";
