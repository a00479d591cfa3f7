// "What Mindy remembers": rules shared by the Worker and the memory panel (no zod here, so the chat
// pages do not load it for a number).

/** Longest memory item, in characters: what Mindy learns is shorter, and a person may edit one up to this. */
export const MEMORY_ITEM_MAX_CHARS = 300;
