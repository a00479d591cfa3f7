// Page cursors of GET /api/journal: the (createdAt, id) of the last entry of a page, opaque to clients.
import { base64url, isUuid } from "../../lib/ids";

export interface Cursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return base64url(new TextEncoder().encode(`${c.createdAt}.${c.id}`));
}

/** The text inside a base64url cursor of at most `maxLength` characters, or null. */
export function unwrapCursor(text: string, maxLength: number): string | null {
  if (text.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    return atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return null;
  }
}

/** The cursor, or null when the text is not one this server made. */
export function decodeCursor(text: string): Cursor | null {
  const raw = unwrapCursor(text, 120);
  if (raw === null) return null;
  const m = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(raw);
  if (!m || !isUuid(m[2]!)) return null;
  const createdAt = Number(m[1]);
  if (!Number.isSafeInteger(createdAt)) return null;
  return { createdAt, id: m[2]! };
}
