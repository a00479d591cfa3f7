// Password hashing with WebCrypto PBKDF2-SHA256, the strongest KDF that runs inside workerd
// (native bcrypt/argon2 addons cannot load there). Production Workers cap PBKDF2 at 100,000
// iterations. The stored format is versioned so parameters can change: a hash made with other
// parameters still verifies, and login re-hashes it (see needsRehash). docs/decisions/0002.
const ALGORITHM = "pbkdf2-sha256";
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

const enc = new TextEncoder();
const toB64 = (buf: Uint8Array) => btoa(String.fromCharCode(...buf));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", enc.encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toB64(salt)}$${toB64(hash)}`;
}

function parse(stored: string) {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  if (algorithm !== ALGORITHM || !iterations || !salt || !hash) return null;
  const n = Number(iterations);
  if (!Number.isInteger(n) || n < 1 || n > PBKDF2_ITERATIONS) return null;
  return { iterations: n, salt: fromB64(salt), hash: fromB64(hash) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.iterations);
  return timingSafeEqual(actual, parsed.hash);
}

export function needsRehash(stored: string): boolean {
  return parse(stored)?.iterations !== PBKDF2_ITERATIONS;
}

/** Spends the same work as a real check, so an unknown email answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
}

function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
