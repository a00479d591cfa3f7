import { BookOpenCheck } from "lucide-react";
import { Link } from "react-router";
import { useReflections } from "@/api/reflections/get-reflections";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { format, parseISO } from "date-fns";
import { ReflectionCardLoading } from "./reflection-card-loading";

// The dashboard's card for the newest weekly or monthly reflection (Premium and Pro); the
// reflection itself, and its history, are on /insights.

const day = (key: string) => format(parseISO(key), "MMM d");

export function ReflectionCard() {
  const { data, isPending, isError } = useReflections(true);
  if (isError) return null; // the dashboard stays useful; /insights shows the error and a retry
  if (isPending) return <ReflectionCardLoading />;
  const latest = data?.[0];
  return (
    <Card data-testid="reflection-card">
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <BookOpenCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          {latest ? (
            <div>
              <h2 className="font-medium">Your {latest.period === "month" ? "monthly" : "weekly"} reflection</h2>
              <p className="text-sm text-muted-foreground">
                {latest.period === "month" ? format(parseISO(latest.periodStart), "MMMM yyyy") : `${day(latest.periodStart)} – ${day(latest.periodEnd)}`}: your moods, themes in
                your own words, and an idea for the week ahead.
              </p>
            </div>
          ) : (
            <div>
              <h2 className="font-medium">Weekly reflections</h2>
              <p className="text-sm text-muted-foreground">Your first one arrives on Sunday at 7 pm, your time.</p>
            </div>
          )}
        </div>
        {latest && (
          <Button asChild variant="outline" className="shrink-0">
            <Link to="/insights#reflections">Read reflection</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
