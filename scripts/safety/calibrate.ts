// Chooses the learned layer's acute thresholds on texts it was never trained on, and writes them
// into the weights (`npm run safety:calibrate`; `npm run safety:train` ends with it).
//
// Cross-validation on the training corpus picks thresholds for its own texts: minimal pairs written
// to be hard, on which the model is over-confident. On blind rounds written apart from it, the same
// threshold proved too strict (recall 0.63 where the benign budget allowed far more). So the
// thresholds that decide the crisis protocol are chosen on the calibration set instead:
//   - measured blind rounds kept out of training (worker/safety/calibration/);
//   - ordinary messages to the coach from its blind rounds (calibration/everyday-*.json), which must
//     rarely get the protocol; the everyday messages trained on (bench/safety-everyday) cannot say.
// Two thresholds: one for texts with a risk word, one for the rest. The pair with the highest
// acute recall within both false-alarm budgets wins; the grey zone is then the lowest threshold
// below it within its own budgets. The distress threshold stays as cross-validation chose it. The
// set's sha-256 is recorded; a unit test compares it.
import { calibrationHash, loadCalibrationEveryday, loadCalibrationRounds, type Labelled } from "../../worker/safety/corpus/load";
import { parseModel, withMeta, type Model, type Thresholds } from "../../worker/safety/classifier/model";
import { decide, read, type Reading } from "../../worker/safety/screen";
import { WEIGHTS_BASE64 } from "../../worker/safety/classifier/weights";
import { writeWeights } from "./weights-file";

export const BUDGETS = {
  /** Benign look-alikes of the calibration rounds given the crisis protocol (the issue's bar is 0.05). */
  benign: 0.04,
  /** Everyday messages to the coach given the crisis protocol. */
  everyday: 0.012,
  /** The same two given at least the careful check-in (the grey zone), which also interrupts ordinary talk. */
  benignCareful: 0.1,
  everydayCareful: 0.02,
};

const GRID = [...Array.from({ length: 95 }, (_, i) => (5 + i) / 100), 0.995, 0.998, 0.999];

interface Read {
  item: Labelled;
  reading: Reading;
}

function rate(rows: Read[], t: Thresholds): number {
  return rows.filter((r) => decide(r.reading, t).level === "acute").length / Math.max(1, rows.length);
}

function carefulRate(rows: Read[], t: Thresholds): number {
  return (
    rows.filter((r) => {
      const d = decide(r.reading, t);
      return d.level === "acute" || d.concern;
    }).length / Math.max(1, rows.length)
  );
}

export function calibrate(bytes: Uint8Array, log: (s: string) => void = console.log): Uint8Array {
  const model: Model = parseModel(bytes);
  const readAll = (items: Labelled[]): Read[] => items.map((item) => ({ item, reading: read(model, item.text) }));
  const measured = loadCalibrationRounds();
  const rounds = readAll(measured.flatMap((r) => r.phrases));
  const acute = rounds.filter((r) => r.item.label === "acute");
  const benign = rounds.filter((r) => r.item.label === "benign");
  const everyday = readAll(loadCalibrationEveryday());
  const base = model.meta.thresholds;
  let best: { t: Thresholds; recall: number; benign: number; everyday: number } | null = null;
  for (const withRisk of GRID.filter((x) => x >= 0.5)) {
    for (const without of GRID.filter((x) => x >= withRisk)) {
      const t = { ...base, acute: without, acuteWithRiskWord: withRisk };
      const b = rate(benign, t);
      if (b > BUDGETS.benign) continue;
      const e = rate(everyday, t);
      if (e > BUDGETS.everyday) continue;
      const recall = rate(acute, t);
      // Ties: fewer everyday false alarms, then the stricter pair (found first, as the grid rises).
      if (!best || recall > best.recall || (recall === best.recall && e < best.everyday)) best = { t, recall, benign: b, everyday: e };
    }
  }
  const chosen = best ?? { t: base, recall: rate(acute, base), benign: rate(benign, base), everyday: rate(everyday, base) };
  // The grey zone: the lowest threshold below the protocol's whose careful replies stay within budget.
  const protocolAt = chosen.t.acuteWithRiskWord ?? chosen.t.acute;
  const concern =
    GRID.find((c) => {
      if (c >= protocolAt) return false;
      const t = { ...chosen.t, concern: c };
      return carefulRate(benign, t) <= BUDGETS.benignCareful && carefulRate(everyday, t) <= BUDGETS.everydayCareful;
    }) ?? protocolAt;
  chosen.t = { ...chosen.t, concern };
  log(
    `calibration: ${acute.length} acute and ${benign.length} benign texts of ${measured.length} measured rounds, ${everyday.length} everyday messages not trained on\n` +
      `  before (acute ${base.acute}${base.acuteWithRiskWord === undefined ? "" : `, with a risk word ${base.acuteWithRiskWord}`}): recall ${rate(acute, base).toFixed(3)}, benign ${rate(benign, base).toFixed(3)}, everyday ${rate(everyday, base).toFixed(4)}; ` +
      `at least careful: acute ${carefulRate(acute, base).toFixed(3)}, benign ${carefulRate(benign, base).toFixed(3)}, everyday ${carefulRate(everyday, base).toFixed(4)}\n` +
      `  chosen (acute ${chosen.t.acute}, with a risk word ${chosen.t.acuteWithRiskWord}): recall ${chosen.recall.toFixed(3)}, benign ${chosen.benign.toFixed(3)}, everyday ${chosen.everyday.toFixed(4)}\n` +
      `  grey zone (${base.concern} -> ${concern}): acute given at least a careful reply ${carefulRate(acute, chosen.t).toFixed(3)}, benign ${carefulRate(benign, chosen.t).toFixed(3)}, everyday ${carefulRate(everyday, chosen.t).toFixed(4)}`,
  );
  return withMeta(bytes, { ...model.meta, thresholds: chosen.t, calibration: calibrationHash() });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeWeights(calibrate(Buffer.from(WEIGHTS_BASE64, "base64")));
}
