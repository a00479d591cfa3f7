// The web app's theme tokens (web/src/index.css), read as text: the web project's tests cannot
// load a stylesheet's source.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../web/src/index.css", import.meta.url), "utf8");

/** A token of the dark theme as [lightness, chroma, hue]. */
function darkToken(name: string): [number, number, number] {
  const dark = css.slice(css.indexOf(".dark {"));
  const m = new RegExp(`--${name}: oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(dark);
  if (!m) throw new Error(`no dark --${name}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

describe("the dark theme's hover and selected colours", () => {
  it("are in the night-blue family of the cards and backgrounds, not a warm brown", () => {
    const [, , cardHue] = darkToken("card");
    const [lightness, , hue] = darkToken("accent");
    expect(Math.abs(hue - cardHue)).toBeLessThanOrEqual(40);
    // Lifted from the card so a hovered row shows, with text on it far lighter.
    expect(lightness - darkToken("card")[0]).toBeGreaterThanOrEqual(0.06);
    expect(darkToken("accent-foreground")[0] - lightness).toBeGreaterThanOrEqual(0.55);
  });
});
