// The readable copy of the diary: entries newest first, dated in the person's own time zone,
// with their mood and Mindy's insight, then the daily insights. Pure, so it is unit-tested.
import { COACH_NAME, PRODUCT_NAME } from "../../shared/brand";
import type { AccountExport } from "../../shared/contract/account";
import { moodFor } from "../../shared/moods";
import { safeTimeZone } from "../../shared/progress";

function formatter(timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: safeTimeZone(timeZone),
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

/** "Wednesday, March 4, 2026 at 9:14 PM". */
export const formatLocal = (iso: string, timeZone: string) => formatter(timeZone).format(new Date(iso));

/** Keeps the person's text as written, but a line that would read as one of our headings is escaped. */
const body = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (/^#{1,6}\s/.test(line) ? `\\${line}` : line))
    .join("\n")
    .trim();

const quote = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");

export function diaryMarkdown(data: AccountExport): string {
  const tz = data.account.timeZone;
  const who = data.account.name?.trim() || data.account.email;
  const out: string[] = [];
  out.push(`# ${PRODUCT_NAME} diary of ${who}`);
  out.push("");
  out.push(
    `Exported ${formatLocal(data.exportedAt, tz)} (${safeTimeZone(tz)}). ${data.diaryEntries.length} ${data.diaryEntries.length === 1 ? "entry" : "entries"}, newest first.`,
  );
  out.push("");

  out.push("## Diary");
  out.push("");
  if (data.diaryEntries.length === 0) out.push("_No diary entries yet._", "");
  for (const e of data.diaryEntries) {
    out.push(`### ${formatLocal(e.createdAt, tz)}`);
    out.push("");
    if (e.mood !== null) {
      const option = moodFor(e.mood);
      out.push(`**Mood:** ${option ? `${option.emoji} ` : ""}${e.moodLabel ?? option?.label ?? "Mood"} (${e.mood}/5)`);
      out.push("");
    }
    out.push(body(e.content));
    out.push("");
    if (e.aiInsight) {
      out.push(quote(`**${COACH_NAME}'s insight:** ${e.aiInsight}`));
      out.push("");
    }
    out.push("---");
    out.push("");
  }

  out.push("## Daily insights");
  out.push("");
  if (data.insights.length === 0) out.push("_No daily insights yet._", "");
  for (const i of data.insights) {
    out.push(`- **${i.localDate}** (${i.slot}, ${i.category}): ${i.insight.replace(/\s*\n\s*/g, " ")}`);
  }
  if (data.insights.length) out.push("");
  return out.join("\n");
}
