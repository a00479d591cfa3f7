// The life-assessment question catalogue (spec part 1, sections 2, 3 and 9).
// Pure TypeScript shared by the Worker and the React app: no Node or DOM APIs.

export type QuestionType = "radio" | "checkbox" | "textarea";

export interface AssessmentQuestion {
  id: string;
  question: string;
  /** The 'Why this matters' note shown under the question. */
  importance: string;
  type: QuestionType;
  /** Present for radio and checkbox questions. */
  options?: string[];
  /** Present for textarea questions. */
  placeholder?: string;
}

export interface AssessmentSection {
  id: "childhood" | "relationships" | "career" | "wellbeing";
  title: string;
  description: string;
  questions: AssessmentQuestion[];
}

/** A string for radio and textarea questions, a list of strings for checkbox questions. */
export type AssessmentAnswer = string | string[];

/** Longest accepted free-text answer, in UTF-16 code units (the same unit as a textarea's maxLength). */
export const MAX_FREE_TEXT = 5000;

const PREFER_NOT = "Prefer not to answer";

export const ASSESSMENT_SECTIONS: AssessmentSection[] = [
  {
    id: "childhood",
    title: "Childhood & Early Development",
    description:
      "The years we grow up in shape much of how we see ourselves and other people. Share only what feels comfortable: several questions offer 'Prefer not to answer', and there are no right or wrong answers.",
    questions: [
      {
        id: "childhood_environment",
        question: "Looking back, how would you describe the home you grew up in?",
        importance:
          "The atmosphere we grow up in often becomes what feels 'normal' to us as adults, such as how safe we feel, how we handle change and what we expect from others.",
        type: "radio",
        options: ["Mostly warm and supportive", "A mix of good times and difficult times", "Often difficult or unsettled", PREFER_NOT],
      },
      {
        id: "early_relationships",
        question: "When you were young, how close did you feel to the adults who looked after you?",
        importance: "Our first relationships often become a pattern for how we connect, trust and ask for support later in life.",
        type: "radio",
        options: ["Very close, I felt understood and cared for", "Close at times and distant at others", "Mostly distant or hard to reach", PREFER_NOT],
      },
      {
        id: "childhood_trauma",
        question: "Did you go through any very hard or painful experiences as a child?",
        importance: "Painful experiences can leave a lasting mark, and knowing about them helps us offer gentler, better-suited support. You never need to share any details.",
        type: "radio",
        options: ["No, not that I can think of", "Yes, and I feel I have mostly made peace with them", "Yes, and they still affect me today", PREFER_NOT],
      },
      {
        id: "family_dynamics",
        question: "Growing up, how were feelings and disagreements usually handled in your family?",
        importance: "The way our family dealt with feelings often shows up in how we express our own emotions and handle disagreements today.",
        type: "radio",
        options: [
          "We talked things through openly",
          "Things were mostly kept quiet or brushed aside",
          "There was often tension or arguing",
          "It changed a lot from one time to the next",
        ],
      },
    ],
  },
  {
    id: "relationships",
    title: "Relationships & Social Life",
    description: "How you connect with partners, friends, family and the people around you, and what tends to help or get in the way.",
    questions: [
      {
        id: "current_relationships",
        question: "How do you feel about your close relationships at the moment?",
        importance: "Feeling connected is one of the strongest foundations for wellbeing. Knowing where you already have support helps us build on it.",
        type: "radio",
        options: ["Very happy, I feel well supported", "Mostly happy", "Mixed, some are good and some are hard", "Not very happy with them", "I feel quite alone right now"],
      },
      {
        id: "relationship_patterns",
        question: "Do you notice any patterns that keep coming up in your relationships? What would you like to be different?",
        importance: "Noticing what repeats is often the first step towards changing it, and your own words help us understand what matters to you.",
        type: "textarea",
        placeholder: "For example: I find it hard to say no, or I tend to pull back when things get serious...",
      },
      {
        id: "conflict_style",
        question: "When you disagree with someone close to you, what do you usually do?",
        importance: "There is no perfect way to handle disagreements. Knowing your usual approach helps us suggest ways to feel heard while staying connected.",
        type: "radio",
        options: [
          "Talk it through calmly and look for a solution",
          "Avoid it and hope it passes",
          "Give in to keep the peace",
          "Get upset in the moment and talk about it later",
          "Step away and take some time alone first",
        ],
      },
      {
        id: "intimacy_comfort",
        question: "How comfortable do you feel letting people get emotionally close to you?",
        importance: "Closeness can feel rewarding, risky or both at once. Understanding your comfort level helps us respect your pace while supporting deeper connections.",
        type: "radio",
        options: [
          "Very comfortable, I open up easily",
          "Comfortable with a few people I trust",
          "It takes me a long time to open up",
          "I find it hard and tend to keep people at a distance",
        ],
      },
    ],
  },
  {
    id: "career",
    title: "Career & Life Goals",
    description: "Your work, your hopes for the future and what gives your days a sense of purpose, whether you are employed, studying, caring for others or between roles.",
    questions: [
      {
        id: "career_satisfaction",
        question: "How do you feel about your current work or main daily activity?",
        importance: "We spend much of our time and energy on work or daily responsibilities, so how they feel has a big effect on our overall happiness.",
        type: "radio",
        options: [
          "I enjoy it and feel fulfilled",
          "It is fine, but something is missing",
          "I feel stuck or unmotivated",
          "I am unhappy and would like a change",
          "I am between roles or not working right now",
        ],
      },
      {
        id: "career_goals",
        question: "What would you like your work or life to look like in a few years' time?",
        importance: "Having a picture of where you want to go makes it easier to choose small, practical steps that lead there.",
        type: "textarea",
        placeholder: "Describe the goals, changes or dreams that matter to you, big or small...",
      },
      {
        id: "work_values",
        question: "Which of these matter most to you in your work? Choose as many as you like.",
        importance: "When our work matches what we value, it tends to feel more meaningful. Your choices help us suggest directions that fit you.",
        type: "checkbox",
        options: [
          "Financial security",
          "Creative expression",
          "Helping others",
          "Recognition and achievement",
          "Work-life balance",
          "Learning and growth",
          "Independence and autonomy",
        ],
      },
      {
        id: "career_obstacles",
        question: "What feels like it is holding you back from reaching your goals?",
        importance: "Naming what stands in the way, inside us or around us, is the first step to finding a way through it.",
        type: "textarea",
        placeholder: "For example: time, money, confidence, or not knowing where to start...",
      },
    ],
  },
  {
    id: "wellbeing",
    title: "Mental Health & Wellbeing",
    description: "How you have been feeling lately and how you look after yourself. This is not a diagnosis, just a way to understand where you are right now.",
    questions: [
      {
        id: "mental_health",
        question: "Overall, how have you been feeling emotionally over the past few weeks?",
        importance: "Knowing how you are really doing helps us pace our suggestions. If things feel very hard, please also consider talking to a doctor or someone you trust.",
        type: "radio",
        options: ["Good, mostly calm and positive", "Okay, with some ups and downs", "Often low, worried or on edge", "I am struggling most days"],
      },
      {
        id: "stress_triggers",
        question: "Which of these tend to cause you stress? Choose any that apply.",
        importance: "Knowing what usually brings stress on makes it easier to prepare for it and to find ways to ease the pressure.",
        type: "checkbox",
        options: [
          "Work or studies",
          "Money worries",
          "Relationships or family",
          "Health concerns",
          "Feeling lonely or left out",
          "Uncertainty about the future",
          "Too much to do and not enough time",
        ],
      },
      {
        id: "coping_mechanisms",
        question: "When things get tough, what do you usually do to cope? Choose any that apply.",
        importance: "Everyone copes in their own way, and all of these are understandable. Knowing what you already turn to helps us build on what works for you.",
        type: "checkbox",
        options: [
          "Exercise or time outdoors",
          "Talking to friends or family",
          "Hobbies, music or creative activities",
          "Meditation, prayer or quiet reflection",
          "Scrolling, TV or games to switch off",
          "Eating, drinking or smoking more than usual",
        ],
      },
      {
        id: "emotional_regulation",
        question: "When strong feelings come up, how easily can you find your balance again?",
        importance: "Being able to settle after a strong feeling is a skill anyone can build. Knowing where you are today helps us suggest the right next steps.",
        type: "radio",
        options: ["Usually quite easily", "Most of the time, with some effort", "It often takes me a long while", "I often feel swept away by my feelings"],
      },
      {
        id: "growth_areas",
        question: "Which part of your life would you most like to grow in or feel better about?",
        importance: "Your coaching works best when it focuses on what matters most to you, in your own words.",
        type: "textarea",
        placeholder: "Anything you would like to work on: confidence, calm, habits, relationships, purpose...",
      },
    ],
  },
];

/** Every question in display order. */
export const ASSESSMENT_QUESTIONS: AssessmentQuestion[] = ASSESSMENT_SECTIONS.flatMap((s) => s.questions);

/** Questions by id. A prototype-free object, so ids such as 'constructor' are never found by accident. */
export const QUESTION_BY_ID: Record<string, AssessmentQuestion> = Object.assign(
  Object.create(null) as Record<string, AssessmentQuestion>,
  Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q])),
);

export interface ResponsesProblem {
  questionId?: string;
  message: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function problem(questionId: string, message: string): ResponsesProblem {
  return { questionId, message: `${questionId}: ${message}` };
}

function quote(value: string): string {
  return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
}

function checkAnswer(q: AssessmentQuestion, answer: unknown, requireAll: boolean): ResponsesProblem | null {
  const options = q.options ?? [];
  switch (q.type) {
    case "radio":
      if (typeof answer !== "string") return problem(q.id, "the answer must be one of the options");
      if (!options.includes(answer)) return problem(q.id, `${quote(answer)} is not one of the options`);
      return null;
    case "checkbox": {
      if (!Array.isArray(answer)) return problem(q.id, "the answer must be a list of options");
      const seen = new Set<string>();
      for (const item of answer) {
        if (typeof item !== "string") return problem(q.id, "every choice must be one of the options");
        if (!options.includes(item)) return problem(q.id, `${quote(item)} is not one of the options`);
        if (seen.has(item)) return problem(q.id, `${quote(item)} is chosen more than once`);
        seen.add(item);
      }
      return null;
    }
    case "textarea":
      if (typeof answer !== "string") return problem(q.id, "the answer must be text");
      if (answer.length > MAX_FREE_TEXT) return problem(q.id, `the answer must be at most ${MAX_FREE_TEXT} characters`);
      if (requireAll && answer.trim() === "") return problem(q.id, "an answer is required");
      return null;
  }
}

/**
 * Checks a (possibly partial) responses object against the catalogue.
 * Returns null when valid, else the first problem found, naming the question.
 *
 * - responses must be a plain object keyed by question id; unknown ids are rejected.
 * - radio: a string that is one of the options.
 * - checkbox: an array of distinct strings, each one of the options (an empty array is an answer).
 * - textarea: a string of at most MAX_FREE_TEXT characters; blank is allowed unless requireAll.
 * - requireAll: every question must be answered (a key whose value is undefined counts as absent).
 */
export function validateResponses(responses: unknown, opts: { requireAll: boolean }): ResponsesProblem | null {
  if (!isPlainObject(responses)) return { message: "responses must be an object keyed by question id" };

  for (const key of Object.keys(responses)) {
    if (!Object.hasOwn(QUESTION_BY_ID, key)) return problem(key, "unknown question id");
  }

  for (const q of ASSESSMENT_QUESTIONS) {
    const answer = Object.hasOwn(responses, q.id) ? responses[q.id] : undefined;
    if (answer === undefined) {
      if (opts.requireAll) return problem(q.id, "an answer is required");
      continue;
    }
    const found = checkAnswer(q, answer, opts.requireAll);
    if (found) return found;
  }
  return null;
}
