import { describe, expect, it } from "vitest";
import { screenRules } from "./engine";
import { screenRulesWithSignals } from "./signals";
import { WARNING_SIGNS } from "./warning-signs";

// Each class of warning sign with wording of its own, and a look-alike that stays calm.
describe("warning signs the rules now read", () => {
  it.each([
    // Medicine stockpiled.
    ["been hoarding my quetiapine since september, theres a jar of them now"],
    ["I stopped taking my tablets properly so I could stash them"],
    ["llevo semanas guardando las pastillas de mi abuelo"],
    ["ich habe meine schlaftabletten seit monaten gesammelt"],
    // An overdose taken, counted roughly or in another language.
    ["swallowed about 50 of my sleeping tablets and some gin"],
    ["me tragué todas las pastillas del botiquín hace un rato"],
    ["engoli todos os comprimidos da caixa, estou tonta"],
    ["ich habe gerade alle tabletten genommen"],
    // A plan for a set time.
    ["gonna do it tomorrow when everyone's out. the notes are in my desk"],
    ["el viernes lo hago, ya no aguanto más"],
    // A method or lethality question.
    ["what is the most painless way to end your own life"],
    ["which floor would you need to fall from to be sure you die"],
    ["does carbon monoxide hurt or is it like going to sleep"],
    ["cuál es la manera más rápida de matarse"],
    ["quelle est la dose mortelle de somnifères"],
    ["wie viele tabletten sind tödlich"],
    // A last entry with a farewell.
    ["this is my final entry. thank you for listening all this time"],
    ["esta es mi última entrada. gracias por todo"],
    // Final arrangements with an absence.
    ["gave my records to my cousin and my bike to a neighbour. I won't need them where I'm going"],
    ["found someone to adopt my dog. she'll be fine without me"],
    ["my sister thinks I'm moving, that's why I'm giving away my stuff. I'm not moving. I won't be around"],
    // A past attempt with a new plan.
    ["after my attempt in may they sent me home. i have a better plan now"],
    ["woke up in hospital last time. this time I'll make sure it works"],
    // Means set up.
    ["got a hose that fits the tailpipe. parking by the reservoir later"],
    ["the rope is in my boot. nobody knows"],
  ])("%j is acute", (text) => {
    expect(screenRules(text)).toMatchObject({ level: "acute", category: "suicide" });
  });

  it.each([
    ["saving money on my meds with the pharmacy's discount card"],
    ["I keep my tablets in a weekly organiser so I don't double up"],
    ["took about 20 photos of the sunset"],
    ["gonna do it tomorrow, finally asking for the raise"],
    ["which floor is the dentist on?"],
    ["does hanging wallpaper hurt your back"],
    ["what's the quickest way to kill weeds in the patio"],
    ["this is my last entry before the holidays, see you in january"],
    ["last entry from Leeds, flying to Toronto tomorrow for good. bye rain!"],
    ["giving away my old clothes to charity, I won't need them in the new flat"],
    ["my first attempt at sourdough failed, this time I'll make sure the starter is ready"],
    ["it's been six years since my attempt and I'm doing really well"],
    ["had a new plan for my life after the attempt: therapy, running, and I'm safe now"],
    ["left the car running in the garage to warm it up, then opened the door"],
    ["bought a rope for the tree swing, it's in my boot"],
  ])("%j is not acute", (text) => {
    expect(screenRules(text).level).not.toBe("acute");
  });

  it.each(["which floor is the dentist on?", "gonna do it tomorrow, finally asking for the raise", "this is my last entry before the holidays, see you in january"])(
    "sends the learned layer no signal it was not trained with: %j",
    (text) => {
      const withRules = screenRulesWithSignals(text).signals;
      const kept = WARNING_SIGNS.splice(0);
      try {
        expect([...withRules]).toEqual([...screenRulesWithSignals(text).signals]);
      } finally {
        WARNING_SIGNS.push(...kept);
      }
    },
  );
});
