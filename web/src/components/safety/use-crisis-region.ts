import { CRISIS_REGION_CODES, resolveRegion, type CrisisRegion } from "@shared/crisis-resources";
import { useCallback, useSyncExternalStore } from "react";
import { useAuth } from "@/lib/auth";
import { useClientValue } from "@/lib/hydration";

// A region picked in the SOS sheet or on /safety wins for this tab, so every SOS entry point
// agrees; it lives in sessionStorage, not the account (Settings owns the saved region).
const KEY = "crisis_region_choice";
const listeners = new Set<() => void>();

function readChoice(): CrisisRegion | null {
  try {
    const v = sessionStorage.getItem(KEY);
    return v && (CRISIS_REGION_CODES as readonly string[]).includes(v) ? (v as CrisisRegion) : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function browserLanguages(): string {
  if (typeof navigator === "undefined") return "";
  const langs = navigator.languages?.length ? navigator.languages : [navigator.language];
  return langs.filter(Boolean).join(",");
}

/** The crisis region to show: a choice made here, else the person's setting, else the browser language. */
export function useCrisisRegion(): [CrisisRegion, (region: CrisisRegion) => void] {
  const { user } = useAuth();
  const choice = useSyncExternalStore(subscribe, readChoice, () => null);
  // Read like a store so prerendered HTML (no languages) hydrates before the browser's region shows.
  const languages = useClientValue(browserLanguages, "");
  const region = choice ?? resolveRegion({ setting: user?.crisisRegion, acceptLanguage: languages });
  const setRegion = useCallback((next: CrisisRegion) => {
    try {
      sessionStorage.setItem(KEY, next);
    } catch {
      // Private mode without storage: the choice still applies until the next render reads null.
    }
    for (const l of listeners) l();
  }, []);
  return [region, setRegion];
}
