// The offline coach's assessment work: analysis, follow-up questions and the enhanced plan, built
// from what the person actually answered (their chosen values, stress triggers and coping styles,
// and fragments of their own free text).
import { AI_TEXT_LIMITS, FALLBACK_ANALYSIS_COMPLETE, type AssessmentAnalysis, type EnhancedPlan, type FollowUpQuestion } from "../../../shared/ai-results";
import type { AssessmentResponses, FollowUpAnswers } from "../types";
import { clip, cleanText, fragment, listProse, lowerFirst } from "../text";
import { THEME_INFO, detectTheme, type Theme } from "./themes";

/** The answers the offline coach uses, cleaned. Unknown or malformed answers are ignored. */
export interface AnswerView {
  radio: (id: string) => string;
  checked: (id: string) => string[];
  free: (id: string) => string;
  /** A short quotable fragment of a free-text answer ("" when blank). */
  frag: (id: string, maxWords?: number) => string;
}

export function viewAnswers(responses: AssessmentResponses | null | undefined): AnswerView {
  const r = responses && typeof responses === "object" ? responses : {};
  const get = (id: string): unknown => (Object.hasOwn(r, id) ? (r as Record<string, unknown>)[id] : undefined);
  const free = (id: string) => {
    const v = get(id);
    return typeof v === "string" ? cleanText(v, 5000) : "";
  };
  return {
    radio: (id) => {
      const v = get(id);
      return typeof v === "string" ? cleanText(v, 200) : "";
    },
    checked: (id) => {
      const v = get(id);
      if (!Array.isArray(v)) return [];
      return [
        ...new Set(
          v
            .filter((x): x is string => typeof x === "string")
            .map((x) => cleanText(x, 100))
            .filter(Boolean),
        ),
      ].slice(0, 10);
    },
    free,
    frag: (id, maxWords = 12) => fragment(free(id), [], maxWords, 90),
  };
}

const lower = (s: string) => lowerFirst(s);
/** Option texts in running prose: each item lowercased ("money worries and too much to do"). */
const prose = (items: readonly string[], conj = "and") => {
  const xs = items.map(lowerFirst);
  // Options such as "Scrolling, TV or games to switch off" read ambiguously in a list unless marked.
  const mark = xs.length > 1 && xs.some((x) => /,| and | or /.test(x));
  return listProse(mark ? xs.map((x) => `‘${x}’`) : xs, conj);
};
const capFirst = (s: string) => s.replace(/\p{L}/u, (c) => c.toUpperCase());

const TRIGGER_RECOMMENDATION: Record<string, string> = {
  "work or studies": "Before you finish work or study each day, write down tomorrow's most important task, so the stress doesn't follow you home",
  "money worries": "Write this month's fixed costs down in one place; seeing the real numbers often makes money worries feel more manageable",
  "relationships or family": "Before a hard conversation, write down in one sentence what you feel and what you need",
  "health concerns": "Write your health questions down and take them to a doctor or nurse, rather than carrying them alone",
  "feeling lonely or left out": "Send one short message a day to someone you'd like to feel closer to",
  "uncertainty about the future": "Each evening, name one thing you can control tomorrow and let the rest wait",
  "too much to do and not enough time": "Each morning, pick the three tasks that matter most and let the rest be good enough",
};

const COPING_STRENGTH: Record<string, string> = {
  "exercise or time outdoors": "Using movement and time outdoors to reset",
  "talking to friends or family": "Reaching out to people when things get tough",
  "hobbies, music or creative activities": "Creative outlets that restore you",
  "meditation, prayer or quiet reflection": "A habit of quiet reflection",
};

const THEME_FOCUS: Record<Theme, string> = {
  grief: "Healing After Loss",
  loneliness: "Connection",
  "self-worth": "Confidence & Self-Worth",
  anxiety: "Calm & Worry",
  stress: "Stress Management",
  sleep: "Rest & Energy",
  family: "Family Relationships",
  relationships: "Relationships",
  money: "Financial Peace of Mind",
  work: "Career Direction",
  motivation: "Motivation & Purpose",
  habits: "Daily Habits",
};

function uniq(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

function fill(items: string[], fallback: readonly string[], min: number, max: number): string[] {
  const out = uniq(items.map((x) => clip(x, AI_TEXT_LIMITS.item)));
  for (const f of fallback) {
    if (out.length >= min) break;
    if (!out.some((x) => x.toLowerCase() === f.toLowerCase())) out.push(f);
  }
  return out.slice(0, max);
}

const struggling = (a: AnswerView) => /struggling most days|often low/i.test(a.radio("mental_health"));

export function offlineAnalysis(responses: AssessmentResponses | null | undefined): AssessmentAnalysis {
  const a = viewAnswers(responses);
  const values = a.checked("work_values");
  const triggers = a.checked("stress_triggers");
  const coping = a.checked("coping_mechanisms");
  const growth = a.frag("growth_areas");
  const obstacle = a.frag("career_obstacles");
  const goal = a.frag("career_goals");
  const pattern = a.frag("relationship_patterns");
  const growthTheme = detectTheme(a.free("growth_areas"));

  // Strengths
  const strengths: string[] = [];
  if (/made peace/i.test(a.radio("childhood_trauma"))) strengths.push("Resilience: you have worked through hard experiences");
  if (/very happy|mostly happy/i.test(a.radio("current_relationships"))) strengths.push("Supportive close relationships");
  if (/calmly/i.test(a.radio("conflict_style"))) strengths.push("Calm, solution-focused communication");
  if (/step away/i.test(a.radio("conflict_style"))) strengths.push("Knowing when you need space before you respond");
  if (/very comfortable|few people i trust/i.test(a.radio("intimacy_comfort"))) strengths.push("Trusting, close connections with the right people");
  if (/enjoy it/i.test(a.radio("career_satisfaction"))) strengths.push("Fulfilment in your work");
  if (/quite easily|with some effort/i.test(a.radio("emotional_regulation"))) strengths.push("Finding your balance again after strong feelings");
  for (const c of coping) {
    const s = COPING_STRENGTH[c.toLowerCase()];
    if (s) strengths.push(s);
  }
  if (values.length > 0) strengths.push(`A clear sense of what matters to you: ${prose(values.slice(0, 3))}`);
  if (growth || pattern) strengths.push("Self-awareness about where you want to grow");
  strengths.push("Honest self-reflection");

  // Areas for growth
  const areas: string[] = [];
  if (growth) areas.push(`The area you named yourself: “${growth}”`);
  for (const t of triggers.slice(0, 2)) areas.push(`Easing the stress that comes with ${lower(t)}`);
  if (coping.some((c) => /scrolling/i.test(c))) areas.push("Ways to unwind that leave you feeling restored, not just switched off");
  if (coping.some((c) => /eating, drinking/i.test(c))) areas.push("Gentler ways to cope when things get tough");
  if (/long while|swept away/i.test(a.radio("emotional_regulation"))) areas.push("Finding your balance after strong feelings");
  if (/avoid it|give in/i.test(a.radio("conflict_style"))) areas.push("Expressing your needs in disagreements");
  if (/get upset/i.test(a.radio("conflict_style"))) areas.push("Staying steady in heated moments");
  if (/long time|hard and tend/i.test(a.radio("intimacy_comfort"))) areas.push("Letting trusted people closer, at your own pace");
  if (/not very happy|quite alone/i.test(a.radio("current_relationships"))) areas.push("Building connection and support around you");
  if (/stuck|unhappy|missing/i.test(a.radio("career_satisfaction"))) areas.push("Finding more meaning or direction in your work");
  if (obstacle) areas.push(`Working through what holds you back: “${obstacle}”`);

  // Recommendations: the first two are shown in the free preview, so the most personal come first.
  const recs: string[] = [];
  if (growth) recs.push(`Set one small, specific goal for “${growth}” that you can start this week, and decide how you'll know you did it`);
  const topTrigger = triggers.map((t) => TRIGGER_RECOMMENDATION[t.toLowerCase()]).find(Boolean);
  if (topTrigger) recs.push(topTrigger);
  if (obstacle) recs.push(`Break “${obstacle}” into the smallest possible first step, and take it within the next 48 hours`);
  const helpful = coping.filter((c) => COPING_STRENGTH[c.toLowerCase()]);
  if (helpful.length > 0) recs.push(`Keep doing what already helps you: plan time for ${prose(helpful.slice(0, 2), "or")} this week, like an appointment`);
  if (values.length > 0) recs.push(`Look for one small way each week to bring more ${lower(values[0] as string)} into your days`);
  if (/long while|swept away/i.test(a.radio("emotional_regulation")))
    recs.push("When strong feelings rise, breathe out for longer than you breathe in, five times, before you respond");
  if (goal) recs.push(`Write down what “${goal}” would look like one year from now, then one step towards it for this month`);
  if (struggling(a)) recs.unshift("Consider talking to a doctor or counsellor about how you've been feeling; coaching works best alongside that kind of support");

  // Coaching focus
  const focus: string[] = [];
  if (growthTheme) focus.push(THEME_FOCUS[growthTheme]);
  if (triggers.length > 0) focus.push("Stress Management");
  if (values.some((v) => /work-life balance/i.test(v))) focus.push("Work-Life Balance");
  if (/stuck|unhappy|missing|between roles/i.test(a.radio("career_satisfaction")) || goal) focus.push("Career Direction");
  if (/not very happy|quite alone|mixed/i.test(a.radio("current_relationships")) || pattern) focus.push("Relationships");
  if (/long while|swept away/i.test(a.radio("emotional_regulation"))) focus.push("Emotional Balance");
  focus.push("Goal Achievement", "Daily Habits");

  // Summary
  const parts: string[] = ["Thank you for sharing so openly."];
  if (values.length > 0) parts.push(`In your work, what matters most to you is ${prose(values.slice(0, 3))}.`);
  if (triggers.length > 0 && coping.length > 0)
    parts.push(`${capFirst(prose(triggers.slice(0, 2)))} tend to bring on stress, and when things get tough you turn to ${prose(coping.slice(0, 2))}.`);
  else if (triggers.length > 0) parts.push(`${capFirst(prose(triggers.slice(0, 3)))} tend to bring on stress for you.`);
  if (growth) parts.push(`You said you'd most like to grow in “${growth}”, so that is where we'll start.`);
  else if (goal) parts.push(`You'd like your future to include “${goal}”, and small steps can get you there.`);
  if (struggling(a)) parts.push("You mentioned that things have felt hard lately, so we'll go gently; please also consider talking to a doctor or someone you trust.");
  parts.push("Small, steady steps will help you build on the strengths you already have.");

  return {
    overallSummary: clip(parts.join(" "), AI_TEXT_LIMITS.summary),
    keyStrengths: fill(strengths, FALLBACK_ANALYSIS_COMPLETE.keyStrengths, 3, 5),
    areasForGrowth: fill(areas, FALLBACK_ANALYSIS_COMPLETE.areasForGrowth, 3, 5),
    personalizedRecommendations: fill(recs, FALLBACK_ANALYSIS_COMPLETE.personalizedRecommendations, 3, 6),
    coachingFocus: fill(focus, FALLBACK_ANALYSIS_COMPLETE.coachingFocus, 3, 5),
  };
}

const GENERIC_FOLLOW_UPS: FollowUpQuestion[] = [
  {
    id: "fu_best_week",
    category: "Looking Ahead",
    context: "Picturing a good week makes it easier to choose where to start.",
    question: "What would a genuinely good week look like for you, in everyday terms?",
  },
  {
    id: "fu_support",
    category: "Support",
    context: "Knowing who and what already helps you makes change easier to sustain.",
    question: "Who or what has helped you most when things were hard in the past?",
  },
  {
    id: "fu_first_step",
    category: "First Step",
    context: "Coaching works best when it starts small.",
    question: "If you could change one small thing in the next 30 days, what would it be?",
  },
];

/** 3 to 6 follow-up questions whose context cites the person's answers. */
export function offlineFollowUps(responses: AssessmentResponses | null | undefined): FollowUpQuestion[] {
  const a = viewAnswers(responses);
  const qs: FollowUpQuestion[] = [];
  const growth = a.frag("growth_areas");
  const obstacle = a.frag("career_obstacles");
  const goal = a.frag("career_goals");
  const pattern = a.frag("relationship_patterns");
  const triggers = a.checked("stress_triggers");
  const coping = a.checked("coping_mechanisms");
  const values = a.checked("work_values");

  if (growth)
    qs.push({
      id: "fu_growth",
      category: "Personal Growth",
      context: `You said you'd most like to grow in “${growth}”.`,
      question: "What would be the first sign, in an ordinary week, that things were getting better there?",
    });
  if (triggers.length > 0)
    qs.push({
      id: "fu_stress",
      category: "Stress & Wellbeing",
      context: `You chose ${prose(triggers.slice(0, 3))} as things that cause you stress.`,
      question:
        triggers.length > 1 ? "Which of these has weighed on you most in the past week, and what did it look like?" : "When did it last weigh on you, and what did it look like?",
    });
  if (obstacle)
    qs.push({
      id: "fu_obstacle",
      category: "Career & Goals",
      context: `You mentioned “${obstacle}” as something holding you back.`,
      question: "Which small part of that could you influence in the next month?",
    });
  if (coping.length > 0)
    qs.push({
      id: "fu_coping",
      category: "Coping",
      context: `When things get tough, you tend to turn to ${prose(coping.slice(0, 3))}.`,
      question:
        coping.length > 1
          ? "Which of these leaves you feeling better afterwards, and which only helps for a moment?"
          : "How do you usually feel afterwards: better, the same, or worse?",
    });
  if (pattern)
    qs.push({
      id: "fu_relationships",
      category: "Relationships",
      context: `You noticed this pattern in your relationships: “${pattern}”.`,
      question: "When did you last notice it, and what would you have liked to do differently?",
    });
  if (values.length > 0)
    qs.push({
      id: "fu_values",
      category: "Values",
      context: `You said ${prose(values.slice(0, 3))} ${values.length > 1 ? "matter" : "matters"} most to you in your work.`,
      question: `Where in your days do you get some ${lower(values[0] as string)} now, and where is it missing?`,
    });
  if (goal)
    qs.push({
      id: "fu_goal",
      category: "Looking Ahead",
      context: `In a few years, you'd like “${goal}”.`,
      question: "What would a realistic first step towards that look like this month?",
    });
  if (/long while|swept away/i.test(a.radio("emotional_regulation")))
    qs.push({
      id: "fu_feelings",
      category: "Emotional Balance",
      context: `You said that when strong feelings come up, “${lower(a.radio("emotional_regulation"))}”.`,
      question: "What usually helps you come back to yourself, even a little?",
    });

  for (const g of GENERIC_FOLLOW_UPS) {
    if (qs.length >= 3) break;
    qs.push(g);
  }
  return qs.slice(0, 5).map((q) => ({ ...q, context: clip(q.context, AI_TEXT_LIMITS.question) }));
}

/** A 30-day plan in four weeks, from the assessment and the follow-up answers. */
export function offlinePlan(responses: AssessmentResponses | null | undefined, followUpAnswers: FollowUpAnswers | null | undefined): EnhancedPlan {
  const a = viewAnswers(responses);
  const analysis = offlineAnalysis(responses);
  const answers = Object.values(followUpAnswers ?? {})
    .filter((x): x is string => typeof x === "string")
    .map((x) => cleanText(x, 5000))
    .filter(Boolean);
  const answerTheme = detectTheme(answers.join("\n"));
  const answerFrag = answers.map((x) => fragment(x, answerTheme ? THEME_INFO[answerTheme].patterns : [], 12, 90)).find(Boolean) ?? "";
  const triggers = a.checked("stress_triggers");
  const values = a.checked("work_values");
  const coping = a.checked("coping_mechanisms").filter((c) => !/scrolling|eating, drinking/i.test(c));
  const growth = a.frag("growth_areas");
  const focusAreas = analysis.coachingFocus.slice(0, 4).map((f) => clip(f, AI_TEXT_LIMITS.title));

  const summaryParts = [`Your next 30 days focus on ${listProse(focusAreas.slice(0, 3))}.`];
  if (answerFrag) summaryParts.push(`In your follow-up answers you wrote “${answerFrag}”, so the plan starts from there.`);
  if (growth) summaryParts.push(`Each week brings you a step closer to “${growth}”.`);
  summaryParts.push("Every step is small on purpose: consistency matters more than intensity.");

  const week1 = ["Spend five minutes each evening noting what stressed you today and what helped"];
  if (triggers[0]) week1.push(`Notice when stress about ${lower(triggers[0])} shows up, and what happens just before`);
  if (answerTheme) week1.push(clip(capFirst(THEME_INFO[answerTheme].steps[0]!.replace(/^[^:]+:\s*/, "").replace(/\.$/, "")), AI_TEXT_LIMITS.item));

  const week2 = [growth ? `Choose one two-minute daily action that moves you towards “${growth}”` : "Choose one two-minute daily habit and attach it to something you already do"];
  week2.push("Tick a calendar each day you do it, and let missed days go without judgement");
  if (coping[0]) week2.push(`Plan time for ${lower(coping[0])} at least three times this week`);

  const week3 = [values[0] ? `Find one small way to bring more ${lower(values[0])} into your week` : "Write down what matters most to you and one way to make room for it"];
  week3.push("Reach out to one person who makes you feel supported");

  const week4 = [
    "Read back through your notes and name what helped most",
    "Decide which habit to keep, which to adjust and which to drop",
    "Set one clear goal for the next month",
  ];

  return {
    summary: clip(summaryParts.join(" "), AI_TEXT_LIMITS.summary),
    focusAreas,
    weeks: [
      { week: 1, theme: "Notice and Name", actions: uniq(week1).slice(0, 4) },
      { week: 2, theme: "One Small Habit", actions: uniq(week2).slice(0, 4) },
      { week: 3, theme: "Values and Connection", actions: uniq(week3).slice(0, 4) },
      { week: 4, theme: "Review and Reset", actions: week4 },
    ],
    dailyPractice: "Take 5-10 minutes each day: check in with how you feel, choose one priority, and note one thing that went well.",
  };
}
