// Seeds one person with a row in every table (and an R2 object), each carrying a marker string,
// so an export or a deletion can be checked against exactly that person's data.
import { api, env, registerUser } from "./helpers";
import { fakePng } from "./snapshots-fixtures";

/** Every table holding a person's rows (by user_id). users and usage_counters are checked apart. */
export const USER_TABLES = [
  "assessments",
  "journal_entries",
  "coaching_sessions",
  "coaching_messages",
  "memory_items",
  "memory_settings",
  "daily_insights",
  "safety_events",
  "snapshots",
  "reflections",
] as const;

export type Person = Awaited<ReturnType<typeof seedPerson>>;

export async function seedPerson(marker: string, options: { timeZone?: string } = {}) {
  // Each person has their own password, so one person's password never opens another's account.
  const person = await registerUser({ name: `Person ${marker}`, password: `secret ${marker}` });
  const id = person.user.id;
  if (options.timeZone) await env.DB.prepare("UPDATE users SET time_zone = ?1 WHERE id = ?2").bind(options.timeZone, id).run();
  const t0 = Date.UTC(2026, 0, 10, 8, 0, 0);

  // Diary entries through the real API (also leaves journal:write:<id> counters), then dated.
  for (const [i, mood] of [
    [0, 4],
    [1, null],
    [2, 1],
  ] as const) {
    const res = await api("/api/journal", { token: person.token, body: { content: `Diary ${marker} number ${i}`, mood, clientId: `client-${marker}-${i}` } });
    if (res.status !== 201) throw new Error(`journal save failed: ${res.status} ${res.text}`);
    await env.DB.prepare("UPDATE journal_entries SET created_at = ?1, ai_insight = ?2 WHERE id = ?3")
      .bind(t0 + i * 86_400_000, i === 0 ? `Insight ${marker} on entry` : null, res.json.id)
      .run();
  }

  const sessionId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO assessments (id, user_id, responses, ai_analysis, follow_up_questions, follow_up_responses, enhanced_plan, is_complete, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8)",
    ).bind(
      crypto.randomUUID(),
      id,
      JSON.stringify({ goals: `Answer ${marker}`, areas: ["sleep", "work"] }),
      JSON.stringify({ summary: `Analysis ${marker}` }),
      JSON.stringify([{ id: "q1", category: "sleep", context: "ctx", question: `Question ${marker}?` }]),
      JSON.stringify({ q1: `Follow-up ${marker}` }),
      JSON.stringify({ plan: `Plan ${marker}` }),
      t0,
    ),
    env.DB.prepare("INSERT INTO coaching_sessions (id, user_id, title, summary, message_count, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, 2, ?5, ?5)").bind(
      sessionId,
      id,
      `Session ${marker}`,
      `Summary ${marker}`,
      t0,
    ),
    env.DB.prepare("INSERT INTO coaching_messages (id, session_id, user_id, role, content, created_at) VALUES (?1, ?2, ?3, 'user', ?4, ?5)").bind(
      crypto.randomUUID(),
      sessionId,
      id,
      `Message ${marker} from me`,
      t0,
    ),
    env.DB.prepare("INSERT INTO coaching_messages (id, session_id, user_id, role, content, created_at) VALUES (?1, ?2, ?3, 'assistant', ?4, ?5)").bind(
      crypto.randomUUID(),
      sessionId,
      id,
      `Reply ${marker} from the coach`,
      t0 + 1,
    ),
    env.DB.prepare("INSERT INTO memory_items (id, user_id, session_id, text, key, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)").bind(
      crypto.randomUUID(),
      id,
      sessionId,
      `You said Memory ${marker} matters.`,
      `you said memory ${marker} matters`,
      t0,
    ),
    env.DB.prepare("INSERT INTO memory_settings (user_id, enabled, cleared_at, updated_at) VALUES (?1, 1, ?2, ?2)").bind(id, t0 - 1),
    env.DB.prepare("INSERT INTO daily_insights (id, user_id, local_date, slot, insight, category, created_at) VALUES (?1, ?2, '2026-01-10', 'morning', ?3, 'growth', ?4)").bind(
      crypto.randomUUID(),
      id,
      `Daily ${marker}`,
      t0,
    ),
    env.DB.prepare("INSERT INTO safety_events (id, user_id, level, source, region, created_at) VALUES (?1, ?2, 'distress', 'diary', 'GB', ?3)").bind(crypto.randomUUID(), id, t0),
    env.DB.prepare("INSERT INTO reflections (id, user_id, period, period_start, period_end, body, created_at) VALUES (?1, ?2, 'week', '2026-01-05', '2026-01-11', ?3, ?4)").bind(
      crypto.randomUUID(),
      id,
      JSON.stringify({ kind: "reflection", days: [], entryCount: 3, daysWritten: 3, streak: 3, themes: [], observation: `Observation ${marker}`, suggestion: "Rest." }),
      t0,
    ),
    env.DB.prepare("INSERT INTO usage_counters (key, window_start, count) VALUES (?1, 0, 1)").bind(`model:${id}`),
  ]);

  // A shared snapshot through the real upload (R2 object + row).
  const upload = await api("/api/snapshots", { token: person.token, raw: fakePng(), headers: { "Content-Type": "image/png" } });
  if (upload.status !== 201) throw new Error(`snapshot upload failed: ${upload.status} ${upload.text}`);
  const snapshotId = (upload.json as { id: string }).id;

  return { ...person, id, sessionId, snapshotId, marker };
}

/** How many rows of the person each table holds (plus their users row and counters). */
export async function rowCounts(person: { id: string; email: string }): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of USER_TABLES) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?1`).bind(person.id).first<{ n: number }>();
    out[table] = row?.n ?? 0;
  }
  out.users = (await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE id = ?1 OR email = ?2").bind(person.id, person.email).first<{ n: number }>())?.n ?? 0;
  out.usage_counters =
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM usage_counters WHERE instr(key, ?1) > 0 OR instr(key, ?2) > 0").bind(person.id, person.email).first<{ n: number }>())?.n ?? 0;
  return out;
}

export async function r2Keys(userId: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix: `snapshots/${userId}/` })).objects.map((o) => o.key);
}

/** Every row anywhere that mentions the person's id, email or marker: the "nothing left" check. */
export async function mentionsAnywhere(needles: string[]): Promise<string[]> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all<{
    name: string;
  }>();
  const hits: string[] = [];
  for (const { name } of tables.results) {
    const cols = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(name).all<{ name: string }>();
    const checks = cols.results.flatMap(({ name: col }) => needles.map((_, i) => `instr(CAST("${col}" AS TEXT), ?${i + 1}) > 0`));
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}" WHERE ${checks.join(" OR ")}`)
      .bind(...needles)
      .first<{ n: number }>();
    if ((row?.n ?? 0) > 0) hits.push(`${name}: ${row?.n} row(s) mention the person`);
  }
  return hits;
}
