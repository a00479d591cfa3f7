// 'My Diary': the full-screen diary opened from the home page and the mobile menu.
import type { User } from "@shared/contract/auth";
import { promptSetFor } from "@shared/diary";
import { format } from "date-fns";
import { BookOpen, ChevronLeft, ChevronRight, ListChecks, Loader2, Mic, Save, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { useJournalEntries, type JournalEntry } from "@/api/journal/get-journal-entries";
import { EmojiPicker, insertAtCursor } from "@/components/emoji-picker";
import { SosButton } from "@/components/safety/sos-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { closeDiaryOverlay, takeDiaryEntry } from "@/lib/diary-overlay";
import { useEntrySave } from "@/lib/use-entry-save";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { CrisisDialog } from "./crisis-dialog";
import { EntryView } from "./entry-view";
import { JournalSearch } from "./journal-search";
import { LinedTextarea } from "./lined-textarea";
import { MoodPicker } from "./mood-picker";
import { usePageFlip } from "./page-flip";
import { PromptIcon } from "./prompt-icon";
import { isPaid, useLoadAround } from "./use-journal";
import { VoicePanel } from "./voice-panel";

export default function DiaryOverlay() {
  const { user } = useAuth();
  if (!user) return null;
  return <Overlay user={user} key={user.id} />;
}

function Overlay({ user }: { user: User }) {
  const paid = isPaid(user.subscriptionTier);
  const journal = useJournalEntries({ enabled: true, paid });
  const prompts = useMemo(() => promptSetFor(new Date()), []);
  const [promptIndex, setPromptIndex] = useState(0);
  const [index, setIndex] = useState(-1); // -1: writing a new entry
  // An entry opened from a search result (here or on /diary): shown until another is chosen.
  const [found, setFound] = useState<JournalEntry | null>(() => takeDiaryEntry());
  const [voiceOpen, setVoiceOpen] = useState(false);
  const rightPage = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const leftPage = useRef<HTMLElement>(null);
  const { flipping, flipTo: flipToIndex } = usePageFlip(rightPage, setIndex);
  // On a phone the pages are stacked, writing first: whatever is picked below shows up on the
  // writing page, so bring it into view to see the page turn.
  const sideBySide = useMediaQuery("(min-width: 768px)");
  const showWritingPage = () => {
    if (!sideBySide) rightPage.current?.scrollIntoView({ block: "start" });
  };
  const flipTo = (next: number, direction: 1 | -1) => {
    setFound(null);
    showWritingPage();
    flipToIndex(next, direction);
  };
  const showIndex = (next: number) => {
    setFound(null);
    setIndex(next);
  };
  // A chosen search result: the reading page takes focus (and comes into view on a phone).
  useEffect(() => {
    if (found) rightPage.current?.focus();
  }, [found]);
  useLoadAround(index, journal);

  const diary = useEntrySave(user.id, {
    surface: "overlay",
    celebrate: true,
    success: { title: "Entry Saved", description: "Your diary entry has been saved successfully." },
    failure: { title: "Error", description: "Failed to save entry. Please try again." },
  });

  const { entries, total } = journal;
  const selected = found ?? (index >= 0 ? entries[index] : undefined);
  const prompt = prompts[promptIndex] ?? prompts[0]!;
  const name = user.name?.trim() || "My";

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && closeDiaryOverlay()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // Opened on a search result, the reading page takes focus; else writing comes first:
            // the text area, not SOS.
            const first = found ? rightPage.current : textarea.current;
            if (!first) return;
            e.preventDefault();
            first.focus();
          }}
          onEscapeKeyDown={(e) => {
            // Escape in a search field with text clears the field (journal-search.tsx); the next one closes.
            const target = e.target;
            if (target instanceof HTMLInputElement && target.type === "search" && target.value) e.preventDefault();
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-gradient-to-br from-amber-50 via-rose-50 to-indigo-50 outline-none dark:from-stone-950 dark:via-stone-900 dark:to-indigo-950"
        >
          <header className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background/80 px-4 py-3 backdrop-blur">
            <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold">
              <BookOpen className="size-5 text-primary" aria-hidden /> My Diary
            </DialogPrimitive.Title>
            <div className="flex items-center gap-2">
              <SosButton />
              <DialogPrimitive.Close asChild>
                <Button variant="outline" size="sm">
                  <X aria-hidden /> Close
                </Button>
              </DialogPrimitive.Close>
            </div>
          </header>

          <div className="mx-auto grid max-w-6xl gap-4 p-3 sm:p-6 md:grid-cols-2 md:gap-0">
            {/* Left page: today's prompts and past entries. */}
            <section
              ref={leftPage}
              aria-label="Prompts and past entries"
              className="flex scroll-mt-16 flex-col gap-5 rounded-2xl border bg-card p-4 shadow-sm sm:p-6 md:rounded-r-none md:border-r-0"
            >
              <div>
                <h2 className="mb-3 font-semibold">Today's Prompts</h2>
                <ul className="flex flex-col gap-2">
                  {prompts.map((p, i) => (
                    <li key={p.title}>
                      <button
                        type="button"
                        aria-pressed={i === promptIndex && index === -1 && !found}
                        onClick={() => {
                          setPromptIndex(i);
                          if (index !== -1 || found) showIndex(-1);
                          showWritingPage();
                        }}
                        className={cn(
                          "flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                          i === promptIndex && index === -1 && !found && "border-primary bg-primary/5",
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
              </div>

              {total > 0 && <JournalSearch onOpen={setFound} />}

              {journal.isLoading ? (
                <Skeleton className="h-16 w-full" />
              ) : total > 0 ? (
                <div>
                  <h2 className="mb-3 font-semibold">Past Entries</h2>
                  <div className="flex items-center justify-between gap-2 rounded-xl border bg-background/60 p-2">
                    <Button type="button" variant="ghost" size="sm" onClick={() => flipTo(index - 1, -1)} disabled={flipping || index <= 0}>
                      <ChevronLeft aria-hidden /> Prev
                    </Button>
                    <span className="text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="entry-counter">
                      {index >= 0 ? `${index + 1}/${total}` : `${total} saved`}
                    </span>
                    <Button type="button" variant="ghost" size="sm" onClick={() => flipTo(index + 1, 1)} disabled={flipping || index >= total - 1 || index + 1 >= entries.length}>
                      Next <ChevronRight aria-hidden />
                    </Button>
                  </div>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">Your saved entries will appear here.</p>
              )}
            </section>

            {/* Right page: writing, or the selected past entry. */}
            <section
              ref={rightPage}
              tabIndex={-1}
              aria-label={`${name}'s Diary`}
              className="flex origin-left scroll-mt-20 flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm outline-none max-md:order-first sm:p-6 md:rounded-l-none md:border-l-2 md:border-l-border"
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-serif text-xl font-semibold">{name === "My" ? "My Diary" : `${name}'s Diary`}</h2>
                <Button type="button" variant="ghost" size="sm" className="md:hidden" onClick={() => leftPage.current?.scrollIntoView({ block: "start" })}>
                  <ListChecks aria-hidden /> Prompts &amp; past entries
                </Button>
              </div>
              {selected ? (
                <EntryView entry={selected} awaitingInsight={journal.isAwaitingInsight(selected)} onWriteNew={() => showIndex(-1)} onDeleted={() => showIndex(-1)} />
              ) : (
                <form
                  className="flex flex-col gap-4"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void diary.save(prompt);
                  }}
                >
                  <div className="rounded-lg bg-primary/5 p-3">
                    <p className="flex items-center gap-2 font-medium">
                      <PromptIcon icon={prompt.icon} className="size-4 text-primary" /> {prompt.title}
                    </p>
                    <p className="text-sm text-muted-foreground">{prompt.prompt}</p>
                  </div>
                  <MoodPicker value={diary.draft.mood} onChange={diary.setMood} compact />
                  <LinedTextarea
                    ref={textarea}
                    aria-label="Diary entry"
                    placeholder="Start writing..."
                    rows={9}
                    value={diary.draft.text}
                    readOnly={diary.saving}
                    onChange={(e) => diary.setText(e.target.value)}
                  />
                  <div className="flex flex-wrap items-center gap-2">
                    <EmojiPicker onPick={(emoji) => textarea.current && diary.setText(insertAtCursor(textarea.current, emoji))} />
                    <Button type="button" variant="ghost" size="sm" aria-expanded={voiceOpen} onClick={() => setVoiceOpen((v) => !v)}>
                      <Mic aria-hidden /> {voiceOpen ? "Hide Voice" : "Voice"}
                    </Button>
                  </div>
                  {voiceOpen && <VoicePanel text={diary.draft.text} onText={diary.setText} />}
                  <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
                    <p className="text-sm text-muted-foreground">{format(new Date(), "EEEE, MMMM d, yyyy")}</p>
                    <Button type="submit" disabled={!diary.canSave}>
                      {diary.saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                      {diary.saving ? "Saving..." : "Save"}
                    </Button>
                  </div>
                </form>
              )}
            </section>
          </div>
          <CrisisDialog open={diary.crisisOpen} onOpenChange={diary.setCrisisOpen} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
