// The coach names app pages in brackets, e.g. "Settings (/settings)". Those, and only those, become
// links in a reply; nothing else in a message is ever turned into a link.
export const LINKABLE_PAGES = ["/diary", "/settings", "/privacy", "/pricing", "/about", "/help", "/safety", "/chat", "/dashboard"] as const;

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; path: string };

const PAGE_IN_BRACKETS = new RegExp(`\\((${LINKABLE_PAGES.map((p) => p.replace("/", "\\/")).join("|")})\\)`, "g");

/** Splits a reply into text and links to the app's own pages (the brackets are kept as text). */
export function splitPageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const m of text.matchAll(PAGE_IN_BRACKETS)) {
    const at = m.index ?? 0;
    parts.push({ kind: "text", text: `${text.slice(last, at)}(` });
    parts.push({ kind: "link", path: m[1] as string });
    last = at + m[0].length - 1;
  }
  parts.push({ kind: "text", text: text.slice(last) });
  return parts.filter((p) => p.kind === "link" || p.text !== "");
}
