// Loaded on the first character typed into the sign-up password (with the estimator and its
// dictionary): none of it is part of /auth's first load.
import { COMMON_PASSWORD_MESSAGE, STRENGTH_LABELS, passwordStrength, personalWords } from "@shared/password-strength";
import { cn } from "@/lib/utils";
import { usePasswordStrength } from "./use-password-strength";

const BAR_COLOURS = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"] as const;

interface Props {
  password: string;
  /** The person's name and email: a password made of them is as easy to guess. */
  userInputs: string[];
  /** The field already shows the common-password message as its error: the hint does not repeat it. */
  fieldHasError: boolean;
}

/** Four bars and a word under the password field; a too-common password says so in words. */
export default function PasswordStrengthHint({ password, userInputs, fieldHasError }: Props) {
  const strength = usePasswordStrength(password, personalWords(...userInputs));
  if (!strength) return null;
  return (
    <>
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={cn("h-1 flex-1 rounded-full transition-colors", bar <= Math.max(1, strength.score) ? BAR_COLOURS[strength.score] : "bg-muted")} />
        ))}
      </div>
      {strength.tooCommon ? (
        !fieldHasError && <p className="text-sm font-medium text-destructive">{COMMON_PASSWORD_MESSAGE}</p>
      ) : (
        <p className="text-sm text-muted-foreground">Password strength: {STRENGTH_LABELS[strength.score]}</p>
      )}
    </>
  );
}

/** The server's verdict, before asking it: the message when the password is too common, else null. */
export async function commonPasswordMessage(password: string, userInputs: string[]): Promise<string | null> {
  return (await passwordStrength(password, personalWords(...userInputs))).tooCommon ? COMMON_PASSWORD_MESSAGE : null;
}
