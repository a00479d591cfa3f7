// The SOS button lives in ./sos-button (import it from there): the sheet it opens is loaded apart.
export { SosButton } from "./sos-button";
export { CrisisResources } from "./crisis-resources";
export { GroundingExercise } from "./grounding-exercise";
export { RegionSwitcher } from "./region-switcher";
export { useCrisisRegion } from "./use-crisis-region";
