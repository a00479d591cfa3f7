// Intl rather than date-fns: this is on the dashboard's first load and date-fns' format() with its
// locale is 5 KB gzip (docs/decisions/0053). en-US gives the same text; some engines put a narrow
// no-break space before AM/PM, which becomes a plain space as date-fns wrote it.
const DAY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true });

/** 'MMMM d, yyyy at h:mm a' ("March 12, 2025 at 3:04 PM"), or 'Unknown date' without a valid date. */
export function entryDate(createdAt: string | null | undefined): string {
  if (!createdAt) return "Unknown date";
  const d = new Date(createdAt);
  return Number.isNaN(d.getTime()) ? "Unknown date" : `${DAY.format(d)} at ${TIME.format(d).replace(/\s/g, " ")}`;
}
