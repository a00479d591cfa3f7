import type { User } from "@shared/contract/auth";

// The stored session, under fixed keys: the token under auth_token and the serialised user beside it.
export const TOKEN_KEY = "auth_token";
export const USER_KEY = "auth_user";

export function readSession(): { token: string; user: User } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as User;
    return user && typeof user.email === "string" ? { token, user } : null;
  } catch {
    return null;
  }
}

export function writeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export const storedToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};
