// The safety screen's levels, defined once for the Worker, the database, the contract and the web app.
export const SAFETY_LEVELS = ["none", "distress", "acute"] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];
