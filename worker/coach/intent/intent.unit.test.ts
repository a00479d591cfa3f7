// The learned intent layer (worker/coach/intent) behind faqTopic and careTopic, on phrases written for
// these tests (not in its corpus): it catches wordings the rules miss, stays null on everyday
// look-alikes, and ships weights trained on the corpus as it is.
import { describe, expect, it } from "vitest";
import { careRuleTopic, careTopic } from "../offline/care";
import { faqRuleTopic, faqTopic } from "../offline/faq";
import { intentCorpusHash, loadIntentCorpus } from "./corpus";
import { intentModel, learnedCareTopic, learnedFaqTopic } from "./index";
import { parseIntentModel } from "./model";
import { INTENT_META } from "./weights";

// Wordings the hand-written rules do not recognise.
const APP: Array<[string, string]> = [
  ["is there a way to have all my writing sent to me as a document", "export"],
  ["i want my notes out of here as a file i can keep", "export"],
  ["do you know what i said about my sister yesterday", "memory"],
  ["so will you keep what i said about my mum for next time", "memory"],
  ["i'd like to stop the monthly charge", "cancel-plan"],
  ["i don't want it billing me again next month", "cancel-plan"],
  ["is there a way to bin the post i wrote at 2am", "delete-entries"],
  ["wait, is this an actual human replying", "what-is-mindy"],
  ["what does the more expensive tier give me", "change-plan"],
  ["will my employer ever get hold of what i type", "privacy"],
];
const CARE: Array<[string, string]> = [
  ["every night ends with half a bottle of rum", "substance"],
  ["i've been eating almost nothing so the scale goes down", "eating"],
  ["is it fine to halve what the pharmacy gave me for my nerves", "medical"],
  ["my ex used to lock me in the flat and i still can't sleep with the door shut", "trauma"],
  ["the wine has gone from one glass to most of the bottle every night", "substance"],
  ["my old man used to knock us around and loud noises still get me", "trauma"],
];
// Written after the first corpus (2026-11-26, second round). The care misses here were seen before
// the corpus's second care round (care-indirect-2.json) was written, so the care half is no
// longer independent; the third round below is.
const FRESH_APP: Array<[string, string]> = [
  ["i'd like to pull all my pages out to keep on my laptop", "export"],
  ["is anything i type here ever looked at by staff", "privacy"],
  ["i don't want the next payment to go through", "cancel-plan"],
  ["which tier lets me have longer chats", "change-plan"],
  ["honestly are you just a computer program", "what-is-mindy"],
  ["next time we talk, does the driving test stuff carry over", "memory"],
  ["is there a line my brother can phone late at night when he's struggling", "crisis-help"],
  ["can the page i wrote about my ex be taken off", "delete-entries"],
];
const FRESH_CARE: Array<[string, string]> = [
  ["my evenings are a box of rosé and nothing else lately", "substance"],
  ["the smell of smoke still makes me shake, years after our kitchen caught alight", "trauma"],
  ["i've started hiding my lunch in the bin at school", "eating"],
  ["the stuff the doctor gave me for my nerves makes me feel like a zombie", "medical"],
  ["i smoke a bowl every morning before class", "substance"],
  ["i feel like i need to earn every bite", "eating"],
];
// Third round, written after the corpus was final and run once before these bounds were set: the
// learned layer caught 3 of 8 app questions and 1 of 5 care messages the rules missed.
const THIRD_APP: Array<[string, string]> = [
  ["any chance i could have my scribbles as a download", "export"],
  ["are the things i confide here kept to me alone", "privacy"],
  ["i want to finish with the paid subscription thing at the end of the month", "cancel-plan"],
  ["is the annual deal better value", "change-plan"],
  ["so who or what is answering me", "what-is-mindy"],
  ["will any of this stick with you for next week", "memory"],
  ["where can my mate get help fast, she says she's not safe", "crisis-help"],
  ["how do i take something i wrote off my journal", "delete-entries"],
];
const THIRD_CARE: Array<[string, string]> = [
  ["i keep necking shots alone in my room", "substance"],
  ["i'd rather go hungry than gain a single pound", "eating"],
  ["most nights end with me passed out on the sofa with a bottle", "substance"],
  ["the war still follows me into my sleep", "trauma"],
];
// Everyday messages that share words with the topics: never an FAQ, never a care topic.
const EVERYDAY = [
  "I deleted my ex's number and blocked her everywhere",
  "my boss wants a copy of the slides by monday",
  "I exported the wedding photos for my aunt",
  "I'm cancelling on my friends again and I feel bad",
  "my memory for names is awful",
  "honestly I'm a real mess this week",
  "my weekend plan is to sleep",
  "I printed the invoices for my boss",
  "my phone deleted all my notes and i'm gutted",
  "had a couple of ciders at the barbecue, lovely afternoon",
  "the nurse said my scan was clear",
  "my gran is the most private person i know",
  "we cancelled the trip because of the rain",
  "I got the promotion I've been chasing for two years!",
  "we broke up on sunday and the flat feels empty",
  "I had two glasses of wine at my cousin's engagement and danced till midnight",
  "my doctor said everything looks fine",
  "my plan for saturday is a long walk and a film",
  "I deleted the group chat after the argument",
  "we exported our first batch of candles to france!",
  "my memory of that trip is fuzzy but happy",
  "the doctor said my ankle is healing nicely",
  "I'm planning to change jobs next year",
  "I cancelled my gym plan and started running outside",
  "my sister keeps reading over my shoulder",
  "I removed the old photos from my phone to make space",
  "my manager asked for a backup of the files",
  "I forgot where I parked again",
  "we had prosecco at my sister's graduation",
  "my plan tonight is pizza and a film",
  "I'm stuck between two offers and can't decide",
];
// The care rules' own false positive ("beers"): the learned layer adds nothing to it.
const RULES_ONLY_FALSE_POSITIVE = "I had a couple of beers at the leaving do and got home by ten";

describe("the learned intent layer", () => {
  it("is trained on the corpus as it is (else: npm run coach:train)", () => {
    expect(intentModel()).not.toBeNull();
    expect(INTENT_META.corpus).toBe(intentCorpusHash());
  });

  it("is tested on phrases outside its corpus", () => {
    const corpus = new Set(loadIntentCorpus().map((e) => e.text.trim().toLowerCase()));
    const all = [...[...APP, ...CARE, ...FRESH_APP, ...FRESH_CARE, ...THIRD_APP, ...THIRD_CARE].map(([t]) => t), ...EVERYDAY, RULES_ONLY_FALSE_POSITIVE];
    expect(all.filter((t) => corpus.has(t.toLowerCase()))).toEqual([]);
  });

  it("adds nothing the rules did not already miss (the rules find none of these)", () => {
    expect([...APP, ...FRESH_APP, ...THIRD_APP].filter(([t]) => faqRuleTopic(t) !== null).map(([t]) => t)).toEqual([]);
    expect([...CARE, ...FRESH_CARE, ...THIRD_CARE].filter(([t]) => careRuleTopic(t) !== null).map(([t]) => t)).toEqual([]);
  });

  it("answers app questions worded in ways the rules never saw", () => {
    const missed = APP.filter(([t, topic]) => faqTopic(t) !== topic).map(([t]) => t);
    // The figures that count are the blind ones (bench/coach-eval.ts). Here: at least two thirds,
    // where the rules alone catch none (the threshold is set for precision, not recall).
    expect(APP.length - missed.length, `missed: ${JSON.stringify(missed)}`).toBeGreaterThanOrEqual((APP.length * 2) / 3);
    expect(faqTopic("is there a way to have all my writing sent to me as a document")).toBe("export");
    expect(faqTopic("do you know what i said about my sister yesterday")).toBe("memory");
  });

  it("names care topics worded in ways the rules never saw", () => {
    const missed = CARE.filter(([t, topic]) => careTopic(t) !== topic).map(([t]) => t);
    expect(CARE.length - missed.length, `missed: ${JSON.stringify(missed)}`).toBeGreaterThanOrEqual((CARE.length * 2) / 3);
    expect(careTopic("i still see his face every time i close my eyes since that night")).toBe("trauma");
  });

  it("does the same on phrases written after the corpus was final", () => {
    const missedApp = FRESH_APP.filter(([t, topic]) => faqTopic(t) !== topic).map(([t]) => t);
    expect(FRESH_APP.length - missedApp.length, `missed: ${JSON.stringify(missedApp)}`).toBeGreaterThanOrEqual((FRESH_APP.length * 2) / 3);
    const missedCare = FRESH_CARE.filter(([t, topic]) => careTopic(t) !== topic).map(([t]) => t);
    expect(FRESH_CARE.length - missedCare.length, `missed: ${JSON.stringify(missedCare)}`).toBeGreaterThanOrEqual(FRESH_CARE.length / 3);
  });

  it("keeps its catch rate on the third round (a floor, not a target)", () => {
    expect(THIRD_APP.filter(([t, topic]) => faqTopic(t) === topic).length).toBeGreaterThanOrEqual(3);
    expect(THIRD_CARE.filter(([t, topic]) => careTopic(t) === topic).length).toBeGreaterThanOrEqual(1);
  });

  it("stays null on everyday look-alikes", () => {
    expect(careRuleTopic(RULES_ONLY_FALSE_POSITIVE)).toBe("substance");
    expect(learnedCareTopic(RULES_ONLY_FALSE_POSITIVE)).toBeNull();
    expect(EVERYDAY.filter((t) => faqTopic(t) !== null)).toEqual([]);
    expect(EVERYDAY.filter((t) => careTopic(t) !== null)).toEqual([]);
    expect(EVERYDAY.filter((t) => learnedFaqTopic(t) !== null || learnedCareTopic(t) !== null)).toEqual([]);
  });

  it("rejects malformed weights", () => {
    expect(() => parseIntentModel(INTENT_META, new Uint8Array(10))).toThrow();
    expect(() => parseIntentModel({ ...INTENT_META, classes: ["none"] }, new Uint8Array(0))).toThrow();
  });

  it("handles empty and hostile input", () => {
    for (const t of ["", " ", "?!?!", "🙂".repeat(500), "a".repeat(20_000)]) {
      expect(faqTopic(t)).toBeNull();
      expect(careTopic(t)).toBeNull();
    }
  });
});
