// A D1 that fails on purpose (faults, log redaction): some statements throw at run time, like a
// lost connection or a full disk, everything else reaches the real database.
import { env } from "./helpers";

export const INJECTED = "D1_ERROR: injected failure for the fault tests";
export const WRITE = /^\s*(insert|update|delete|replace)\b/i;

export type Fail = (sql: string) => boolean;

/**
 * A D1 that throws for the statements `fail` picks (at run time, like a lost connection or a full
 * disk) with `message`, and passes everything else to the real one. A batch with a failing
 * statement fails whole, as D1's batch is one transaction.
 */
export function faultyD1(fail: Fail, message = INJECTED): D1Database {
  const real = env.DB;
  const fault = () => new Error(message);
  const sqlOf = new WeakMap<object, string>();
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const boom = () => {
      throw fault();
    };
    const w = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql),
      first: (col?: string) => (fail(sql) ? Promise.reject(fault()) : col === undefined ? stmt.first() : stmt.first(col)),
      run: () => (fail(sql) ? Promise.reject(fault()) : stmt.run()),
      all: () => (fail(sql) ? Promise.reject(fault()) : stmt.all()),
      raw: (opts?: { columnNames?: boolean }) => (fail(sql) ? Promise.reject(fault()) : stmt.raw(opts as { columnNames: true })),
      boom,
    } as unknown as D1PreparedStatement;
    sqlOf.set(w, sql);
    realOf.set(w, stmt);
    return w;
  };
  return {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: async (stmts: D1PreparedStatement[]) => {
      if (stmts.some((s) => fail(sqlOf.get(s) ?? ""))) throw fault();
      return real.batch(stmts.map((s) => realOf.get(s) ?? s));
    },
    exec: async () => {
      throw fault();
    },
    dump: async () => {
      throw fault();
    },
    withSession: () => {
      throw fault();
    },
  } as unknown as D1Database;
}
