import { describe, expect, it } from "vitest";
import { confirmSaved, editDraft, emptyDraft, markPending, pendingDrafts, readDraft, sameAsSent, writeDraft } from "./journal-drafts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("journal drafts", () => {
  it("keeps text and mood per user and surface, as typed", () => {
    const s = memoryStorage();
    const d = editDraft(emptyDraft("u1", "page"), { text: "Dear diary", mood: 4 });
    writeDraft(d, s);
    expect(readDraft("u1", "page", s)).toMatchObject({ text: "Dear diary", mood: 4, clientId: d.clientId });
    expect(readDraft("u2", "page", s)).toBeNull();
    expect(readDraft("u1", "overlay", s)).toBeNull();
  });

  it("a failed save stays pending with its exact payload and client id, and is listed", () => {
    const s = memoryStorage();
    const d = markPending(editDraft(emptyDraft("u1", "overlay"), { text: "words" }), { content: "Title — p\n\nwords", mood: null }, s);
    const pending = pendingDrafts("u1", s);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ clientId: d.clientId, pending: { content: "Title — p\n\nwords" } });
    expect(pendingDrafts("someone-else", s)).toHaveLength(0);
  });

  it("is cleared only when the server confirms that same draft", () => {
    const s = memoryStorage();
    const d = markPending(editDraft(emptyDraft("u1", "page"), { text: "hello" }), { content: "hello", mood: null }, s);
    const after = confirmSaved("u1", "page", d.clientId, s);
    expect(after.text).toBe("");
    expect(after.clientId).not.toBe(d.clientId);
    expect(readDraft("u1", "page", s)).toBeNull();
  });

  it("editing after a save attempt starts a new client id, so the edit is never treated as a retry", () => {
    const s = memoryStorage();
    const d = markPending(editDraft(emptyDraft("u1", "page"), { text: "first" }), { content: "first", mood: null }, s);
    const edited = editDraft(d, { text: "first and more" });
    writeDraft(edited, s);
    expect(edited.clientId).not.toBe(d.clientId);
    expect(edited.pending).toBeNull();
    // A late confirmation of the old attempt leaves the newer text alone.
    expect(confirmSaved("u1", "page", d.clientId, s).text).toBe("first and more");
    expect(readDraft("u1", "page", s)?.text).toBe("first and more");
  });

  it("a client id carries one payload: a retry of the same words keeps it, any other words or mood take a new one", () => {
    const s = memoryStorage();
    const first = markPending(editDraft(emptyDraft("u1", "page"), { text: "today" }), { content: "Gratitude Moment: p\n\ntoday", mood: 4 }, s);
    // The same payload again (a retry after a failure): same id, so the server stores it once.
    const retry = markPending(first, { content: "Gratitude Moment: p\n\ntoday", mood: 4 }, s);
    expect(retry.clientId).toBe(first.clientId);
    // Another prompt header with the same text, or another mood: the content differs, so a new id.
    const otherPrompt = markPending(first, { content: "Today's Win: p\n\ntoday", mood: 4 }, s);
    expect(otherPrompt.clientId).not.toBe(first.clientId);
    const otherMood = markPending(first, { content: "Gratitude Moment: p\n\ntoday", mood: 2 }, s);
    expect(otherMood.clientId).not.toBe(first.clientId);
    expect(sameAsSent(first, { content: "Gratitude Moment: p\n\ntoday", mood: 4 })).toBe(true);
    expect(sameAsSent(first, { content: "Gratitude Moment: p\n\ntoday!", mood: 4 })).toBe(false);
    // Nothing sent yet: any payload may use the draft's id.
    expect(sameAsSent(emptyDraft("u1", "page"), { content: "x", mood: null })).toBe(true);
  });

  it("an emptied draft leaves nothing behind; junk in storage is ignored", () => {
    const s = memoryStorage();
    const d = editDraft(emptyDraft("u1", "page"), { text: "x" });
    writeDraft(d, s);
    writeDraft(editDraft(d, { text: "" }), s);
    expect(s.map.size).toBe(0);
    s.setItem("clearday.journalDraft.u1.page", "{not json");
    expect(readDraft("u1", "page", s)).toBeNull();
  });
});
