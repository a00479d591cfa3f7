// The expanded sound bar: track, mute, volume and the track list. Loaded when first opened
// (or hovered), so the first page load carries only the small collapsed tab.
import { AMBIENT_TRACKS, type AmbientTrack, type AmbientTrackId } from "@shared/ambient-tracks";
import { Bell, CloudRain, Trees, Volume2, VolumeX, Waves } from "lucide-react";
import { useId, type Dispatch, type KeyboardEvent, type SetStateAction } from "react";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/utils";
import { withVolume, type AudioPrefs } from "./audio-prefs";
import { focusRing, PlayButton, type PlayStatus } from "./play-button";

const ICONS: Record<AmbientTrackId, typeof Bell> = { rain: CloudRain, forest: Trees, ocean: Waves, meditation: Bell };

interface Props {
  id: string;
  prefs: AudioPrefs;
  setPrefs: Dispatch<SetStateAction<AudioPrefs>>;
  track: AmbientTrack | undefined;
  status: PlayStatus;
  failed: boolean;
  onTogglePlay: () => void;
  onPick: (id: AmbientTrackId) => void;
  onKeyDown: (e: KeyboardEvent) => void;
}

export default function AudioPanel({ id, prefs, setPrefs, track, status, failed, onTogglePlay, onPick, onKeyDown }: Props) {
  const headingId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control inside closes the panel; the controls are buttons
    <div
      id={id}
      onKeyDown={onKeyDown}
      className="w-full rounded-b-2xl border border-t-0 bg-popover/95 p-4 text-popover-foreground shadow-lg backdrop-blur supports-[backdrop-filter]:bg-popover/85"
    >
      <div className="flex items-center gap-3">
        <PlayButton status={status} onClick={onTogglePlay} />
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
        <span className="w-14 text-xs text-muted-foreground" aria-hidden>
          Volume
        </span>
        <Slider
          aria-label="Volume"
          min={0}
          max={1}
          step={0.1}
          value={[prefs.volume]}
          onValueChange={([v]) => v !== undefined && setPrefs((p) => withVolume(p, v))}
          getValueText={(v) => `${Math.round(v * 100)}%${prefs.muted ? ", muted" : ""}`}
          className="flex-1"
        />
        <span className="w-10 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
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
                onClick={() => onPick(t.id)}
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
  );
}
