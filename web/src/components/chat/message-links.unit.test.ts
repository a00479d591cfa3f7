import { describe, expect, it } from "vitest";
import { splitPageLinks } from "./message-links";

describe("splitPageLinks", () => {
  it("links the app's own pages named in brackets", () => {
    expect(splitPageLinks("Open your Diary (/diary) and choose Delete.")).toEqual([
      { kind: "text", text: "Open your Diary (" },
      { kind: "link", path: "/diary" },
      { kind: "text", text: ") and choose Delete." },
    ]);
  });

  it("leaves everything else as text", () => {
    expect(splitPageLinks("see (/admin) or https://evil.example (/diary2)")).toEqual([{ kind: "text", text: "see (/admin) or https://evil.example (/diary2)" }]);
    expect(splitPageLinks("")).toEqual([]);
  });
});
