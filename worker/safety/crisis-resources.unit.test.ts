import { describe, expect, it } from "vitest";
import {
  CRISIS_REGIONS,
  CRISIS_REGION_CODES,
  GROUNDING_STEPS,
  crisisResources,
  emergencyNumber,
  regionFromCountry,
  regionFromLanguage,
  resolveRegion,
  type CrisisRegion,
} from "../../shared/crisis-resources";

describe("crisisResources", () => {
  it("US: 988, then Crisis Text Line, then 911", () => {
    const r = crisisResources("US");
    expect(r.map((x) => x.action)).toEqual(["Call or text 988", "Text HOME to 741741", "Call 911"]);
    expect(r[0]).toMatchObject({ name: "988 Suicide & Crisis Lifeline", href: "tel:988" });
    expect(r[1]).toMatchObject({ name: "Crisis Text Line", href: "sms:741741" });
  });

  it("CA, GB, IE, AU, OTHER", () => {
    expect(crisisResources("CA").map((x) => x.action)).toEqual(["Call or text 988", "Call 911"]);
    expect(crisisResources("GB").map((x) => x.action)).toEqual(["Call 116 123", "Call 999"]);
    expect(crisisResources("IE").map((x) => x.action)).toEqual(["Call 116 123", "Call 112 or 999"]);
    expect(crisisResources("AU").map((x) => x.action)).toEqual(["Call 13 11 14", "Call 000"]);
    const other = crisisResources("OTHER");
    expect(other[0]).toMatchObject({ href: "https://findahelpline.com" });
    expect(other.at(-1)).toMatchObject({ action: "Call your local emergency number" });
    expect(other.at(-1)?.href).toBeUndefined();
  });

  it("every region ends with emergency services; every link is tel:, sms: or https:", () => {
    for (const code of CRISIS_REGION_CODES) {
      const list = crisisResources(code);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.at(-1)?.name).toBe("Emergency services");
      expect(list.at(-1)?.description).toMatch(/^If you are in immediate danger, call /);
      for (const x of list) {
        expect(x.name && x.action && x.description).toBeTruthy();
        if (x.href) expect(x.href).toMatch(/^(?:tel:\d+|sms:\d+|https:\/\/)/);
      }
      const n = emergencyNumber(code);
      if (n) expect(list.at(-1)?.action).toContain(n);
    }
  });

  it("returns fresh copies and treats unknown regions as OTHER", () => {
    const a = crisisResources("US");
    (a[0] as { name: string }).name = "changed";
    expect(crisisResources("US")[0]?.name).toBe("988 Suicide & Crisis Lifeline");
    expect(crisisResources("XX" as CrisisRegion)).toEqual(crisisResources("OTHER"));
  });

  it("adds a domestic-abuse line before emergency services only when asked", () => {
    const us = crisisResources("US", "danger-from-others");
    expect(us.map((x) => x.name)).toContain("National Domestic Violence Hotline");
    expect(us.at(-1)?.name).toBe("Emergency services");
    expect(crisisResources("CA", "danger-from-others")).toEqual(crisisResources("CA"));
  });

  it("lists every region once with a display name", () => {
    expect(CRISIS_REGIONS.map((r) => r.code)).toEqual(["US", "CA", "GB", "IE", "AU", "OTHER"]);
    for (const r of CRISIS_REGIONS) expect(r.name.length).toBeGreaterThan(0);
  });
});

describe("regions", () => {
  it.each([
    ["US", "US"],
    ["us", "US"],
    ["PR", "US"],
    ["CA", "CA"],
    ["GB", "GB"],
    ["UK", "GB"],
    ["JE", "GB"],
    ["IE", "IE"],
    ["AU", "AU"],
    ["NZ", "OTHER"],
    ["FR", "OTHER"],
    ["XX", "OTHER"],
    ["", "OTHER"],
    [undefined, "OTHER"],
  ])("regionFromCountry(%j) = %s", (country, region) => {
    expect(regionFromCountry(country)).toBe(region);
  });

  it.each([
    ["en-GB", "GB"],
    ["en-AU", "AU"],
    ["en-US", "US"],
    ["fr-CA", "CA"],
    ["es-MX", "OTHER"],
    ["en-IE", "IE"],
    ["en", "OTHER"],
    ["en_GB", "GB"],
    ["zh-Hant-TW", "OTHER"],
    ["es-419", "OTHER"],
    ["fr-CA,fr;q=0.9,en-US;q=0.8", "CA"],
    ["en;q=0.5, en-GB;q=0.9, en-US;q=0.7", "GB"],
    ["de, en-US;q=0.5", "US"],
    ["en-US;q=0", "OTHER"],
    ["*", "OTHER"],
    [";;;,,,", "OTHER"],
    ["", "OTHER"],
    [undefined, "OTHER"],
  ])("regionFromLanguage(%j) = %s", (header, region) => {
    expect(regionFromLanguage(header)).toBe(region);
  });

  it("handles a huge Accept-Language header", () => {
    expect(regionFromLanguage(`${"xx-YY;q=0.1,".repeat(10_000)}en-GB`)).toBe("OTHER");
  });

  it("resolveRegion: setting, else country, else language, else OTHER", () => {
    expect(resolveRegion({ setting: "AU", country: "US", acceptLanguage: "en-GB" })).toBe("AU");
    expect(resolveRegion({ setting: "gb" })).toBe("GB");
    expect(resolveRegion({ setting: "OTHER", country: "US" })).toBe("OTHER");
    expect(resolveRegion({ setting: "nonsense", country: "IE" })).toBe("IE");
    expect(resolveRegion({ country: "FR", acceptLanguage: "en-US" })).toBe("OTHER");
    expect(resolveRegion({ country: "XX", acceptLanguage: "en-AU" })).toBe("AU");
    expect(resolveRegion({ country: "T1", acceptLanguage: "fr-CA" })).toBe("CA");
    expect(resolveRegion({ acceptLanguage: "es-MX" })).toBe("OTHER");
    expect(resolveRegion({})).toBe("OTHER");
    expect(resolveRegion({ setting: null, country: null, acceptLanguage: null })).toBe("OTHER");
  });
});

describe("GROUNDING_STEPS", () => {
  it("is a short 5-4-3-2-1 exercise", () => {
    expect(GROUNDING_STEPS.length).toBeGreaterThanOrEqual(5);
    expect(GROUNDING_STEPS.length).toBeLessThanOrEqual(8);
    const text = GROUNDING_STEPS.join(" ");
    for (const n of ["5", "4", "3", "2", "1"]) expect(text).toContain(n);
  });
});
