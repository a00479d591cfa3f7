import { MOOD_OPTIONS } from "@shared/moods";
import { BookOpen, Sparkles } from "lucide-react";
import { lazy, Suspense, useEffect, useId } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/api/client";
import { useJournalEntries, type JournalEntry } from "@/api/journal/get-journal-entries";
import { MoodBadge } from "@/components/mood-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth";
import { preloadWhenIdle } from "@/lib/preload";
import { useEntrySave } from "@/lib/use-entry-save";
import { cn } from "@/lib/utils";
import { entryDate } from "./entry-date";

const RECENT_SHOWN = 5;

// Shown only when a saved reflection is marked at risk: fetched once the page is idle, so it is
// there at once then, and not part of the dashboard's first load (docs/decisions/0053).
const loadCrisisResources = () => import("@/components/safety/crisis-resources");
const CrisisResources = lazy(() => loadCrisisResources().then((m) => ({ default: m.CrisisResources })));

export function JournalTab({ paid }: { paid: boolean }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <ReflectionForm paid={paid} userId={user.id} key={user.id} />
      <RecentEntries paid={paid} />
    </div>
  );
}

function ReflectionForm({ paid, userId }: { paid: boolean; userId: string }) {
  useEffect(() => preloadWhenIdle(loadCrisisResources), []);
  const entry = useEntrySave(userId, {
    surface: "dashboard",
    celebrate: false,
    success: { title: "Journal entry saved", description: "Entry saved successfully." },
    failure: (error) => ({ title: "Failed to save entry", description: errorMessage(error, "Please try again.") }),
  });
  const textId = useId();
  const noteId = useId();
  const mood = entry.draft.mood;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void entry.save(null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BookOpen className="size-5 text-primary" aria-hidden />
          Daily Reflection
        </CardTitle>
        <CardDescription>Take a moment to notice how today is going.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={textId} className="text-sm font-medium">
              What's on your mind today?
            </label>
            <Textarea
              id={textId}
              value={entry.draft.text}
              readOnly={entry.saving}
              onChange={(e) => entry.setText(e.target.value)}
              placeholder="Write freely: what happened, how you felt, what you noticed..."
              className="min-h-32"
              aria-describedby={noteId}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              How are you feeling? <span className="font-normal text-muted-foreground">(optional)</span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {MOOD_OPTIONS.map((m) => (
                <button
                  key={m.value}
                  type="button"
                  aria-pressed={mood === m.value}
                  onClick={() => entry.setMood(mood === m.value ? null : m.value)}
                  className={cn(
                    "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    mood === m.value ? "border-primary bg-primary/10 font-medium text-foreground" : "border-input hover:bg-muted",
                  )}
                >
                  <span aria-hidden>{m.emoji}</span>
                  {m.label}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p id={noteId} className="text-sm text-muted-foreground">
              {paid ? "Your entries are completely private and will receive AI insights." : "Your entries are completely private. Upgrade for AI insights."}
            </p>
            <Button type="submit" disabled={!entry.canSave} className="sm:w-auto">
              {entry.saving ? "Saving..." : "Save Entry"}
            </Button>
          </div>
        </form>
        {entry.crisisOpen && (
          <div className="mt-4">
            <Suspense fallback={null}>
              <CrisisResources headingLevel={3} />
            </Suspense>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RecentEntries({ paid }: { paid: boolean }) {
  const { isAuthenticated } = useAuth();
  const journal = useJournalEntries({ enabled: isAuthenticated, paid });
  const { isPending, isError, error, refetch } = journal;
  const entries = journal.entries.slice(0, RECENT_SHOWN);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-lg">Recent Entries</CardTitle>
        {entries.length > 0 && (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to="/diary">Open your diary</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading your entries">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} data-testid="entry-skeleton" className="h-20 w-full" />
            ))}
          </div>
        ) : isError ? (
          <div className="rounded-lg border border-dashed p-6 text-center text-sm">
            <p className="font-medium">Couldn't load your entries</p>
            <p className="mt-1 text-muted-foreground">{errorMessage(error, "Please try again.")}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <BookOpen className="mx-auto mb-2 size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No journal entries yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Start by writing your first daily reflection above.</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EntryItem({ entry }: { entry: JournalEntry }) {
  return (
    <li className="rounded-lg border bg-card p-4" data-testid="recent-entry">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <time className="text-sm text-muted-foreground" dateTime={entry.createdAt || undefined}>
          {entryDate(entry.createdAt)}
        </time>
        <MoodBadge mood={entry.mood} />
      </div>
      <p className="line-clamp-4 text-sm whitespace-pre-wrap">{entry.content}</p>
      {entry.aiInsight && (
        <div className="mt-3 flex gap-2 rounded-md bg-primary/5 p-3 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p>
            <span className="sr-only">AI insight: </span>
            {entry.aiInsight}
          </p>
        </div>
      )}
    </li>
  );
}
