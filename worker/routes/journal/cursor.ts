// Page cursors of GET /api/journal: the (createdAt, id) of the last entry of a page, opaque to clients.
import { base64url, isUuid } from "../../lib/ids";

export interface Cursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return base64url(new TextEncoder().encode(`${c.createdAt}.${c.id}`));
}

/** The cursor, or null when the text is not one this server made. */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(text)) return null;
  let raw: string;
  try {
    const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return null;
  }
  const m = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(raw);
  if (!m || !isUuid(m[2]!)) return null;
  const createdAt = Number(m[1]);
  if (!Number.isSafeInteger(createdAt)) return null;
  return { createdAt, id: m[2]! };
}
