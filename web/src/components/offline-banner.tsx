import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/pwa";

export const OFFLINE_TEXT = "You're offline. You can keep writing: your diary draft is kept on this device and saved when you're back online.";

/** Shown under the header while the browser has no network. A status, so screen readers announce it. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
        <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{OFFLINE_TEXT}</span>
      </p>
    </div>
  );
}
