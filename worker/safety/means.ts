// Whether a text mentions means at hand (medicine, a ligature, a weapon, a car, a height), so that
// the crisis reply can ask the person to put distance between themselves and them. Matched on the
// normalised text (accents removed, letters squeezed: "pills" -> "pils").
import { normalise, rx } from "./normalise";

const MEANS = rx(
  "\\b(?:pills?|tablets?|meds|medication|medicine|paracetamol|tylenol|acetaminophen|ibuprofen|insulin|sleeping pills|painkillers|antidepressants|opioids|oxy|fentanyl|rope|noose|belt|cord|ligature|gun|guns|pistol|rifle|shotgun|firearm|bullets?|knife|knives|blade|blades|razor|razors|scissors|car|exhaust|hose|garage|charcoal|bridge|roof|rooftop|ledge|balcony|cliff|tracks|train|overpass|" +
    "pastillas|pastilla|comprimidos|medicamentos|soga|cuerda|pistola|arma|cuchillo|navaja|cuchilla|puente|azotea|techo|vias|" +
    "pilules|medicaments|cachets|corde|fusil|arme|couteau|lame|rasoir|pont|toit|" +
    "tabletten|pillen|medikamente|seil|strick|waffe|pistole|messer|klinge|brucke|dach|gleise|" +
    "remedios|comprimido|corda|arma|faca|lamina|ponte|telhado|trilhos)\\b",
);

export function mentionsMeans(text: string): boolean {
  const s = normalise(text, { leet: true });
  MEANS.lastIndex = 0;
  return MEANS.test(s);
}
