import { Volume2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function VoiceEnabledBadge({ label = "Voice Enabled" }: { label?: string }) {
  return (
    <Badge variant="secondary">
      <Volume2 aria-hidden />
      {label}
    </Badge>
  );
}
