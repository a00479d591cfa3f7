// /diary: the two-page journal with prompts, mood, full-screen writing and an entry browser.
import { COACH_NAME } from "@shared/brand";
import type { User } from "@shared/contract/auth";
import { AI_PROMPT_ENTRY_COUNT, UPSELL_AFTER_ENTRIES, promptSetFor, toDiaryPrompts, type DiaryPrompt } from "@shared/diary";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Loader2, Maximize2, Mic, Save, Sparkles, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { aiPromptsQuery } from "@/api/journal/get-ai-prompts";
import { useJournalEntries, type JournalEntry } from "@/api/journal/get-journal-entries";
import { EmojiPicker, insertAtCursor } from "@/components/emoji-picker";
import { SosButton } from "@/components/safety/sos-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";
import { openDiaryEntry } from "@/lib/diary-overlay";
import { preloadWhenIdle } from "@/lib/preload";
import { useEntrySave } from "@/lib/use-entry-save";
import { cn } from "@/lib/utils";
import { JournalSearch } from "./journal-search";
import { LinedTextarea } from "./lined-textarea";
import { DiaryPreview } from "./diary-preview";
import { EntryBrowser } from "./entry-browser";
import { MoodPicker } from "./mood-picker";
import { PromptIcon } from "./prompt-icon";
import { isPaid } from "./use-journal";

// Not part of the diary's first load (docs/decisions/0053): full-screen writing, the voice panel
// and the crisis dialog are fetched once the page is idle, so they are there at once when wanted,
// and cached by the service worker for writing offline.
const loadWriter = () => import("./full-screen-writer");
const loadVoicePanel = () => import("./voice-panel");
const FullScreenWriter = lazy(loadWriter);
const VoicePanel = lazy(() => loadVoicePanel().then((m) => ({ default: m.VoicePanel })));
const loadCrisisDialog = () => import("./crisis-dialog");
const CrisisDialog = lazy(() => loadCrisisDialog().then((m) => ({ default: m.CrisisDialog })));

export default function DiaryPage() {
  const { user, isAuthenticated } = useAuth();
  if (!isAuthenticated || !user) return <DiaryPreview />;
  return <Journal user={user} key={user.id} />;
}

/** Paid users: prompts personalised from their five most recent entries (once per visit; failures only logged). */
function useAiPrompts(user: User, entries: JournalEntry[], enabled: boolean) {
  const recent = entries.slice(0, AI_PROMPT_ENTRY_COUNT).map((e) => e.content);
  const query = useQuery({ ...aiPromptsQuery(user.id, recent), enabled: enabled && recent.length > 0 });
  useEffect(() => {
    if (query.error) console.warn("AI prompt generation failed; keeping the default prompts", query.error);
  }, [query.error]);
  return query.data?.prompts.length ? toDiaryPrompts(query.data.prompts) : null;
}

function Journal({ user }: { user: User }) {
  const navigate = useNavigate();
  const paid = isPaid(user.subscriptionTier);
  const journal = useJournalEntries({ enabled: true, paid });
  const aiPrompts = useAiPrompts(user, journal.entries, paid && !journal.isLoading);
  // The same prompts by time of day as the overlay, read once when the page opens.
  const [timePrompts] = useState(() => promptSetFor(new Date()));
  const prompts: readonly DiaryPrompt[] = aiPrompts ?? timePrompts;
  const [promptIndex, setPromptIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Mounted from their first opening on, so they can animate out and hand focus back.
  const [writerLoaded, setWriterLoaded] = useState(false);
  if (fullScreen && !writerLoaded) setWriterLoaded(true);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const inline = useRef<HTMLTextAreaElement>(null);
  const skipFocus = useRef(false);

  // AI prompts replace the defaults: the first is selected.
  useEffect(() => setPromptIndex(0), [aiPrompts?.length]);

  const diary = useEntrySave(user.id, {
    surface: "page",
    celebrate: true,
    success: { title: "Entry Saved", description: paid ? "AI analysis will be available shortly." : "Entry saved successfully." },
    failure: { title: "Error", description: "Failed to save your diary entry. Please try again." },
  });
  const [crisisLoaded, setCrisisLoaded] = useState(false);
  if (diary.crisisOpen && !crisisLoaded) setCrisisLoaded(true);
  useEffect(() => preloadWhenIdle(() => Promise.all([loadWriter(), loadCrisisDialog(), loadVoicePanel()])), []);
  const prompt = prompts[promptIndex] ?? prompts[0]!;

  async function save() {
    if (await diary.save(prompt)) setFullScreen(false);
  }

  const exitFullScreen = () => setFullScreen(false);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-3 pb-6 pt-12 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="flex items-center gap-2 text-2xl font-semibold">
            <BookOpen className="size-6 text-primary" aria-hidden /> My Diary
          </h1>
          {!paid && <Badge variant="secondary">Free Account</Badge>}
        </div>
        <div className="flex items-center gap-2">
          <SosButton />
          <Button variant="outline" size="icon" aria-label="Close diary" onClick={() => navigate("/dashboard")}>
            <X aria-hidden />
          </Button>
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-0">
        <section aria-label="Daily prompts" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6 md:rounded-r-none md:border-r-0">
          <h2 className="mb-3 flex items-center gap-2 font-semibold">
            {aiPrompts ? <Sparkles className="size-4 text-primary" aria-hidden /> : null}
            {aiPrompts ? "Prompts for You" : "Daily Prompts"}
          </h2>
          <ul className="flex flex-col gap-2">
            {prompts.map((p, i) => (
              <li key={`${p.title}-${i}`}>
                <button
                  type="button"
                  aria-pressed={i === promptIndex}
                  onClick={() => setPromptIndex(i)}
                  className={cn(
                    "flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    i === promptIndex && "border-primary bg-primary/5",
                  )}
                >
                  <PromptIcon icon={p.icon} className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>
                    <span className="block font-medium">{p.title}</span>
                    <span className="block text-sm text-muted-foreground">{p.prompt}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="Write your entry" className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6 md:rounded-l-none md:border-l-2">
          <div>
            <p className="flex items-center gap-2 font-serif text-lg font-semibold">
              <PromptIcon icon={prompt.icon} className="size-5 text-primary" /> {prompt.title}
            </p>
            <p className="text-sm text-muted-foreground">{prompt.prompt}</p>
          </div>
          <MoodPicker value={diary.draft.mood} onChange={diary.setMood} />
          <LinedTextarea
            ref={inline}
            aria-label="Diary entry"
            placeholder="Start writing... (opens full screen)"
            rows={8}
            value={diary.draft.text}
            readOnly={diary.saving}
            onChange={(e) => diary.setText(e.target.value)}
            onFocus={() => {
              if (skipFocus.current) skipFocus.current = false;
              else setFullScreen(true);
            }}
          />
          <div className="flex flex-wrap items-center gap-2">
            <EmojiPicker
              onPick={(emoji) => {
                if (!inline.current) return;
                skipFocus.current = true;
                diary.setText(insertAtCursor(inline.current, emoji));
              }}
            />
            <Button type="button" variant="ghost" size="sm" aria-expanded={voiceOpen} onClick={() => setVoiceOpen((v) => !v)}>
              <Mic aria-hidden /> {voiceOpen ? "Hide Voice" : "Voice"}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setFullScreen(true)}>
              <Maximize2 aria-hidden /> Full Screen
            </Button>
            <span className="ml-auto text-sm tabular-nums text-muted-foreground" aria-live="off" data-testid="char-count">
              {diary.draft.text.length.toLocaleString("en-US")} characters
            </span>
          </div>
          {voiceOpen && (
            <Suspense fallback={null}>
              <VoicePanel text={diary.draft.text} onText={diary.setText} />
            </Suspense>
          )}
          <Button type="button" className="self-end" onClick={() => void save()} disabled={!diary.canSave}>
            {diary.saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {diary.saving ? "Saving..." : "Save Entry"}
          </Button>
        </section>
      </div>

      {!paid && journal.total >= UPSELL_AFTER_ENTRIES && (
        <Card className="border-primary/40 bg-primary/5">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-primary" aria-hidden />
              <h2>Get AI Insights on Your Journal Entries</h2>
            </CardTitle>
            <CardDescription>With Premium, {COACH_NAME} reflects on each entry and suggests prompts based on what you've been writing about.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/pricing">Upgrade to Premium</Link>
            </Button>
          </CardContent>
        </Card>
      )}

      {journal.total > 0 && (
        // A chosen result opens in the diary's reading view (the overlay); closing it comes back here.
        <JournalSearch onOpen={openDiaryEntry} className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6" />
      )}

      <EntryBrowser journal={journal} />

      <Suspense fallback={null}>
        {writerLoaded && (
          <FullScreenWriter
            open={fullScreen}
            onClose={exitFullScreen}
            prompt={prompt}
            diary={diary}
            onSave={() => void save()}
            onClosed={() => {
              skipFocus.current = true;
              inline.current?.focus();
            }}
          />
        )}
        {crisisLoaded && <CrisisDialog open={diary.crisisOpen} onOpenChange={diary.setCrisisOpen} />}
      </Suspense>
    </div>
  );
}
