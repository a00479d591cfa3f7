import { AMBIENT_SAMPLE_RATE, LOOP_START_UNTRIMMED } from "@shared/ambient-tracks";

/**
 * Where a seamless loop sits inside a decoded track, in seconds. Browsers that honour the file's
 * LAME tag (gapless info) hand back exactly the loop's samples; others keep the encoder and
 * decoder delay and the silent Info frame in front, so the loop starts LOOP_START_UNTRIMMED
 * samples in. Either way the loop is `loopSamples` long.
 */
export function loopPoints(decodedSeconds: number, loopSamples: number): { loopStart: number; loopEnd: number } {
  const loopSeconds = loopSamples / AMBIENT_SAMPLE_RATE;
  // Within ~5 ms of the loop's own length: the decoder trimmed it.
  if (Math.abs(decodedSeconds - loopSeconds) < 0.005) return { loopStart: 0, loopEnd: decodedSeconds };
  const loopStart = LOOP_START_UNTRIMMED / AMBIENT_SAMPLE_RATE;
  const loopEnd = Math.min(loopStart + loopSeconds, decodedSeconds);
  // A file that is not one of ours (shorter than expected): loop the whole of it.
  if (loopEnd - loopStart < loopSeconds / 2) return { loopStart: 0, loopEnd: decodedSeconds };
  return { loopStart, loopEnd };
}
