import { Badge } from "@/components/ui/badge";
import { useConfig } from "@/api/config/get-config";
import { cn } from "@/lib/utils";

/** True when the server's coach is the built-in offline one (GET /api/config). */
export function useOfflineCoach(): boolean {
  return useConfig().data?.aiProvider === "offline";
}

/** 'Offline coach': shown wherever Mindy speaks while the built-in rule-based coach answers. */
export function OfflineCoachBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-dashed text-muted-foreground", className)} title="Replies come from the built-in offline coach, not an AI model">
      Offline coach
    </Badge>
  );
}

/** The badge only while the offline coach is the one speaking (for insights, analyses and plans). */
export function OfflineCoachLabel({ className }: { className?: string }) {
  return useOfflineCoach() ? <OfflineCoachBadge className={className} /> : null;
}
