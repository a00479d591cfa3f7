import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor";

describe("journal page cursors", () => {
  const id = "0b6f9a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

  it("round-trips", () => {
    expect(decodeCursor(encodeCursor({ createdAt: 1_700_000_000_123, id }))).toEqual({ createdAt: 1_700_000_000_123, id });
  });

  it.each(["", "abc", "not a cursor", "%%%", "MTIzNDU", btoa("12.not-a-uuid"), btoa(`-5.${id}`), btoa(`1.5.${id}`), "x".repeat(200)])("rejects %j", (text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
