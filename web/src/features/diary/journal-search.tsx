// Search of the person's own entries (GET /api/journal/search), on /diary and in the diary overlay:
// debounced as they type, results best match first with the matched words highlighted.
import { MAX_SEARCH_CHARS, splitHighlights } from "@shared/journal-search";
import { Loader2, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { errorMessage } from "@/api/client";
import type { JournalEntry } from "@/api/journal/get-journal-entries";
import { searchText, useJournalSearch, type JournalSearchResult } from "@/api/journal/search-journal";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { entryDate } from "./entry-view";

const DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** A snippet as text with <mark> around the matches: never parsed as HTML. */
export function Snippet({ text }: { text: string }) {
  return (
    <>
      {splitHighlights(text.replace(/\s+/g, " ")).map((part, i) =>
        part.highlight ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-400/30 dark:text-amber-50">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

interface Props {
  /** Called with the chosen result's entry. */
  onOpen: (entry: JournalEntry) => void;
  /** The heading's level where the search sits. */
  heading?: "h2" | "h3";
  className?: string;
}

export function JournalSearch({ onOpen, heading: Heading = "h2", className }: Props) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const q = searchText(useDebounced(typed, DEBOUNCE_MS));
  const pending = searchText(typed) !== q; // still typing: the debounce has not fired yet
  const search = useJournalSearch(q);
  const list = useRef<HTMLUListElement>(null);

  const moveFocus = (e: KeyboardEvent, from: "input" | "list") => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const buttons = Array.from(list.current?.querySelectorAll<HTMLButtonElement>("button[data-search-result]") ?? []);
    if (buttons.length === 0) return;
    e.preventDefault();
    if (from === "input") {
      if (e.key === "ArrowDown") buttons[0]!.focus();
      return;
    }
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = e.key === "ArrowDown" ? at + 1 : at - 1;
    if (next < 0) document.getElementById(`${id}-input`)?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  let status: string;
  if (q === null) status = typed.trim().length > MAX_SEARCH_CHARS ? `A search can be at most ${MAX_SEARCH_CHARS} characters.` : "";
  else if (search.isLoading || pending) status = "Searching…";
  else if (search.isError) status = "";
  else if (search.results.length === 0) status = `No entries match “${q}”.`;
  else status = `${search.total.toLocaleString("en-US")} ${search.total === 1 ? "entry" : "entries"} found`;

  return (
    <section aria-labelledby={`${id}-heading`} className={cn("flex flex-col gap-3", className)} data-testid="journal-search">
      <Heading id={`${id}-heading`} className="font-semibold">
        Search Entries
      </Heading>
      <form role="search" aria-labelledby={`${id}-heading`} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-input`} className="sr-only">
          Search your entries
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={`${id}-input`}
            type="search"
            value={typed}
            maxLength={MAX_SEARCH_CHARS}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search your entries"
            aria-describedby={`${id}-hint ${id}-status`}
            aria-controls={`${id}-results`}
            className="pl-8"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape" && typed) {
                e.preventDefault();
                e.stopPropagation(); // clears the field; a second Escape closes the overlay
                setTyped("");
              } else moveFocus(e, "input");
            }}
          />
        </div>
      </form>
      <p id={`${id}-hint`} className={cn("text-xs text-muted-foreground", q !== null && "sr-only")}>
        Words, an "exact phrase", or the start of a word followed by * (garden*).
      </p>
      <p id={`${id}-status`} role="status" className={cn("flex items-center gap-2 text-sm text-muted-foreground", !status && "sr-only")}>
        {status === "Searching…" && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {status}
      </p>
      {q !== null && search.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(search.error, "Search isn't working right now. Please try again in a moment.")}
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move between the result buttons inside */}
      <ul
        id={`${id}-results`}
        ref={list}
        aria-label="Search results"
        className={cn("flex flex-col gap-2", (q === null || search.results.length === 0) && "hidden")}
        onKeyDown={(e) => moveFocus(e, "list")}
      >
        {q !== null &&
          search.results.map((r) => (
            <li key={r.id}>
              <ResultButton result={r} onOpen={onOpen} />
            </li>
          ))}
      </ul>
      {q !== null && search.hasMore && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => void search.loadMore()} disabled={search.isLoadingMore}>
          {search.isLoadingMore && <Loader2 className="animate-spin" aria-hidden />} Show more results
        </Button>
      )}
    </section>
  );
}

function ResultButton({ result, onOpen }: { result: JournalSearchResult; onOpen: (entry: JournalEntry) => void }) {
  const { snippet, ...entry } = result;
  return (
    <button
      type="button"
      data-search-result
      onClick={() => onOpen(entry)}
      className="flex w-full flex-col gap-1 rounded-xl border bg-background/60 p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="text-xs text-muted-foreground">{entryDate(entry.createdAt)}</span>
      <span className="line-clamp-3 text-sm break-words">
        <Snippet text={snippet} />
      </span>
    </button>
  );
}
