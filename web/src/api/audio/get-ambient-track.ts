import { ambientTrackUrl, type AmbientTrackId } from "@shared/ambient-tracks";
import { send } from "../client";

/** GET /api/audio/{id}: the whole track, to decode and loop without a gap. */
export const getAmbientTrack = (id: AmbientTrackId) => send({ path: ambientTrackUrl(id), response: null }).then((res) => res.arrayBuffer());
