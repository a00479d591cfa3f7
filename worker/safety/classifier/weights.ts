// Placeholder until `npm run safety:train` has run.
export const WEIGHTS_BASE64 = "";
