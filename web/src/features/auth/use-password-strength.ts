import { loadPasswordChecker, strengthOf, type PasswordStrength } from "@shared/password-strength";
import { useEffect, useState } from "react";

/**
 * The strength of what is typed, from the same estimator the server uses. Its dictionary (about
 * 200 KB) is fetched on the first character typed, never with the page, so /auth loads as fast as
 * before; until it arrives (or if it cannot, offline) the strength is unknown and the server decides.
 */
export function usePasswordStrength(password: string, userInputs: string[]): PasswordStrength | null {
  const [check, setCheck] = useState<Awaited<ReturnType<typeof loadPasswordChecker>> | null>(null);
  const wanted = password.length > 0;

  useEffect(() => {
    if (!wanted || check) return;
    let live = true;
    loadPasswordChecker()
      .then((fn) => live && setCheck(() => fn))
      .catch(() => {
        // Offline or blocked: no hint; the server still refuses a common password.
      });
    return () => {
      live = false;
    };
  }, [wanted, check]);

  if (!check || !wanted) return null;
  return strengthOf(check(password, userInputs));
}
