/** The browser's own time zone ("Europe/London"), or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every IANA zone the browser knows, plus the saved and browser ones if missing (Chrome omits "UTC"). */
export function timeZoneOptions(...extra: (string | null | undefined)[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  for (const z of ["UTC", ...extra]) if (z) all.add(z);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** "Europe/London (GMT+1)": the name with its current offset, to help pick the right one. */
export function timeZoneLabel(zone: string, now = new Date()): string {
  try {
    const offset = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(now).find((p) => p.type === "timeZoneName")?.value;
    return offset ? `${zone.replace(/_/g, " ")} (${offset})` : zone;
  } catch {
    return zone;
  }
}
