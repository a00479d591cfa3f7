import { useEffect } from "react";
import { updateProfile } from "@/api/user/update-profile";
import { useAuth } from "@/lib/auth";

const triedKey = (userId: string) => `tz_synced:${userId}`;

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Streaks and insights follow the person's own days. An account still on the default "UTC" whose
 * browser says otherwise is quietly moved to the browser's zone, once (a zone chosen in Settings
 * is never overwritten, and a failed attempt is not repeated on every visit).
 */
export function useTimeZoneSync() {
  const { user, updateUser } = useAuth();
  useEffect(() => {
    if (!user || user.timeZone !== "UTC") return;
    const zone = browserTimeZone();
    if (!zone || zone === "UTC" || zone === "Etc/UTC") return;
    try {
      if (localStorage.getItem(triedKey(user.id))) return;
      localStorage.setItem(triedKey(user.id), zone);
    } catch {
      return;
    }
    updateProfile({ timeZone: zone })
      .then(updateUser)
      .catch(() => {
        // Quiet by design: days stay counted in UTC until the person sets a zone in Settings.
      });
  }, [user, updateUser]);
}
