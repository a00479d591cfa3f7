// Whether a text says its writer will come back or carry on ("I will write again tomorrow", "I'll
// tell you how it goes", "tomorrow will be a bit easier"). The learned layer reads "thank you" beside
// a day as a farewell with a time and gave such messages 0.99; a plan to return is the opposite of
// one. Matched on the normalised text, so the patterns go through `rx` (letters squeezed).
import { normalise, rx } from "./normalise";

const LOOKS_AHEAD = rx(
  String.raw`\b(?:write (?:again|more|tomorrow|later|soon)|(?:tell|update) you (?:after|how it (?:goes|went)|tomorrow|later|soon|on \w+day)|let you know (?:how it (?:goes|went)|tomorrow|later)|report back|check in (?:again|tomorrow|later|next week)|talk (?:again|tomorrow|soon|later)|speak (?:again|tomorrow|soon)|(?:tomorrow|next week|the weekend) (?:will|should|might) be (?:a bit |a little |much )?(?:easier|better)|i(?:ll| will) try (?:it |that |this )?(?:again )?(?:tomorrow|on \w+day|next week))\b`,
);

export function looksAhead(text: string): boolean {
  LOOKS_AHEAD.lastIndex = 0;
  return LOOKS_AHEAD.test(normalise(text));
}
