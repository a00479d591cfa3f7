// The reminder and import requests of the settings page, in one place so they move easily into the
// app's shared API client when it lands (issue 21).
import type { ImportPreview, ImportStatus } from "@shared/contract/imports";
import type { ReminderSettings, RemindersResponse, TestReminderResponse } from "@shared/contract/reminders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";
import { storedToken } from "@/lib/session";

export const REMINDERS_KEY = ["/api/reminders"] as const;
export const CURRENT_IMPORT_KEY = ["/api/imports/current"] as const;
const importKey = (id: string) => ["/api/imports", id] as const;

/**
 * Reads for the settings page's own cards. Unlike the shared reads, a 401 here does not sign the
 * person out while the page opens: the card says so, and the next save ends the session as usual.
 */
async function read<T>(path: string, signal?: AbortSignal): Promise<T> {
  const token = storedToken();
  const res = await fetch(path, { signal, credentials: "include", headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

export function useReminders(enabled = true) {
  return useQuery<RemindersResponse>({ queryKey: REMINDERS_KEY, enabled, queryFn: ({ signal }) => read("/api/reminders", signal) });
}

function useRemindersMutation<T>(fn: (input: T) => Promise<RemindersResponse>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (data) => client.setQueryData(REMINDERS_KEY, data) });
}

export const useSaveReminders = () => useRemindersMutation((s: ReminderSettings) => apiRequest<RemindersResponse>("PUT", "/api/reminders", s));
export const useAddDevice = () => useRemindersMutation((sub: PushSubscriptionJSON) => apiRequest<RemindersResponse>("POST", "/api/reminders/subscriptions", sub));
export const useRemoveDevice = () => useRemindersMutation((endpoint: string) => apiRequest<RemindersResponse>("DELETE", "/api/reminders/subscriptions", { endpoint }));
export const useTestReminder = () => useMutation({ mutationFn: () => apiRequest<TestReminderResponse>("POST", "/api/reminders/test") });

/** POST /api/imports: the files as multipart/form-data (the shared client sends JSON only). */
export async function previewImport(files: File[]): Promise<ImportPreview> {
  const form = new FormData();
  for (const f of files) form.append("file", f, f.name);
  const token = storedToken();
  const res = await fetch("/api/imports", { method: "POST", body: form, credentials: "include", headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as ImportPreview;
}

export const confirmImport = (id: string) => apiRequest<ImportStatus>("POST", `/api/imports/${id}/confirm`);
export const cancelImport = (id: string) => apiRequest<{ message: string }>("DELETE", `/api/imports/${id}`);

/** The import still running (or the latest): the page finds it again after a reload. */
export function useCurrentImport() {
  return useQuery<ImportStatus | null>({ queryKey: CURRENT_IMPORT_KEY, staleTime: 0, queryFn: ({ signal }) => read("/api/imports/current", signal) });
}

const running = (s: ImportStatus | undefined | null) => s?.status === "queued" || s?.status === "running";

/** An import's status, asked again every second while it runs. */
export function useImportStatus(id: string | null) {
  return useQuery<ImportStatus>({
    queryKey: importKey(id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) => read(`/api/imports/${id}`, signal),
    staleTime: 0,
    refetchInterval: (q) => (running(q.state.data) || !q.state.data ? 1000 : false),
  });
}
