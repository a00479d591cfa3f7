// Rules for the warning signs that measured blind rounds showed both layers missing, each written
// for a class of wording (often in five languages), never for one phrase, and most needing two
// parts of the class at once (arrangements and an absence, an attempt and a new plan, a firearm
// and rumination, a harm and a time). Suicide: medicine stockpiled, an overdose taken, a plan for
// a set time, method questions, a last entry, final arrangements, a past attempt with a new plan,
// means set up. Self-harm that continues, restriction with blackouts, commands; danger from others
// now (confinement, threats, a night visitor); plans to harm others. Text is normalised (lower
// case, no accents or apostrophes, repeated letters squeezed): `rx` squeezes the patterns, and
// each `any` pre-check is written squeezed ("dor" for "door", "al of them"); a pre-check names a
// word the rule cannot match without (a weapon, "the lot"), so that most texts skip its regex.
// Context words are squeezed too: "deer" would read German "der". The rules come in passes, each
// from a measured round's misses and measured on the next round, unread (decision 0015).
import type { Rule } from "../rule";
import { DANGER_SIGNS } from "./danger";
import { HARM_OTHERS_SIGNS } from "./harm-others";
import { REFLEXIVE_FORMS } from "./reflexive-forms";
import { SELF_HARM_SIGNS } from "./self-harm";
import { SUICIDE_MEANS_SIGNS } from "./suicide-means";
import { SUICIDE_PLAN_SIGNS } from "./suicide-plans";

/** The weights were trained before these rules: their hits are not signals for the learned layer yet. */
export const WARNING_SIGNS: Rule[] = [...SUICIDE_MEANS_SIGNS, ...SUICIDE_PLAN_SIGNS, ...SELF_HARM_SIGNS, ...DANGER_SIGNS, ...HARM_OTHERS_SIGNS, ...REFLEXIVE_FORMS].map((rule) => ({
  ...rule,
  signals: false,
}));
