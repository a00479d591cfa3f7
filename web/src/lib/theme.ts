import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const isBrowser = typeof window !== "undefined" && typeof document !== "undefined";

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark" || value === "system";
}

function systemPrefersDark(): boolean {
  return isBrowser && typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

/** The stored preference; "system" when nothing (or something invalid) is stored. */
export function getTheme(): Theme {
  if (!isBrowser) return "system";
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system"; // storage blocked (private mode, sandboxed iframe)
  }
}

/** What a preference means right now. */
export function resolveTheme(theme: Theme = getTheme()): ResolvedTheme {
  if (theme === "system") return systemPrefersDark() ? "dark" : "light";
  return theme;
}

/** Put the `dark` class (and native color-scheme) on <html> for a preference. */
export function applyTheme(theme: Theme = getTheme()): void {
  if (!isBrowser) return;
  const root = document.documentElement;
  const resolved = resolveTheme(theme);
  root.classList.toggle("dark", resolved === "dark"); // no change (and no restyle) when already so
  // theme-init.js has usually set it already; rewriting the same inline style would restyle the page.
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
}

export function setTheme(theme: Theme): void {
  if (!isBrowser) return;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted, still applied for this page.
  }
  applyTheme(theme);
}

let initialised = false;

/** Apply the stored theme and keep following the system and other tabs. Idempotent. */
export function initTheme(): void {
  if (!isBrowser || initialised) return;
  initialised = true;
  applyTheme();
  window.matchMedia?.(DARK_QUERY).addEventListener("change", () => {
    if (getTheme() === "system") applyTheme("system");
  });
  window.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) applyTheme();
  });
}

initTheme();

function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function readResolvedTheme(): ResolvedTheme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** The theme actually shown (follows the `dark` class on <html>, whoever sets it). */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribeToRootClass, readResolvedTheme, () => "light");
}
