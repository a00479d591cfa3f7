// Crisis resources by region. Pure data and functions: imported by the Worker (safety replies)
// and by the web app (the SOS entry point). No runtime dependencies.
//
// Every number here was chosen to be free and staffed 24/7. Review this file whenever a service
// changes its number; the unit tests in worker/safety pin the numbers.

export type CrisisRegion = "US" | "CA" | "GB" | "IE" | "AU" | "OTHER";

/** Regions in display order, with names for a region picker. */
export const CRISIS_REGIONS: readonly { code: CrisisRegion; name: string }[] = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "GB", name: "United Kingdom" },
  { code: "IE", name: "Ireland" },
  { code: "AU", name: "Australia" },
  { code: "OTHER", name: "Another country" },
];

export const CRISIS_REGION_CODES: readonly CrisisRegion[] = CRISIS_REGIONS.map((r) => r.code);

export interface CrisisResource {
  name: string;
  /** What to do, as a button label or sentence: "Call or text 988". */
  action: string;
  /** tel:, sms: or https: link, when there is one. */
  href?: string;
  description: string;
}

/** The emergency number people should call when in immediate danger (null: varies by country). */
export function emergencyNumber(region: CrisisRegion): string | null {
  switch (region) {
    case "US":
    case "CA":
      return "911";
    case "GB":
      return "999";
    case "IE":
      return "112";
    case "AU":
      return "000";
    default:
      return null;
  }
}

const LIFELINE_988: CrisisResource = {
  name: "988 Suicide & Crisis Lifeline",
  action: "Call or text 988",
  href: "tel:988",
  description: "Free, confidential support from a trained person, 24/7.",
};

function emergencyResource(region: CrisisRegion): CrisisResource {
  switch (region) {
    case "US":
    case "CA":
      return {
        name: "Emergency services",
        action: "Call 911",
        href: "tel:911",
        description: "If you are in immediate danger, call 911 now.",
      };
    case "GB":
      return {
        name: "Emergency services",
        action: "Call 999",
        href: "tel:999",
        description: "If you are in immediate danger, call 999 (or 112) now.",
      };
    case "IE":
      return {
        name: "Emergency services",
        action: "Call 112 or 999",
        href: "tel:112",
        description: "If you are in immediate danger, call 112 or 999 now.",
      };
    case "AU":
      return {
        name: "Emergency services",
        action: "Call 000",
        href: "tel:000",
        description: "If you are in immediate danger, call 000 now.",
      };
    default:
      return {
        name: "Emergency services",
        action: "Call your local emergency number",
        description: "If you are in immediate danger, call your local emergency number now (112 in much of the world, 911 in North America, 999 in the UK, 000 in Australia).",
      };
  }
}

const REGION_LINES: Record<CrisisRegion, CrisisResource[]> = {
  US: [
    LIFELINE_988,
    {
      name: "Crisis Text Line",
      action: "Text HOME to 741741",
      href: "sms:741741",
      description: "Free, 24/7 support by text from a trained volunteer.",
    },
  ],
  CA: [{ ...LIFELINE_988, name: "9-8-8 Suicide Crisis Helpline" }],
  GB: [
    {
      name: "Samaritans",
      action: "Call 116 123",
      href: "tel:116123",
      description: "Free from any phone, 24/7. Someone will listen, without judgement.",
    },
  ],
  IE: [
    {
      name: "Samaritans",
      action: "Call 116 123",
      href: "tel:116123",
      description: "Free from any phone, 24/7. Someone will listen, without judgement.",
    },
  ],
  AU: [
    {
      name: "Lifeline",
      action: "Call 13 11 14",
      href: "tel:131114",
      description: "Free crisis support from a trained person, 24/7.",
    },
  ],
  OTHER: [
    {
      name: "Find A Helpline",
      action: "Find a helpline at findahelpline.com",
      href: "https://findahelpline.com",
      description: "Lists free, confidential helplines in your country, by phone, text or chat.",
    },
  ],
};

/**
 * Domestic-abuse lines, added after the crisis lines for someone in danger from another person.
 * Only where one national, free, 24/7 line exists.
 */
const DANGER_LINES: Partial<Record<CrisisRegion, CrisisResource[]>> = {
  US: [
    {
      name: "National Domestic Violence Hotline",
      action: "Call 1-800-799-7233 or text START to 88788",
      href: "tel:18007997233",
      description: "Free, confidential support if someone is hurting or threatening you, 24/7.",
    },
  ],
  GB: [
    {
      name: "National Domestic Abuse Helpline",
      action: "Call 0808 2000 247",
      href: "tel:08082000247",
      description: "Free, confidential support if someone is hurting or threatening you, 24/7.",
    },
  ],
  AU: [
    {
      name: "1800RESPECT",
      action: "Call 1800 737 732",
      href: "tel:1800737732",
      description: "Free, confidential support if someone is hurting or threatening you, 24/7.",
    },
  ],
};

function isCrisisRegion(value: unknown): value is CrisisRegion {
  return typeof value === "string" && (CRISIS_REGION_CODES as readonly string[]).includes(value);
}

/**
 * Ordered resources for a region: the crisis line(s) first, emergency services last.
 * With `situation: "danger-from-others"` a domestic-abuse line is added before emergency services
 * where the region has one.
 */
export function crisisResources(region: CrisisRegion, situation?: "danger-from-others"): CrisisResource[] {
  const r: CrisisRegion = isCrisisRegion(region) ? region : "OTHER";
  const lines = REGION_LINES[r].map((x) => ({ ...x }));
  if (situation === "danger-from-others") {
    for (const x of DANGER_LINES[r] ?? []) lines.push({ ...x });
  }
  lines.push(emergencyResource(r));
  return lines;
}

// Territories where 988 and 911 work; Crown Dependencies where Samaritans and 999 work.
const COUNTRY_ALIASES: Record<string, CrisisRegion> = {
  US: "US",
  PR: "US",
  GU: "US",
  VI: "US",
  AS: "US",
  MP: "US",
  CA: "CA",
  GB: "GB",
  UK: "GB",
  IM: "GB",
  JE: "GB",
  GG: "GB",
  IE: "IE",
  AU: "AU",
};

/** ISO 3166-1 alpha-2 country (as in request.cf.country) to a crisis region. */
export function regionFromCountry(countryCode?: string | null): CrisisRegion {
  if (typeof countryCode !== "string") return "OTHER";
  return COUNTRY_ALIASES[countryCode.trim().toUpperCase()] ?? "OTHER";
}

/** True for a real two-letter country (not empty, "XX" unknown or "T1" Tor). */
function isKnownCountry(countryCode?: string | null): countryCode is string {
  if (typeof countryCode !== "string") return false;
  const c = countryCode.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(c) && c !== "XX" && c !== "ZZ";
}

/**
 * Region from an Accept-Language header: the most preferred language tag that names a region
 * decides ("en-GB" -> GB, "fr-CA" -> CA, "es-MX" -> OTHER); tags without a region are skipped.
 */
export function regionFromLanguage(acceptLanguage?: string | null): CrisisRegion {
  if (typeof acceptLanguage !== "string" || acceptLanguage.length === 0) return "OTHER";
  const tags: { tag: string; q: number; i: number }[] = [];
  const parts = acceptLanguage.slice(0, 1000).split(",");
  for (let i = 0; i < parts.length && i < 50; i++) {
    const [rawTag = "", ...params] = (parts[i] ?? "").trim().split(";");
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number.parseFloat(m[1] ?? "1");
    }
    if (!Number.isFinite(q) || q <= 0) continue;
    tags.push({ tag: rawTag.trim(), q, i });
  }
  tags.sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const sub = tag.split(/[-_]/).slice(1);
    // The region subtag is the first 2-letter or 3-digit subtag after the language (and script).
    const region = sub.find((s) => /^[A-Za-z]{2}$/.test(s) || /^[0-9]{3}$/.test(s));
    if (region) return regionFromCountry(region);
  }
  return "OTHER";
}

/**
 * The region to show resources for: the person's own setting, else the request's country,
 * else the browser language, else OTHER (local emergency number and findahelpline.com).
 */
export function resolveRegion(input: { setting?: string | null; country?: string | null; acceptLanguage?: string | null }): CrisisRegion {
  const setting = typeof input.setting === "string" ? input.setting.trim().toUpperCase() : "";
  if (isCrisisRegion(setting)) return setting;
  if (isKnownCountry(input.country)) return regionFromCountry(input.country);
  return regionFromLanguage(input.acceptLanguage);
}

/** A short 5-4-3-2-1 grounding exercise, one step per line. */
export const GROUNDING_STEPS: string[] = [
  "Breathe in slowly through your nose for 4 counts, and out through your mouth for 6.",
  "Name 5 things you can see around you.",
  "Notice 4 things you can feel: your feet on the floor, your clothes, the air on your skin.",
  "Listen for 3 things you can hear.",
  "Find 2 things you can smell, or two smells you like.",
  "Name 1 thing you can taste, or take a sip of water.",
  "Take one more slow breath. You got through this moment.",
];
