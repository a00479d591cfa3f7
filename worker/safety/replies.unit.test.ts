import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COACH_NAME } from "../../shared/brand";
import {
  CHECK_IN_CALM_TURNS,
  CHECK_IN_HOLD_MS,
  checkInInsight,
  checkInCue,
  checkInReply,
  concernReply,
  limitReachedCareReply,
  crisisReply,
  modelOutputFallback,
  nextCheckInState,
  type CheckInState,
  type CrisisRegion,
} from "./index";

const NUMBERS: Record<CrisisRegion, string[]> = {
  US: ["988", "741741", "911"],
  CA: ["988", "911"],
  GB: ["116 123", "999"],
  IE: ["116 123", "112"],
  AU: ["13 11 14", "000"],
  OTHER: ["findahelpline.com", "local emergency number"],
};
const REGIONS = Object.keys(NUMBERS) as CrisisRegion[];
const CATEGORIES = ["suicide", "self-harm", "harm-others", "danger-from-others"] as const;
const UPSELL = /premium|upgrade|trial|\$|subscri|pricing|\bplans?\b|discount|offer|unlock|pro tier|memory/i;

describe("crisisReply", () => {
  for (const region of REGIONS) {
    for (const category of CATEGORIES) {
      it(`${region} ${category}: asks about safety, shows the region's lines, says it is an AI, no upsell`, () => {
        const r = crisisReply({ region, category });
        expect(r.text).toContain("Are you safe right now?");
        for (const n of NUMBERS[region]) expect(r.text).toContain(n);
        expect(r.text).toContain(`I'm ${COACH_NAME}, an AI coach`);
        expect(r.text).toMatch(/can't help in an emergency the way a person can/);
        expect(r.text).toMatch(/not alone/);
        expect(r.text).toMatch(/glad you/);
        expect(r.text).not.toMatch(UPSELL);
        expect(r.resources.length).toBeGreaterThanOrEqual(2);
        expect(r.resources.at(-1)?.description).toMatch(/^If you are in immediate danger/);
        expect(r.text).toMatch(/immediate danger|in danger now/);
      });
    }
  }

  it("names no method and repeats nothing the person wrote", () => {
    for (const region of REGIONS) {
      for (const category of CATEGORIES) {
        const { text } = crisisReply({ region, category });
        expect(text).not.toMatch(/\b(?:pills?|rope|noose|knife|gun|bridge|overdose|jump|wrist|blade)\b/i);
      }
    }
  });

  it("adds a domestic-abuse line for danger from others where one exists", () => {
    expect(crisisReply({ region: "US", category: "danger-from-others" }).text).toContain("1-800-799-7233");
    expect(crisisReply({ region: "GB", category: "danger-from-others" }).text).toContain("0808 2000 247");
    expect(crisisReply({ region: "AU", category: "danger-from-others" }).text).toContain("1800 737 732");
    expect(crisisReply({ region: "US", category: "suicide" }).text).not.toContain("1-800-799-7233");
  });

  it("uses the first name, cleaned, and works without one", () => {
    expect(crisisReply({ region: "US", name: "  Sam Lee ", category: "suicide" }).text).toMatch(/^Sam, thank you for telling me\./);
    expect(crisisReply({ region: "US", name: "\u0000\u202eEve\u0007", category: "suicide" }).text).toMatch(/^Eve, /);
    expect(crisisReply({ region: "US", name: "x".repeat(500), category: "suicide" }).text).toMatch(/^x{40}, /);
    expect(crisisReply({ region: "US", category: "suicide" }).text).toMatch(/^Thank you for telling me\./);
    expect(crisisReply({ region: "US", name: "   ", category: "suicide" }).text).toMatch(/^Thank you/);
  });

  it("falls back to the most careful wording and to OTHER for unknown values", () => {
    const r = crisisReply({ region: "ZZ" as CrisisRegion, category: "unspecified" });
    expect(r.text).toContain("findahelpline.com");
    expect(r.text).toBe(crisisReply({ region: "OTHER", category: "suicide" }).text);
    expect(crisisReply({ region: "US", category: "distress" }).text).toBe(crisisReply({ region: "US", category: "suicide" }).text);
  });
});

const CUES = ["misunderstood", "safe", "not-safe", "unsure", "hurting", "other"] as const;

describe("checkInReply", () => {
  for (const region of REGIONS) {
    it(`${region}: keeps the resources visible on every turn and for every cue, with no upsell`, () => {
      for (const turn of [1, 2, 3, 7]) {
        for (const cue of CUES) {
          const r = checkInReply({ region, turn, cue });
          expect(r.resources.length).toBeGreaterThanOrEqual(2);
          expect(r.text).toContain(NUMBERS[region][0]);
          expect(r.text).not.toMatch(UPSELL);
        }
      }
    });
  }

  it("accepts 'you misunderstood me' gently and says why it asks", () => {
    const r = checkInReply({ region: "US", turn: 1, cue: "misunderstood" });
    expect(r.text).toMatch(/sorry if I got that wrong/);
    expect(r.text).toMatch(/because I care/);
    expect(r.text).toMatch(/keep these here/);
    expect(r.text).toContain("988");
  });

  it("answers what the person said: safe is met with relief, not safe with reaching a person now", () => {
    expect(checkInReply({ region: "GB", turn: 1, cue: "safe" }).text).toMatch(/glad to hear that/);
    const notSafe = checkInReply({ region: "GB", turn: 1, cue: "not-safe" }).text;
    expect(notSafe).toMatch(/taking it seriously/);
    expect(notSafe).toContain("999");
    expect(notSafe).toMatch(/distance between you and anything/);
    expect(checkInReply({ region: "GB", turn: 1, cue: "unsure" }).text).toMatch(/okay not to know/);
  });

  it("asks about safety first, then something new each turn: no question twice in four turns", () => {
    expect(checkInReply({ region: "GB", turn: 1, cue: "other" }).text).toContain("Are you safe right now?");
    for (const cue of CUES) {
      const questions = [1, 2, 3, 4].map((turn) =>
        checkInReply({ region: "GB", turn, cue })
          .text.split("\n\n")
          .filter((p) => p.trim().endsWith("?")),
      );
      const asked = questions.flat();
      expect(new Set(asked).size, `${cue}: ${JSON.stringify(asked)}`).toBe(asked.length);
    }
  });

  it("handles odd turn numbers", () => {
    for (const turn of [0, -3, Number.NaN, 2.7, 1e9]) {
      expect(checkInReply({ region: "AU", turn, cue: "other" }).text).toContain("13 11 14");
    }
  });
});

describe("checkInCue", () => {
  it.each([
    ["no", "none", "not-safe"],
    ["not really tbh", "none", "not-safe"],
    ["i dont feel safe at all", "none", "not-safe"],
    ["i was joking lol", "none", "misunderstood"],
    ["no, you misunderstood me", "none", "misunderstood"],
    ["yes im safe", "none", "safe"],
    ["yeah I'm okay now, just tired", "none", "safe"],
    ["idk", "none", "unsure"],
    ["everything is too much", "distress", "hurting"],
    ["what should I cook tonight", "none", "other"],
  ] as const)("%s -> %s", (text, level, cue) => {
    expect(checkInCue(text, level)).toBe(cue);
  });
});

describe("concernReply and limitReachedCareReply", () => {
  for (const region of REGIONS) {
    it(`${region}: names the concern gently, asks how they are, shows the helplines, no coaching or upsell`, () => {
      const r = concernReply({ region, name: "Sam" });
      expect(r.text).toMatch(/how are you, really/);
      expect(r.text).toContain(NUMBERS[region][0]);
      expect(r.resources.length).toBeGreaterThanOrEqual(2);
      expect(r.text).not.toMatch(UPSELL);
      expect(r.text).not.toMatch(/small step|try this|write down|jot/i);
      const limit = limitReachedCareReply({ region, limitMessage: "You've reached today's limit of 20 coach replies." });
      expect(limit.text).toContain("today's limit");
      expect(limit.text).toContain(NUMBERS[region][0]);
      expect(limit.resources.length).toBeGreaterThanOrEqual(2);
    });

    it(`${region}: the second check-in in a conversation asks again with the first line and the way to call, in none of the first's sentences`, () => {
      const first = concernReply({ region, name: "Sam" });
      const again = concernReply({ region, name: "Sam", again: true });
      expect(again.text).toMatch(/check in again/);
      expect(again.text).toContain(NUMBERS[region][0]);
      expect(again.resources).toEqual(first.resources);
      const firstSentences = new Set(first.text.split(/(?<=[.?!:])\s+/));
      for (const sentence of again.text.split(/(?<=[.?!:])\s+/)) expect(firstSentences.has(sentence), sentence).toBe(false);
      expect(again.text).not.toMatch(UPSELL);
    });
  }
});

describe("crisisReply and means at hand", () => {
  it("asks for distance from the means without naming them, only when means were mentioned", () => {
    const withMeans = crisisReply({ region: "US", category: "suicide", means: true }).text;
    expect(withMeans).toMatch(/put some distance between you and it/);
    expect(crisisReply({ region: "US", category: "suicide" }).text).not.toMatch(/distance between you and it/);
    expect(crisisReply({ region: "US", category: "danger-from-others", means: true }).text).not.toMatch(/distance between you and it/);
  });
});

describe("nextCheckInState", () => {
  const T0 = Date.UTC(2026, 10, 22, 2, 0, 0); // 2 a.m.
  const MIN = 60_000;

  function run(levels: ("none" | "distress" | "acute")[], start: CheckInState | null = null, step = MIN) {
    const states: CheckInState[] = [];
    let s = start;
    levels.forEach((level, i) => {
      s = nextCheckInState(s, level, T0 + i * step);
      states.push(s);
    });
    return states;
  }

  it("stays inactive without acute risk", () => {
    expect(nextCheckInState(null, "none", T0)).toEqual({ active: false, since: 0, calmTurns: 0 });
    expect(nextCheckInState(null, "distress", T0)).toEqual({ active: false, since: 0, calmTurns: 0 });
    expect(run(["none", "distress", "none"]).every((s) => !s.active)).toBe(true);
  });

  it("starts on an acute message and ends after CHECK_IN_CALM_TURNS ordinary turns", () => {
    expect(CHECK_IN_CALM_TURNS).toBe(3);
    const states = run(["acute", "none", "none", "none", "none"]);
    expect(states[0]).toEqual({ active: true, since: T0, calmTurns: 0 });
    expect(states.map((s) => [s.active, s.calmTurns])).toEqual([
      [true, 0],
      [true, 1],
      [true, 2],
      [false, 3],
      [false, 3],
    ]);
    expect(states[3]?.since).toBe(T0);
  });

  it("does not snap back after one 'I was joking' turn", () => {
    // "you misunderstood me, I was joking" screens as none: one calm turn, still checking in.
    const states = run(["acute", "none"]);
    expect(states[1]).toMatchObject({ active: true, calmTurns: 1 });
  });

  it("distress turns neither count as calm nor reset the count", () => {
    const states = run(["acute", "none", "distress", "distress", "none", "none"]);
    expect(states.map((s) => [s.active, s.calmTurns])).toEqual([
      [true, 0],
      [true, 1],
      [true, 1],
      [true, 1],
      [true, 2],
      [false, 3],
    ]);
  });

  it("repeated acute language holds the check-in for the rest of the day", () => {
    const states = run(["acute", "none", "acute", "none", "none", "none", "none", "none"], null, 10 * MIN);
    expect(states[2]).toEqual({ active: true, since: T0, calmTurns: 0, holdUntil: T0 + 20 * MIN + CHECK_IN_HOLD_MS });
    expect(states.slice(2).every((s) => s.active)).toBe(true);
    expect(states.at(-1)?.calmTurns).toBe(5);
    // The day passes: the next ordinary turn ends it (enough calm turns already).
    const later = nextCheckInState(states.at(-1) ?? null, "none", T0 + 20 * MIN + CHECK_IN_HOLD_MS + 1);
    expect(later.active).toBe(false);
  });

  it("an acute message the same day after a check-in ended holds the new one; a day later it does not", () => {
    const ended = run(["acute", "none", "none", "none"]).at(-1) ?? null;
    expect(ended?.active).toBe(false);
    const sameDay = nextCheckInState(ended, "acute", T0 + 3 * 60 * MIN);
    expect(sameDay.holdUntil).toBe(T0 + 3 * 60 * MIN + CHECK_IN_HOLD_MS);
    const nextWeek = nextCheckInState(ended, "acute", T0 + 7 * 24 * 60 * MIN);
    expect(nextWeek).toEqual({ active: true, since: T0 + 7 * 24 * 60 * MIN, calmTurns: 0 });
  });

  it("is pure: never changes the previous state", () => {
    const prev = Object.freeze({ active: true, since: T0, calmTurns: 1 });
    expect(() => nextCheckInState(prev, "none", T0 + MIN)).not.toThrow();
    expect(prev).toEqual({ active: true, since: T0, calmTurns: 1 });
  });

  it("survives bad stored state and clocks", () => {
    const junk = { active: "yes", since: "x", calmTurns: Number.NaN, holdUntil: Number.POSITIVE_INFINITY } as unknown as CheckInState;
    expect(nextCheckInState(junk, "none", T0)).toEqual({ active: false, since: 0, calmTurns: 0 });
    expect(nextCheckInState(null, "acute", Number.NaN)).toEqual({ active: true, since: 0, calmTurns: 0 });
    const s = nextCheckInState({ active: true, since: T0, calmTurns: -5 }, "none", T0);
    expect(s.calmTurns).toBe(1);
  });

  it("invariants over any sequence of turns (property)", () => {
    const level = fc.constantFrom("none" as const, "distress" as const, "acute" as const);
    fc.assert(
      fc.property(fc.array(level, { maxLength: 40 }), (levels) => {
        let s: CheckInState | null = null;
        let sinceAcute = Number.POSITIVE_INFINITY;
        let calmSinceAcute = 0;
        levels.forEach((l, i) => {
          s = nextCheckInState(s, l, T0 + i * MIN);
          if (l === "acute") {
            sinceAcute = 0;
            calmSinceAcute = 0;
          } else sinceAcute++;
          if (l === "none") calmSinceAcute++;
          expect(s.calmTurns).toBeGreaterThanOrEqual(0);
          if (l === "acute") expect(s.active).toBe(true);
          // Never ends before CHECK_IN_CALM_TURNS calm turns since the last acute message.
          if (sinceAcute !== Number.POSITIVE_INFINITY && calmSinceAcute < CHECK_IN_CALM_TURNS) expect(s.active).toBe(true);
        });
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});

describe("checkInInsight and modelOutputFallback", () => {
  for (const region of REGIONS) {
    it(`${region}: gentle, with the region's line, discreet, no upsell`, () => {
      const i = checkInInsight(region);
      expect(i.category).toBe("check-in");
      expect(i.insight).toContain(NUMBERS[region][0]);
      expect(i.insight).not.toMatch(UPSELL);
      expect(i.insight).not.toMatch(/suicid|self-harm|kill|die\b|crisis/i);
      const f = modelOutputFallback({ region });
      expect(f.text).toContain("Are you safe right now?");
      for (const n of NUMBERS[region]) expect(f.text).toContain(n);
      expect(f.text).not.toMatch(UPSELL);
    });
  }
});
