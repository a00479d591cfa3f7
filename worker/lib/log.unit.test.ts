import { afterEach, describe, expect, it, vi } from "vitest";
import { describeFailure, logError, redactMessage } from "./log";

const MARKER = "MARKER-7f3a9c";

/** What drizzle throws when D1 fails a statement: the SQL, then the bound values. */
function drizzleFailure(): Error {
  const err = new Error(
    `Failed query: insert into "journal_entries" ("id", "user_id", "content", "mood") values (?, ?, ?, ?) returning "id"\nparams: 0b1c,u-1,Dear diary ${MARKER} today,4`,
  );
  Object.defineProperty(err, "name", { value: "DrizzleQueryError" });
  (err as Error & { params: unknown[] }).params = ["0b1c", "u-1", `Dear diary ${MARKER} today`, 4];
  err.cause = new Error("D1_ERROR: UNIQUE constraint failed: journal_entries.id: SQLITE_CONSTRAINT");
  return err;
}

afterEach(() => vi.restoreAllMocks());

describe("redactMessage", () => {
  it("keeps a failed query's SQL and drops its params", () => {
    const m = redactMessage(drizzleFailure().message);
    expect(m).toContain(`insert into "journal_entries"`);
    expect(m).not.toContain(MARKER);
    expect(m).not.toMatch(/params/);
  });

  it("drops SQL string literals", () => {
    expect(redactMessage(`Failed query: select * from users where name = 'Sam ${MARKER}'`)).not.toContain(MARKER);
  });

  it("drops quoted values and email addresses from any other message, keeping apostrophes in words", () => {
    expect(redactMessage(`Unexpected token 'D', "Dear diary ${MARKER}" is not valid JSON`)).not.toContain(MARKER);
    expect(redactMessage(`No such customer: 'cus_${MARKER}'`)).not.toContain(MARKER);
    expect(redactMessage(`could not send to sam.${MARKER}@example.com`)).not.toContain(MARKER);
    expect(redactMessage("You've reached today's limit")).toBe("You've reached today's limit");
  });

  it("caps the length", () => {
    expect(redactMessage("x".repeat(5000)).length).toBeLessThanOrEqual(301);
  });
});

describe("logError", () => {
  it("writes one JSON line with where, request id, class, redacted message and cause; never the values", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    logError({ where: "POST /api/journal", requestId: "req-1" }, drizzleFailure());
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: "error", where: "POST /api/journal", requestId: "req-1", error: "DrizzleQueryError" });
    expect(line.cause).toMatch(/^Error: D1_ERROR: UNIQUE constraint failed/);
    expect(lines[0]).not.toContain(MARKER);
  });

  it("warnings go to console.warn; a note without an error is fine", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logError({ where: "email", level: "warn", note: "nothing was sent" });
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toEqual({ level: "warn", where: "email", note: "nothing was sent" });
  });

  it("describes non-Error throws by their type", () => {
    expect(describeFailure("a string")).toEqual({ error: "string", message: "a string" });
    expect(describeFailure({ text: MARKER })).toEqual({ error: "object", message: "" });
  });
});
