// Journal search, shared by the Worker and the web app: limits, the snippet's highlight markers and
// how the web app splits a snippet into plain and highlighted parts (never as HTML).

/** Longest search text accepted, in characters. */
export const MAX_SEARCH_CHARS = 200;
/** Results per page of GET /api/journal/search (its paging headers are those of GET /api/journal). */
export const SEARCH_PAGE_SIZE = 20;
/** Words (or quoted phrases) of one search that are used; more are ignored. */
export const MAX_SEARCH_TERMS = 12;

/**
 * Snippets mark each match with two private-use characters, which no keyboard types: the web app
 * splits on them and renders the matches as <mark> elements holding plain text.
 */
export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_END = "\uE001";
/** Stands for text left out of a snippet. */
export const SNIPPET_ELLIPSIS = "…";

export interface SnippetPart {
  text: string;
  highlight: boolean;
}

/** A snippet's plain and highlighted runs, in order; stray markers are dropped. */
export function splitHighlights(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let highlight = false;
  let text = "";
  const flush = () => {
    if (text) parts.push({ text, highlight });
    text = "";
  };
  for (const ch of snippet) {
    if (ch === HIGHLIGHT_START || ch === HIGHLIGHT_END) {
      const next = ch === HIGHLIGHT_START;
      if (next !== highlight) {
        flush();
        highlight = next;
      }
      continue;
    }
    text += ch;
  }
  flush();
  return parts;
}
