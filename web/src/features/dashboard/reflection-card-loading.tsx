// The reflection card while its code or its data loads: the same box, so nothing below it moves
// when the card arrives (the card's code is not part of the dashboard's first load).
import { BookOpenCheck } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function ReflectionCardLoading() {
  return (
    <Card data-testid="reflection-card">
      <CardContent className="flex gap-3">
        <BookOpenCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        {/* Two lines, as tall as the card's heading and sentence. */}
        <Skeleton className="h-11 w-56" aria-label="Loading your reflection" />
      </CardContent>
    </Card>
  );
}
