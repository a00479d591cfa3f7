import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/pwa";

export const OFFLINE_TEXT = "You're offline. You can keep writing: your diary draft is kept on this device and saved when you're back online.";

/**
 * Shown at the top of the page while the browser has no network; a status, so screen readers
 * announce it. The top padding keeps it clear of the ambience tab that hangs below the header.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="px-4 pt-12">
      <p
        role="status"
        className="mx-auto flex max-w-3xl items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{OFFLINE_TEXT}</span>
      </p>
    </div>
  );
}
