import { isAppPage, PAGE_TITLES, pageTitle } from "@shared/pages";
import { describe, expect, it } from "vitest";
import routes from "./routes.tsx?raw";

describe("the app's pages", () => {
  it("are exactly the routes the browser's router renders", () => {
    const paths = [...routes.matchAll(/path: "([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== "*");
    expect(paths.sort()).toEqual(Object.keys(PAGE_TITLES).sort());
  });

  it("each have their own tab title; anything else is the 404 page's", () => {
    const titles = Object.keys(PAGE_TITLES).map(pageTitle);
    expect(new Set(titles).size).toBe(titles.length);
    expect(pageTitle("/dashboard")).toBe("Dashboard · Clearday");
    expect(pageTitle("/dashboard/")).toBe("Dashboard · Clearday");
    expect(pageTitle("/nope")).toBe("Page not found · Clearday");
    expect(isAppPage("/nope")).toBe(false);
    expect(isAppPage("/chat/")).toBe(true);
  });
});
