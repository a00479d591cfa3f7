import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_QUESTIONS,
  ASSESSMENT_SECTIONS,
  type AssessmentAnswer,
  type AssessmentQuestion,
  MAX_FREE_TEXT,
  QUESTION_BY_ID,
  validateResponses,
} from "./assessment-catalogue";

const EXPECTED: Array<[string, string, Array<[string, AssessmentQuestion["type"]]>]> = [
  [
    "childhood",
    "Childhood & Early Development",
    [
      ["childhood_environment", "radio"],
      ["early_relationships", "radio"],
      ["childhood_trauma", "radio"],
      ["family_dynamics", "radio"],
    ],
  ],
  [
    "relationships",
    "Relationships & Social Life",
    [
      ["current_relationships", "radio"],
      ["relationship_patterns", "textarea"],
      ["conflict_style", "radio"],
      ["intimacy_comfort", "radio"],
    ],
  ],
  [
    "career",
    "Career & Life Goals",
    [
      ["career_satisfaction", "radio"],
      ["career_goals", "textarea"],
      ["work_values", "checkbox"],
      ["career_obstacles", "textarea"],
    ],
  ],
  [
    "wellbeing",
    "Mental Health & Wellbeing",
    [
      ["mental_health", "radio"],
      ["stress_triggers", "checkbox"],
      ["coping_mechanisms", "checkbox"],
      ["emotional_regulation", "radio"],
      ["growth_areas", "textarea"],
    ],
  ],
];

const q = (id: string): AssessmentQuestion => {
  const found = QUESTION_BY_ID[id];
  if (!found) throw new Error(`no question ${id}`);
  return found;
};
const firstOption = (id: string): string => q(id).options![0]!;

/** A complete, valid set of answers. */
function completeResponses(): Record<string, AssessmentAnswer> {
  const out: Record<string, AssessmentAnswer> = {};
  for (const question of ASSESSMENT_QUESTIONS) {
    if (question.type === "radio") out[question.id] = question.options![0]!;
    else if (question.type === "checkbox") out[question.id] = question.options!.slice(0, 2);
    else out[question.id] = "Some thoughts of mine.";
  }
  return out;
}

describe("catalogue shape", () => {
  it("has exactly the documented four sections, titles, ids, order and types", () => {
    expect(ASSESSMENT_SECTIONS.map((s) => [s.id, s.title, s.questions.map((x) => [x.id, x.type])])).toEqual(EXPECTED);
  });

  it("has 17 questions, flat and by id, in order", () => {
    expect(ASSESSMENT_QUESTIONS).toHaveLength(17);
    expect(ASSESSMENT_QUESTIONS.map((x) => x.id)).toEqual(EXPECTED.flatMap(([, , qs]) => qs.map(([id]) => id)));
    expect(Object.keys(QUESTION_BY_ID)).toEqual(ASSESSMENT_QUESTIONS.map((x) => x.id));
    for (const question of ASSESSMENT_QUESTIONS) expect(QUESTION_BY_ID[question.id]).toBe(question);
    expect(new Set(ASSESSMENT_QUESTIONS.map((x) => x.id)).size).toBe(17);
  });

  it("does not find prototype names in QUESTION_BY_ID", () => {
    expect(QUESTION_BY_ID["constructor"]).toBeUndefined();
    expect(QUESTION_BY_ID["toString"]).toBeUndefined();
    expect(QUESTION_BY_ID["__proto__"]).toBeUndefined();
  });

  it("gives every section a description and every question text and a 'Why this matters' note", () => {
    for (const s of ASSESSMENT_SECTIONS) expect(s.description.trim().length).toBeGreaterThan(20);
    for (const question of ASSESSMENT_QUESTIONS) {
      expect(question.question.trim().length).toBeGreaterThan(10);
      expect(question.importance.trim().length).toBeGreaterThan(20);
    }
  });

  it("gives options only to radio/checkbox and placeholders only to textareas", () => {
    for (const question of ASSESSMENT_QUESTIONS) {
      if (question.type === "textarea") {
        expect(question.options).toBeUndefined();
        expect(question.placeholder?.trim()).toBeTruthy();
      } else {
        expect(question.placeholder).toBeUndefined();
        expect(question.options!.length).toBeGreaterThanOrEqual(4);
        expect(new Set(question.options).size).toBe(question.options!.length);
        for (const o of question.options!) expect(o.trim()).toBe(o);
      }
    }
  });

  it("childhood radios have 4 options; the first three offer 'Prefer not to answer'", () => {
    const childhood = ASSESSMENT_SECTIONS[0]!.questions;
    for (const question of childhood) expect(question.options).toHaveLength(4);
    for (const question of childhood.slice(0, 3)) expect(question.options).toContain("Prefer not to answer");
    expect(childhood[3]!.options).not.toContain("Prefer not to answer");
  });

  it("other radios have 4 or 5 options", () => {
    for (const question of ASSESSMENT_SECTIONS.slice(1).flatMap((s) => s.questions)) {
      if (question.type !== "radio") continue;
      expect(question.options!.length).toBeGreaterThanOrEqual(4);
      expect(question.options!.length).toBeLessThanOrEqual(5);
    }
  });

  it("has the documented checkbox options", () => {
    expect(q("work_values").options).toEqual([
      "Financial security",
      "Creative expression",
      "Helping others",
      "Recognition and achievement",
      "Work-life balance",
      "Learning and growth",
      "Independence and autonomy",
    ]);
    expect(q("stress_triggers").options).toHaveLength(7);
    expect(q("coping_mechanisms").options).toHaveLength(6);
  });

  it("MAX_FREE_TEXT is 5000", () => {
    expect(MAX_FREE_TEXT).toBe(5000);
  });
});

describe("validateResponses", () => {
  it("accepts a complete set with requireAll and any subset without it", () => {
    expect(validateResponses(completeResponses(), { requireAll: true })).toBeNull();
    expect(validateResponses({}, { requireAll: false })).toBeNull();
    expect(validateResponses({ childhood_environment: firstOption("childhood_environment") }, { requireAll: false })).toBeNull();
  });

  it("accepts a null-prototype object", () => {
    const r = Object.assign(Object.create(null), completeResponses());
    expect(validateResponses(r, { requireAll: true })).toBeNull();
  });

  it.each([null, undefined, "x", 3, true, [], [["a", "b"]], new Date(), new Map()])("rejects a non-object %#", (value) => {
    const result = validateResponses(value, { requireAll: false });
    expect(result).not.toBeNull();
    expect(result!.questionId).toBeUndefined();
    expect(result!.message).toMatch(/object/);
  });

  it("rejects unknown ids, including prototype names", () => {
    expect(validateResponses({ favourite_colour: "blue" }, { requireAll: false })).toEqual({
      questionId: "favourite_colour",
      message: "favourite_colour: unknown question id",
    });
    const polluted = JSON.parse('{"__proto__": "x"}');
    expect(validateResponses(polluted, { requireAll: false })?.questionId).toBe("__proto__");
    expect(validateResponses({ constructor: "x" }, { requireAll: false })?.questionId).toBe("constructor");
  });

  describe("radio", () => {
    it("accepts every option", () => {
      for (const question of ASSESSMENT_QUESTIONS.filter((x) => x.type === "radio"))
        for (const o of question.options!) expect(validateResponses({ [question.id]: o }, { requireAll: false })).toBeNull();
    });
    it("rejects a string that is not an option (exact match only)", () => {
      expect(validateResponses({ mental_health: "Fantastic" }, { requireAll: false })).toEqual({
        questionId: "mental_health",
        message: "mental_health: 'Fantastic' is not one of the options",
      });
      const o = firstOption("mental_health");
      expect(validateResponses({ mental_health: o.toLowerCase() }, { requireAll: false })?.questionId).toBe("mental_health");
      expect(validateResponses({ mental_health: ` ${o}` }, { requireAll: false })?.questionId).toBe("mental_health");
      expect(validateResponses({ mental_health: "" }, { requireAll: false })?.questionId).toBe("mental_health");
    });
    it.each([[["a"]], [1], [null], [{}]])("rejects a non-string answer %#", (value) => {
      const r = validateResponses({ conflict_style: value }, { requireAll: false });
      expect(r?.questionId).toBe("conflict_style");
      expect(r?.message).toMatch(/^conflict_style: /);
    });
    it("rejects a list even when it holds a valid option", () => {
      expect(validateResponses({ conflict_style: [firstOption("conflict_style")] }, { requireAll: false })?.questionId).toBe("conflict_style");
    });
  });

  describe("checkbox", () => {
    it("accepts an empty list, one option and all options", () => {
      for (const question of ASSESSMENT_QUESTIONS.filter((x) => x.type === "checkbox")) {
        expect(validateResponses({ [question.id]: [] }, { requireAll: false })).toBeNull();
        expect(validateResponses({ [question.id]: [question.options![1]!] }, { requireAll: false })).toBeNull();
        expect(validateResponses({ [question.id]: [...question.options!].reverse() }, { requireAll: false })).toBeNull();
      }
    });
    it("rejects an option that is not in the list", () => {
      expect(validateResponses({ work_values: ["Helping others", "Fame"] }, { requireAll: false })).toEqual({
        questionId: "work_values",
        message: "work_values: 'Fame' is not one of the options",
      });
      expect(validateResponses({ work_values: ["helping others"] }, { requireAll: false })?.questionId).toBe("work_values");
    });
    it("rejects duplicates", () => {
      const r = validateResponses({ work_values: ["Helping others", "Helping others"] }, { requireAll: false });
      expect(r?.questionId).toBe("work_values");
      expect(r?.message).toMatch(/more than once/);
    });
    it.each(["Helping others", 3, null, { a: 1 }])("rejects a non-list answer %#", (value) => {
      expect(validateResponses({ work_values: value }, { requireAll: false })?.questionId).toBe("work_values");
    });
    it("rejects non-string items", () => {
      expect(validateResponses({ stress_triggers: [1] }, { requireAll: false })?.questionId).toBe("stress_triggers");
      expect(validateResponses({ stress_triggers: [null] }, { requireAll: false })?.questionId).toBe("stress_triggers");
      expect(validateResponses({ stress_triggers: [["Money worries"]] }, { requireAll: false })?.questionId).toBe("stress_triggers");
    });
    it("counts an empty list as an answer with requireAll", () => {
      const r = completeResponses();
      r.work_values = [];
      r.stress_triggers = [];
      r.coping_mechanisms = [];
      expect(validateResponses(r, { requireAll: true })).toBeNull();
    });
  });

  describe("textarea", () => {
    it("accepts text up to MAX_FREE_TEXT characters and rejects longer text", () => {
      expect(validateResponses({ career_goals: "x".repeat(MAX_FREE_TEXT) }, { requireAll: false })).toBeNull();
      expect(validateResponses({ career_goals: "x".repeat(MAX_FREE_TEXT + 1) }, { requireAll: false })).toEqual({
        questionId: "career_goals",
        message: `career_goals: the answer must be at most ${MAX_FREE_TEXT} characters`,
      });
    });
    it("accepts blank text only when not everything is required", () => {
      expect(validateResponses({ growth_areas: "" }, { requireAll: false })).toBeNull();
      expect(validateResponses({ growth_areas: "  \n\t " }, { requireAll: false })).toBeNull();
      for (const blank of ["", "   ", "\n\t"]) {
        const r = completeResponses();
        r.growth_areas = blank;
        expect(validateResponses(r, { requireAll: true })).toEqual({
          questionId: "growth_areas",
          message: "growth_areas: an answer is required",
        });
      }
    });
    it.each([[["text"]], [5], [null], [{}]])("rejects a non-string answer %#", (value) => {
      expect(validateResponses({ relationship_patterns: value }, { requireAll: false })?.questionId).toBe("relationship_patterns");
    });
  });

  describe("requireAll", () => {
    it("names each missing question", () => {
      for (const question of ASSESSMENT_QUESTIONS) {
        const r = completeResponses();
        delete r[question.id];
        expect(validateResponses(r, { requireAll: true })).toEqual({
          questionId: question.id,
          message: `${question.id}: an answer is required`,
        });
        expect(validateResponses(r, { requireAll: false })).toBeNull();
      }
    });
    it("treats an undefined value as absent", () => {
      const r: Record<string, unknown> = completeResponses();
      r.career_goals = undefined;
      expect(validateResponses(r, { requireAll: true })?.questionId).toBe("career_goals");
      expect(validateResponses(r, { requireAll: false })).toBeNull();
    });
    it("names the first missing question in catalogue order on an empty object", () => {
      expect(validateResponses({}, { requireAll: true })?.questionId).toBe("childhood_environment");
    });
    it("still rejects invalid answers and unknown ids", () => {
      const r: Record<string, unknown> = completeResponses();
      r.intimacy_comfort = "Nope";
      expect(validateResponses(r, { requireAll: true })?.questionId).toBe("intimacy_comfort");
      const r2: Record<string, unknown> = { ...completeResponses(), extra: "x" };
      expect(validateResponses(r2, { requireAll: true })?.questionId).toBe("extra");
    });
  });

  it("survives a JSON round trip", () => {
    const r = JSON.parse(JSON.stringify(completeResponses()));
    expect(validateResponses(r, { requireAll: true })).toBeNull();
  });
});
