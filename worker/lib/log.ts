// The one way the Worker logs a failure. Workers Logs are kept for days and read by more people
// than the database, and an error's message can carry what a person wrote: drizzle puts a failed
// query's bound values in it ("params: ..."), JSON.parse quotes its input, a provider may echo a
// prompt. So a log line holds where it happened, the request id, the error's class and its message
// with every value taken out; never the error object, its stack, its cause's values or a body.
// docs/decisions/0070-log-redaction.md

export interface LogContext {
  /** "POST /api/journal", "insights queue", "coach reply"... */
  where: string;
  requestId?: string;
  /** A fixed sentence of ours saying what happens next ("using the fallback"); never user text. */
  note?: string;
  level?: "error" | "warn";
}

const MAX_MESSAGE = 300;
const SQL_LITERAL = /'(?:[^']|'')*'/g;
// A quote that opens after a letter is an apostrophe ("You've"), not a quoted value.
const QUOTED = /(?<![\p{L}\p{N}])'[^']*'|"[^"]*"|`[^`]*`|“[^”]*”|(?<![\p{L}\p{N}])‘[^’]*’/gu;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[A-Za-z]{2,}/g;

/**
 * An error message with its values removed. A drizzle "Failed query" keeps its SQL (placeholders,
 * quoted identifiers) without the params line or any string literal; any other message loses
 * everything quoted. Email addresses go too.
 */
export function redactMessage(message: string): string {
  let m = message;
  const params = m.search(/\n?\s*params:/i);
  if (/^Failed query:/i.test(m)) {
    if (params >= 0) m = m.slice(0, params);
    m = m.replace(SQL_LITERAL, "'?'");
  } else {
    if (params >= 0) m = m.slice(0, params);
    m = m.replace(QUOTED, "‹…›");
  }
  m = m.replace(EMAIL, "‹email›").replace(/\s+/g, " ").trim();
  return m.length > MAX_MESSAGE ? `${m.slice(0, MAX_MESSAGE)}…` : m;
}

function className(err: unknown): string {
  if (err instanceof Error) return err.constructor?.name && err.constructor.name !== "Error" ? err.constructor.name : err.name || "Error";
  if (err === null) return "null";
  return typeof err;
}

/** Class and redacted message of an error and of its causes (at most three deep). */
export function describeFailure(err: unknown): { error: string; message: string; cause?: string } {
  const message = err instanceof Error ? redactMessage(err.message) : typeof err === "string" ? redactMessage(err) : "";
  const out: { error: string; message: string; cause?: string } = { error: className(err), message };
  const causes: string[] = [];
  let cause = err instanceof Error ? err.cause : undefined;
  for (let depth = 0; cause !== undefined && cause !== null && depth < 3; depth++) {
    causes.push(`${className(cause)}: ${cause instanceof Error ? redactMessage(cause.message) : ""}`.trim());
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  if (causes.length > 0) out.cause = causes.join(" <- ");
  return out;
}

/** Writes one JSON line (Workers Logs index its fields) for a failure. */
export function logError(context: LogContext, err?: unknown): void {
  const line = {
    level: context.level ?? "error",
    where: context.where,
    ...(context.requestId && { requestId: context.requestId }),
    ...(err !== undefined && describeFailure(err)),
    ...(context.note && { note: context.note }),
  };
  const text = JSON.stringify(line);
  if (line.level === "warn") console.warn(text);
  else console.error(text);
}
