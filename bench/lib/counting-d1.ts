// A D1 binding that counts what runs through it, for the fan-out benches.

/** Counts every statement D1 runs (a batch of n statements counts n) and every round trip. */
export function countingD1(db: D1Database) {
  const counts = { statements: 0, roundTrips: 0 };
  const wrapStatement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (prop === "bind") return (...args: unknown[]) => wrapStatement((value as Function).apply(target, args));
        if (prop === "run" || prop === "all" || prop === "first" || prop === "raw") {
          return (...args: unknown[]) => {
            counts.statements++;
            counts.roundTrips++;
            return (value as Function).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const wrapped = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === "prepare") return (sql: string) => wrapStatement(target.prepare(sql));
      if (prop === "batch") {
        return (stmts: D1PreparedStatement[]) => {
          counts.statements += stmts.length;
          counts.roundTrips++;
          return target.batch(stmts);
        };
      }
      if (prop === "exec") {
        return (sql: string) => {
          counts.statements++;
          counts.roundTrips++;
          return target.exec(sql);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counts };
}
