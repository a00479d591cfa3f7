import type { PromptIcon as PromptIconKey } from "@shared/diary";
import { Heart, Moon, PenLine, Star, Sun, type LucideProps } from "lucide-react";

const ICONS = { sun: Sun, heart: Heart, star: Star, moon: Moon, pen: PenLine } as const;

export function PromptIcon({ icon, ...props }: { icon: PromptIconKey } & LucideProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden {...props} />;
}
