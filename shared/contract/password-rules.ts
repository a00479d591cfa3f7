// Kept free of zod so the web pages that only need the numbers do not load a validation library.
export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;
