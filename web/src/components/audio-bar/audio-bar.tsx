// The ambient sound bar (spec: "Ambient music widget", "Ambient audio bar"): a collapsible panel
// at the top centre, rendered by the layout so the sound keeps playing between pages. Audio is
// only fetched when the person presses play or picks a track, never on page load.
import { AMBIENT_TRACKS, ambientTrackById, type AmbientTrackId } from "@shared/ambient-tracks";
import { ChevronDown, Music } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { ambientPlayer } from "./ambient-player";
import { outputVolume, readAudioPrefs, writeAudioPrefs, type AudioPrefs } from "./audio-prefs";
import { focusRing, PlayButton, type PlayStatus } from "./play-button";

const loadPanel = () => import("./audio-panel");
const AudioPanel = lazy(loadPanel);

export default function AudioBar() {
  const [prefs, setPrefs] = useState<AudioPrefs>(readAudioPrefs);
  const [status, setStatus] = useState<PlayStatus>("paused");
  const [expanded, setExpanded] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const track = ambientTrackById(prefs.trackId);

  // Once the page scrolls, the pill tucks up under the header so it never sits over text, buttons
  // or fields; it comes back at the top of the page, or when a keyboard user tabs to it.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const tucked = scrolled && !expanded;

  useEffect(() => writeAudioPrefs(prefs), [prefs]);
  useEffect(() => ambientPlayer.setVolume(outputVolume(prefs)), [prefs]);

  const start = async (id: AmbientTrackId) => {
    setPrefs((p) => ({ ...p, trackId: id }));
    setStatus("loading");
    setFailed(false);
    const outcome = await ambientPlayer.play(id);
    if (outcome === "superseded") return;
    // A refused play (autoplay rules) goes back to paused without a word.
    setStatus(outcome === "playing" ? "playing" : "paused");
    setFailed(outcome === "failed");
  };

  const togglePlay = () => {
    if (status === "paused") return void start(prefs.trackId ?? AMBIENT_TRACKS[0]!.id);
    ambientPlayer.pause();
    setStatus("paused");
  };

  const onPanelKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    setExpanded(false);
    toggleRef.current?.focus();
  };

  return (
    <section
      aria-label="Ambient sound"
      data-testid="audio-bar"
      data-state={status}
      data-tucked={tucked}
      className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center px-2"
    >
      <div
        className={cn(
          "flex w-full max-w-sm flex-col items-center transition-[translate,opacity] duration-200 motion-reduce:transition-none",
          tucked ? "-translate-y-full opacity-0 focus-within:pointer-events-auto focus-within:translate-y-0 focus-within:opacity-100" : "pointer-events-auto",
        )}
      >
        {expanded && (
          <Suspense
            fallback={
              <div id={panelId} role="status" className="sr-only">
                Loading sound controls
              </div>
            }
          >
            <AudioPanel
              id={panelId}
              prefs={prefs}
              setPrefs={setPrefs}
              track={track}
              status={status}
              failed={failed}
              onTogglePlay={togglePlay}
              onPick={(id) => void start(id)}
              onKeyDown={onPanelKeyDown}
            />
          </Suspense>
        )}

        <div
          className={cn(
            "flex items-center gap-1.5 rounded-b-xl border border-t-0 bg-background/90 py-1 pr-1 pl-1.5 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/75",
            expanded && "-mt-px",
          )}
        >
          {!expanded && track && <PlayButton status={status} onClick={togglePlay} small />}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={() => setExpanded((v) => !v)}
            // Fetch the panel's code as soon as the person heads for the button.
            onPointerEnter={() => void loadPanel()}
            onFocus={() => void loadPanel()}
            data-testid="audio-bar-toggle"
            className={cn("flex h-7 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-muted-foreground hover:text-foreground", focusRing)}
          >
            {status === "playing" ? <EqualizerIcon /> : <Music className="size-3.5" aria-hidden />}
            <span className="max-w-40 truncate">{!expanded && track && status !== "paused" ? track.name : "Ambience"}</span>
            <span className="sr-only">{expanded ? " (hide sound controls)" : " (show sound controls)"}</span>
            <ChevronDown className={cn("size-3.5 transition-transform", expanded && "rotate-180")} aria-hidden />
          </button>
        </div>
      </div>
    </section>
  );
}

/** Three bars that move while sound plays (still for reduced motion). */
function EqualizerIcon() {
  return (
    <span className="flex h-3.5 w-3.5 items-end justify-between" aria-hidden>
      <style href="clearday-eq" precedence="default">
        {"@keyframes clearday-eq{from{transform:scaleY(.35)}to{transform:scaleY(1)}}"}
      </style>
      {[0, 250, 500].map((delay) => (
        <span
          key={delay}
          className="h-full w-[3px] origin-bottom scale-y-75 rounded-full bg-primary motion-safe:animate-[clearday-eq_800ms_ease-in-out_infinite_alternate]"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
