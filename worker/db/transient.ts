// D1's passing failures: a lost connection or a storage object reset mid-request (Cloudflare's list
// of errors worth retrying), and SQLITE_BUSY from local development's shared database file. Nothing
// the person did and nothing lost for good: the answer is a 503 that says to try again.
const TRANSIENT = /Network connection lost|storage caused object to be reset|reset because its code was updated|SQLITE_BUSY|database is locked/;

/** Whether an error, or an error it wraps (drizzle wraps D1's in `cause`), is one of D1's passing failures. */
export function isTransientD1Error(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    if (TRANSIENT.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}
