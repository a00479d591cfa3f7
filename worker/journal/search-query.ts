// What a person types into the diary's search field, turned into an FTS5 MATCH expression built by
// this code alone: every word becomes a quoted string, so no input is ever read as FTS5 syntax
// (operators, column filters, NEAR, ^, parentheses...). Supported on purpose: "a phrase" and a
// trailing * for a prefix (walk*). Pure: unit-tested in search-query.unit.test.ts.
import { MAX_SEARCH_TERMS } from "../../shared/journal-search";

/** A word or phrase to find: its tokens, and whether the last one is a prefix. */
export interface SearchTerm {
  tokens: string[];
  prefix: boolean;
}

// The characters the unicode61 tokenizer keeps in a token: letters, numbers and marks (so an
// accented letter written with a combining mark stays one token). Anything else separates words.
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
const OPERATORS = new Set(["AND", "OR", "NOT", "NEAR"]);

const tokensOf = (text: string) => text.split(SEPARATORS).filter(Boolean);

/** The words and phrases of a search text, in order (at most MAX_SEARCH_TERMS). */
export function parseSearch(text: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  // "a phrase", optionally followed by *; or a run of anything else up to the next space or quote.
  const pattern = /"([^"]*)"(\*?)|([^\s"]+)/g;
  for (const m of text.normalize("NFC").matchAll(pattern)) {
    if (m[1] !== undefined) {
      const tokens = tokensOf(m[1]);
      if (tokens.length) terms.push({ tokens, prefix: m[2] === "*" });
    } else if (m[3] !== undefined) {
      const word = m[3];
      // Outside quotes, FTS5's operators (upper case, as FTS5 reads them) are left out.
      const tokens = tokensOf(word).filter((t) => !OPERATORS.has(t));
      if (tokens.length) terms.push({ tokens, prefix: word.endsWith("*") });
    }
    if (terms.length >= MAX_SEARCH_TERMS) break;
  }
  return terms;
}

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * The MATCH expression for one person's entries: their owner token AND every term, each term
 * limited to the content column. Null when nothing searchable is left (the answer is then empty).
 */
export function matchExpression(ownerId: string, terms: SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  const owner = ownerId.replace(/-/g, "");
  const parts = terms.map((t) => `content : ${quote(t.tokens.join(" "))}${t.prefix ? "*" : ""}`);
  return [`owner : ${quote(owner)}`, ...parts].join(" AND ");
}

/** A short, stable fingerprint of a search (FNV-1a, hex), so a page cursor cannot be used for another. */
export function searchFingerprint(terms: SearchTerm[]): string {
  const text = terms.map((t) => `${t.tokens.join(" ").toLowerCase()}${t.prefix ? "*" : ""}`).join("\u0001");
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/**
 * "Ask your journal": the person's entries with any of these words (folded, stemmed keywords of a
 * question, each matched as a prefix so walk finds walked). Null for no words. bm25 ranks entries
 * with more, and rarer, of the words first.
 */
export function anyWordExpression(ownerId: string, keywords: string[]): string | null {
  const words = keywords
    .map((k) => k.split(SEPARATORS).filter(Boolean).join(" "))
    .filter(Boolean)
    .slice(0, MAX_SEARCH_TERMS);
  if (words.length === 0) return null;
  const owner = ownerId.replace(/-/g, "");
  return `owner : ${quote(owner)} AND (${words.map((w) => `content : ${quote(w)}*`).join(" OR ")})`;
}
