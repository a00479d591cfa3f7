// The ambient sound bar (spec: "Ambient music widget", "Ambient audio bar"): a collapsible panel
// at the top centre, rendered by the layout so the sound keeps playing between pages. Audio is
// only fetched when the person presses play or picks a track, never on page load.
import { AMBIENT_TRACKS, ambientTrackById, type AmbientTrackId } from "@shared/ambient-tracks";
import { Bell, ChevronDown, CloudRain, Loader2, Music, Pause, Play, Trees, Volume2, VolumeX, Waves } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/utils";
import { ambientPlayer } from "./ambient-player";
import { outputVolume, readAudioPrefs, withVolume, writeAudioPrefs, type AudioPrefs } from "./audio-prefs";

type Status = "paused" | "loading" | "playing";

const ICONS: Record<AmbientTrackId, typeof Music> = { rain: CloudRain, forest: Trees, ocean: Waves, meditation: Bell };

const focusRing = "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

export default function AudioBar() {
  const [prefs, setPrefs] = useState<AudioPrefs>(readAudioPrefs);
  const [status, setStatus] = useState<Status>("paused");
  const [expanded, setExpanded] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const track = ambientTrackById(prefs.trackId);

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

  const collapse = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  const onPanelKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      collapse();
    }
  };

  const playButton = (small: boolean) => (
    <button
      type="button"
      onClick={togglePlay}
      aria-label={status === "paused" ? "Play" : "Pause"}
      title={status === "paused" ? "Play" : "Pause"}
      aria-busy={status === "loading"}
      data-testid="audio-play"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-colors hover:bg-primary/90",
        focusRing,
        small ? "size-7" : "size-11",
      )}
    >
      {status === "loading" ? (
        <Loader2 className={cn("animate-spin", small ? "size-3.5" : "size-5")} aria-hidden />
      ) : status === "playing" ? (
        <Pause className={small ? "size-3.5" : "size-5"} aria-hidden />
      ) : (
        <Play className={cn("translate-x-px", small ? "size-3.5" : "size-5")} aria-hidden />
      )}
    </button>
  );

  return (
    <section
      aria-label="Ambient sound"
      data-testid="audio-bar"
      data-state={status}
      className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center px-2"
    >
      <div className="pointer-events-auto flex w-full max-w-sm flex-col items-center">
        {expanded && (
          <div
            id={panelId}
            onKeyDown={onPanelKeyDown}
            className="w-full rounded-b-2xl border border-t-0 bg-popover/95 p-4 text-popover-foreground shadow-lg backdrop-blur supports-[backdrop-filter]:bg-popover/85"
          >
            <div className="flex items-center gap-3">
              {playButton(false)}
              <div className="min-w-0 flex-1" aria-live="polite">
                <p className="truncate text-sm font-semibold" data-testid="audio-track-name">
                  {track ? track.name : "Pick a sound to begin"}
                </p>
                <p className="text-xs text-muted-foreground">
                  {track ? <span data-testid="audio-track-duration">{track.duration}</span> : "Soft background for writing and thinking"}
                  {status === "loading" && " · loading…"}
                  {status === "playing" && <span className="sr-only"> · playing</span>}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setPrefs((p) => ({ ...p, muted: !p.muted }))}
                aria-label="Mute"
                aria-pressed={prefs.muted}
                title={prefs.muted ? "Unmute" : "Mute"}
                className={cn("flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground", focusRing)}
              >
                {prefs.muted ? <VolumeX className="size-5" aria-hidden /> : <Volume2 className="size-5" aria-hidden />}
              </button>
            </div>

            <div className="mt-4 flex items-center gap-3">
              <span className="w-14 text-xs text-muted-foreground" aria-hidden>Volume</span>
              <Slider
                aria-label="Volume"
                min={0}
                max={1}
                step={0.1}
                value={[prefs.volume]}
                onValueChange={([v]) => v !== undefined && setPrefs((p) => withVolume(p, v))}
                getValueText={(v) => `${Math.round(v * 100)}%${prefs.muted ? ", muted" : ""}`}
                className="flex-1"
                data-testid="audio-volume"
              />
              <span className="w-10 text-right text-xs tabular-nums text-muted-foreground" aria-hidden data-testid="audio-volume-value">
                {prefs.muted ? "Muted" : `${Math.round(prefs.volume * 100)}%`}
              </span>
            </div>

            <h2 id={headingId} className="mt-4 mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Choose your ambience
            </h2>
            <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-2">
              {AMBIENT_TRACKS.map((t) => {
                const Icon = ICONS[t.id];
                const current = t.id === prefs.trackId;
                return (
                  <li key={t.id}>
                    <button
                      type="button"
                      aria-pressed={current}
                      onClick={() => void start(t.id)}
                      className={cn(
                        "flex w-full items-center gap-2 rounded-lg border px-2.5 py-2 text-left transition-colors hover:bg-accent hover:text-accent-foreground",
                        focusRing,
                        current && "border-primary bg-primary/10",
                      )}
                    >
                      <Icon className={cn("size-4 shrink-0", current ? "text-primary" : "text-muted-foreground")} aria-hidden />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium">{t.name}</span>
                        <span className="block text-xs text-muted-foreground">{t.duration}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {failed && (
              <p role="status" className="mt-3 text-xs text-muted-foreground">
                This sound couldn't load just now. Try again in a moment, or pick another one.
              </p>
            )}
          </div>
        )}

        <div
          className={cn(
            "flex items-center gap-1.5 rounded-b-xl border border-t-0 bg-background/90 py-1 pr-1 pl-1.5 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/75",
            expanded && "-mt-px",
          )}
        >
          {!expanded && track && playButton(true)}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={() => setExpanded((v) => !v)}
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
      <style href="clearday-eq" precedence="default">{"@keyframes clearday-eq{from{transform:scaleY(.35)}to{transform:scaleY(1)}}"}</style>
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
