import type { User } from "@shared/contract/auth";
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { logout as endToken } from "@/api/auth/logout";
import { onUnauthorized, queryClient } from "@/api/client";
import { clearSession, readSession, writeSession } from "./session";

interface AuthState {
  user: User | null;
  token: string | null;
  /** Signed in only when both the user and the token exist. */
  isAuthenticated: boolean;
  signIn: (token: string, user: User) => void;
  updateUser: (user: User) => void;
  /** Ends the token on the server (best effort), then clears the session. */
  logout: () => Promise<void>;
  /** Clears the session without a server call (the token is already dead). */
  forget: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);

  const signIn = useCallback((token: string, user: User) => {
    writeSession(token, user);
    queryClient.clear();
    setSession({ token, user });
  }, []);

  const forget = useCallback(() => {
    clearSession();
    queryClient.clear();
    setSession(null);
  }, []);

  const logout = useCallback(async () => {
    try {
      await endToken();
    } catch {
      // The token may already be dead; signing out locally is what matters.
    }
    forget();
  }, [forget]);

  const updateUser = useCallback((user: User) => {
    setSession((current) => {
      if (!current) return current;
      writeSession(current.token, user);
      return { ...current, user };
    });
  }, []);

  useEffect(() => {
    const unsubscribe = onUnauthorized(forget);
    return () => void unsubscribe();
  }, [forget]);

  // Another tab signed in or out.
  useEffect(() => {
    const sync = (e: StorageEvent) => {
      if (e.key === null || e.key === "auth_token" || e.key === "auth_user") setSession(readSession());
    };
    window.addEventListener("storage", sync);
    return () => window.removeEventListener("storage", sync);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: Boolean(session?.user && session?.token),
      signIn,
      updateUser,
      logout,
      forget,
    }),
    [session, signIn, updateUser, logout, forget],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error("useAuth outside AuthProvider");
  return ctx;
}

export const displayName = (user: User | null) => user?.name?.trim() || user?.email || "";
