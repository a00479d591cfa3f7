// The one way the web app talks to the Worker. Every call carries credentials and the stored
// bearer token, sends JSON, turns a non-OK answer into "status: body text" and never goes stale by
// itself; only a read the Worker answered "busy, try again" (503) is retried. A successful change
// refetches every query that shows what it changed (keys.ts). Outside production builds each
// answer is checked against the Worker's own schema (responses.ts), so a drift between the two
// sides fails in development and in tests.
import { QueryClient, queryOptions, type UseMutationOptions } from "@tanstack/react-query";
import { storedToken } from "@/lib/session";
import { readsOf, type Topic } from "./keys";
import type { ResponseName, ResponseOf } from "./responses";

/** A non-OK response: the message is "status: body text" (or the status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** Seconds from a Retry-After header, when the answer had one. */
    readonly retryAfter: number | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's own `{ message }`, for toasts. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** An answer that does not match the Worker's schema for it (development and tests only). */
export class ContractError extends Error {}

/** The message to show a person for any failure: the server's words when it sent some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return "You seem to be offline. Check your connection and try again.";
  return fallback;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when a request made with a token gets a 401: the session has ended elsewhere. */
export const onUnauthorized = (fn: Listener) => {
  unauthorizedListeners.add(fn);
  return () => unauthorizedListeners.delete(fn);
};

/** More tries a read gets after a "busy, try again" (503): D1's passing failures clear in seconds. */
export const BUSY_READ_RETRIES = 2;
const busy = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 503;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only a read, and only after a 503: a write may have been applied before the failure
      // (decision 0077), and any other failure would fail again the same way.
      retry: (failures, error) => busy(error) && failures < BUSY_READ_RETRIES,
      retryDelay: (_failures, error) => Math.min(busy(error) ? (error.retryAfter ?? 1) : 1, 5) * 1000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});

/** Refetches every cached query that shows one of these topics. */
export function invalidate(topics: readonly Topic[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => readsOf(query.queryKey).some((t) => topics.includes(t)) });
}

export interface Call<N extends ResponseName | null> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Sent as JSON; a Blob is sent as is, with its own type; FormData as multipart. */
  body?: unknown;
  /** The schema the answer is checked against; null when the answer's body is not read here. */
  response: N;
  /** What a successful call writes: every query reading one of these is refetched. */
  changes?: readonly Topic[];
  /** "returnNull": a 401 answers null instead of failing (a read that may run signed out). */
  on401?: "throw" | "returnNull";
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Answer<N extends ResponseName | null> = N extends ResponseName ? ResponseOf<N> : undefined;

/** Sends a call; resolves with the Response when it is OK, else rejects with an ApiError. */
export async function send(call: Call<ResponseName | null>): Promise<Response> {
  const token = storedToken();
  const headers = new Headers(call.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (call.body instanceof FormData) {
    body = call.body; // the browser sets the multipart boundary
  } else if (call.body instanceof Blob) {
    body = call.body;
    headers.set("Content-Type", call.body.type);
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers.set("Content-Type", "application/json");
  }
  const res = await fetch(call.path, { method: call.method ?? "GET", headers, body, credentials: "include", ...(call.signal && { signal: call.signal }) });
  if (res.status === 401 && token) unauthorizedListeners.forEach((fn) => fn());
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText, retryAfterSeconds(res.headers.get("Retry-After")));
  if (call.changes?.length) void invalidate(call.changes);
  return res;
}

/** Retry-After in seconds (the delta form; a date or nonsense is null). */
export function retryAfterSeconds(header: string | null): number | null {
  if (!header || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** A JSON call: the parsed answer (checked against its schema outside production) and the response headers. */
export async function exchange<N extends ResponseName | null>(call: Call<N>): Promise<{ data: Answer<N>; headers: Headers }> {
  let res: Response;
  try {
    res = await send(call);
  } catch (err) {
    if (call.on401 === "returnNull" && err instanceof ApiError && err.status === 401) return { data: null as Answer<N>, headers: new Headers() };
    throw err;
  }
  const data: unknown = call.response === null || res.status === 204 ? undefined : await res.json();
  if (call.response !== null) await checkAnswer(call.response, data, `${call.method ?? "GET"} ${call.path}`);
  return { data: data as Answer<N>, headers: res.headers };
}

/** A JSON call's answer. */
export const request = <N extends ResponseName | null>(call: Call<N>): Promise<Answer<N>> => exchange(call).then((r) => r.data);

/** The plain read: GET of the query key's parts joined with "/", checked against `response`. */
export const readQuery = <K extends readonly string[], N extends ResponseName>(queryKey: K, response: N) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => request({ path: queryKey.join("/"), response, signal }) });

/** Checks an answer against the Worker's schema for it; production builds skip this (and never load zod for it). */
export async function checkAnswer(name: ResponseName, data: unknown, where: string): Promise<void> {
  if (import.meta.env.MODE === "production") return;
  const { responseSchemas } = await import("./responses");
  const result = responseSchemas[name].safeParse(data);
  if (result.success) return;
  // Paths and zod's wording only: never the values, which may be what a person wrote.
  const issues = result.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new ContractError(`${where} answered outside its "${name}" schema: ${issues.join("; ")}`);
}

/** A mutation hook's options: everything but the call itself. */
export type MutationOptions<F extends (input: never) => Promise<unknown>> = Omit<UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>, "mutationFn">;
