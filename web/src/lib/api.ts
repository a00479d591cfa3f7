import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { storedToken } from "./session";

/** A non-OK response: the message is "status: body text" (or the status text), as the spec says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
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

export async function apiFetch(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  const token = storedToken();
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const res = await fetch(path, {
    ...init,
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401 && token) unauthorizedListeners.forEach((fn) => fn());
  return res;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** JSON request through the shared behaviour: bearer token, JSON body, errors as ApiError. */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const res = await apiFetch(method, path, body, init);
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** Default reads: GET the path made by joining the query key's parts with "/". */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await apiFetch("GET", queryKey.join("/"), undefined, { signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
