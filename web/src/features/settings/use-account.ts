// Requests of the settings page. Profile changes reuse PATCH /api/user/profile; the rest is /api/account.
import type { DeleteAccountResponse, SessionRenewedResponse } from "@shared/contract/account";
import type { User } from "@shared/contract/auth";
import type { UpdateProfileRequest } from "@shared/contract/user";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiFetch, apiRequest } from "@/lib/api";
import { useAuth } from "@/lib/auth";

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => apiRequest<User>("PATCH", "/api/user/profile", changes),
    onSuccess: (user) => updateUser(user),
  });
}

/** Password change and log out everywhere: every token ends; this device keeps going with the new one. */
export function useRenewingMutation<T>(path: string) {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (body: T) => apiRequest<SessionRenewedResponse>("POST", path, body),
    onSuccess: ({ token, user }) => signIn(token, user),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest<DeleteAccountResponse>("DELETE", "/api/account", { password }),
  });
}

function filenameOf(res: Response, fallback: string): string {
  const match = res.headers.get("Content-Disposition")?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** Fetches an export with the bearer token and hands it to the browser as a file download. */
export async function downloadExport(path: "/api/account/export" | "/api/account/export.md", fallbackName: string): Promise<string> {
  const res = await apiFetch("GET", path);
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const blob = await res.blob();
  const name = filenameOf(res, fallbackName);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

/** Removes this person's diary drafts from the device (after their account is deleted). */
export function forgetLocalDrafts(userId: string): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(`clearday.journalDraft.${userId}.`)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
