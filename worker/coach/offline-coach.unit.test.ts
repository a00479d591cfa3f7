// The offline coach's tone, FAQ, routing to a professional, quoting and variety (issue 18 §3).
import { describe, expect, it } from "vitest";
import { careRuleTopic, careTopic } from "./offline/care";
import { faqTopic } from "./offline/faq";
import { recallReply } from "./offline/recall";
import { offlineReply, usedTemplates, type OfflineReply } from "./offline/reply";
import { readTone } from "./offline/tone";
import { asksForWords } from "./offline/wording";
import { isFiller, sentences, templateKey, wholeClause } from "./text";
import type { ChatTurn } from "./types";

const NEGATIVE_FEELING = /\b(?:frustrat\w*|sad|anxious|worried|overwhelmed|unheard|hurt|lonely|drained|stressed|painful|heavy|stuck)\b/i;

function conversation(turns: string[]): { replies: string[]; history: ChatTurn[] } {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of turns) {
    const r = offlineReply({ message, history });
    replies.push(r.text);
    history.push({ role: "user", content: message }, { role: "assistant", content: r.text });
  }
  return { replies, history };
}

describe("tone", () => {
  it.each([
    ["I got the job!!!", "positive"],
    ["My sister called today and I felt so grateful", "positive"],
    ["I passed my driving test", "positive"],
    ["I got laid off today", "negative"],
    ["My dog died last week", "negative"],
    ["My grandmother passed away last month", "negative"],
    ["I got the job but it means moving away from my friends", "mixed"],
    ["I want to plan my week better", "neutral"],
    ["I finally stopped being scared of driving", "positive"],
    ["my toddler said her first whole sentence at breakfast", "positive"],
    ["the flat is small and the bathroom is grim and it's ours", "positive"],
    ["I was dreading asking for the week off and my manager said of course", "positive"],
    ["my brother is moving to canada in the spring and I'm pretending I'm fine", "negative"],
    ["my son made the football team! he practised so hard all summer", "positive"],
    ["slept in, didnt feel guilty about it at all, perfect morning", "positive"],
    ["my dad rang me for the first time in a year. I don't want to overthink it", "positive"],
    ["haven't had a migraine in three months, longest since school. don't want to jinx it", "positive"],
    ["we're going to be grandparents!! I screamed when she told me", "positive"],
    ["the optician said my eyes haven't changed. small win but ill take it", "positive"],
    ["first weekend in months I didn't check my work email. big deal for me", "positive"],
    ["the interview went fine in the end, all that worrying for nothing", "positive"],
    ["saw their wedding photos and I was fine until I wasn't", "negative"],
    ["I beat my anxiety today and spoke up in the meeting", "positive"],
    // A feared thing that did not happen is not bad news; "no" is not a feeling.
    ["We drove six hours with the kids without a single argument", "neutral"],
    ["I told my mum I am moving out and she didn't even get upset", "neutral"],
    ["no idea what to cook tonight", "neutral"],
    ["Back from the dentist, no fillings needed, so proud of myself", "positive"],
    ["I have no one to talk to about any of this", "negative"],
    ["I can't sleep and I cry without knowing why", "negative"],
    // A question asks; it does not announce good news. An exclamation can.
    ["who even built this thing lol", "neutral"],
    ["is it normal to feel this happy after a run?", "neutral"],
    ["What a wonderful day at the beach!", "positive"],
    ["I've been working late every night this week", "neutral"],
    ["the new bedtime routine is working!", "positive"],
    // wink scores "work" and "like" as good words: only "it works" and "I like it" are.
    ["I feel like a failure at work lately", "negative"],
    ["someone at work keeps talking over me in meetings", "neutral"],
    ["tell me a story for tonight, anything not about work", "neutral"],
    ["Dad's biopsy came back benign", "positive"],
    ["quit the job that was draining me and honestly I feel lighter already", "positive"],
    ["I really like my new job", "positive"],
    ["How lucky am I, she said yes to the trip!", "positive"],
    // Good news with a worry beside it is both, however strong the good part.
    ["Passed my exam!! so happy. now I keep overthinking the next one", "mixed"],
    ["we moved into the new flat, it's lovely. it feels so quiet without my flatmates though", "mixed"],
    ["got engaged on saturday, amazing night! he hasn't called back since this morning though", "mixed"],
    // Good set against hard, the other way round: still good news.
    ["got my degree today, I cried through the whole ceremony but happy tears", "positive"],
    ["Got passed over for the team lead role again", "negative"],
    // A grade, a win, a talk that went well; a question with "best" in it is not news.
    ["got an A on the history essay i was dreading!!", "positive"],
    ["my son won the regional chess final today", "positive"],
    ["called my brother after a year of silence and it went really well", "positive"],
    ["whats the best time of day to write", "neutral"],
    // Tears and a fear now over, beside good news, are part of the good news; alone they are not.
    ["my sister got her citizenship today, we all cried at the ceremony", "positive"],
    ["scan came back and everything is normal. I was so scared. pizza tonight", "positive"],
    ["I cried all afternoon after the phone call", "negative"],
    // One mild word ("grey") is not bad news; a rejection is never good news, whatever hope is beside it.
    ["weather's grey. worked from the library today", "neutral"],
    ["good review at work today, but then they mentioned 'restructuring' next quarter so idk how to feel", "mixed"],
    // "fine" is no news; "nobody ... likes me" denies the pleasant word; a dread now over is part of the good news.
    ["today was fine. nothing special", "neutral"],
    ["I feel like nobody at my new school likes me. I sit on my own at lunch every day", "negative"],
    ["Presentation went really well. I've been dreading it for two weeks and it was fine. More than fine!", "positive"],
    ["relieved. the redundancies got announced and my whole team is safe", "positive"],
    // Laughter is a tone of voice, not news; a score and an invitation are news; money tight beside a baby is both.
    ["how long should an entry be? mine are like 2 lines lol", "neutral"],
    ["got 92 on my chem exam!!!!! after FAILING the last one", "positive"],
    ["someone from my new course asked if i wanted to grab coffee after class!! ive been so worried i wouldnt make any friends", "positive"],
    ["we're having a baby, happy obviously!! but money is gonna be so tight and my contract ends in march", "mixed"],
    ["got rejected from another job. im running out of ways to stay optimistic", "negative"],
    // A request to plan and a how-to question are no news; sarcasm and being left out are bad news.
    ["could you help me plan my weekend? i feel better when i have a list", "neutral"],
    ["any tips for stress before an interview", "neutral"],
    ["how do i cope with my grandad dying", "negative"],
    ["they all went bowling without me and posted it. great. just great", "negative"],
    // Teasing, a birth, a fear turned good; savings at zero and a strange noise are the hard half.
    ["booked flights to Crete for my 70th! my son thinks I've gone mad", "positive"],
    ["my nephew was born last night, I'm an auntie!!", "positive"],
    ["i was terrified id have no friends at uni but today three people saved me a seat", "positive"],
    ["got the flat!! savings now at zero though and the fridge makes a weird noise", "mixed"],
    ["my baby made the funniest noise at bath time", "neutral"],
    // Keeping at something is not being stuck; a request for a list is no news.
    ["two months in and I've actually stuck with the running plan", "neutral"],
    ["I'm stuck with the bill again", "negative"],
    ["give me a few questions to ask at my performance review", "neutral"],
  ] as const)("reads %j as %s", (text, tone) => {
    expect(readTone(text)).toBe(tone);
  });

  it("meets good news as good news, never with a negative feeling", () => {
    for (const message of ["I got the job!!!", "My sister called and we talked for an hour, I feel so lucky to have her", "Got promoted today!"]) {
      const r = offlineReply({ message, history: [] });
      expect(r.tone).toBe("positive");
      expect(r.text.replace(/“[^”]*”/g, "")).not.toMatch(NEGATIVE_FEELING);
    }
  });

  it("does not congratulate bad news", () => {
    const r = offlineReply({ message: "My boss yelled at me in front of everyone", history: [] });
    expect(r.text).not.toMatch(/congratulations|wonderful|great news/i);
  });
});

describe("quoting", () => {
  it("quotes a whole clause or nothing", () => {
    expect(wholeClause("Every time I try to talk to my dad, he brushes it off, and I feel small.")).toBe("Every time I try to talk to my dad");
    expect(wholeClause("ok")).toBe("");
    expect(wholeClause("How do I delete entries?")).toBe("");
    // A clause longer than the limit is not cut: nothing is quoted.
    expect(wholeClause("I keep thinking about the thing that happened at the office party with all of my colleagues watching me")).toBe("");
  });

  it("never quotes filler or a question about the app", () => {
    for (const message of ["idk", "ok", "hmm", "yeah", "How do I delete entries?"]) {
      const r = offlineReply({ message, history: [] });
      expect(r.text).not.toMatch(/“/);
      expect(r.reflected).toBe("");
    }
    expect(isFiller("idk tbh")).toBe(true);
    expect(isFiller("nothing to say today honestly")).toBe(true);
    expect(isFiller("nothing went right today honestly")).toBe(false);
    expect(isFiller("I don't know what to do about my boss")).toBe(false);
    // Leaving it to the coach says nothing to reflect either.
    for (const shrug of ["ok I'll try that", "sounds good", "your call tbh", "fair enough I guess", "ok dude, if you say so", "dunno, up to you"])
      expect(isFiller(shrug), shrug).toBe(true);
    for (const said of ["it's your call whether I forgive her?", "my dude of a brother moved out", "true story: I quit today"]) expect(isFiller(said), said).toBe(false);
    // An emoji beside a shrug adds nothing to reflect; beside news it is not a shrug.
    for (const shrug of ["mm ok 👍", "yeah 👍🏽", "ok. 🙂"]) expect(isFiller(shrug), shrug).toBe(true);
    expect(isFiller("ok 👍 got the job!!")).toBe(false);
  });

  it("congratulates news, and meets a message that is only pleasant warmly without presuming one", () => {
    const news = offlineReply({ message: "I passed my driving test today!!", history: [] });
    expect(news.tone).toBe("positive");
    const pleasant = ["the kids were so polite and lovely at dinner tonight", "such a calm, happy evening with my sister", "had a beautiful walk by the sea, feeling grateful"];
    for (const message of pleasant) {
      const r = offlineReply({ message, history: [] });
      expect(r.tone, message).toBe("positive");
      expect(r.text, message).not.toMatch(/congratulations|news|well earned|high point|made it possible|mark it|proud of|helped this happen/i);
    }
  });
});

describe("app questions", () => {
  it.each([
    ["How do I delete entries?", "delete-entries", "/diary"],
    ["Can I export my journal?", "export", "/settings"],
    ["Who can read what I write here?", "privacy", "/privacy"],
    ["How do I cancel my subscription?", "cancel-plan", "/pricing"],
    ["How do I upgrade to Pro?", "change-plan", "/pricing"],
    ["What is Mindy?", "what-is-mindy", "/about"],
    ["Do you remember what I told you last week?", "memory", "/help"],
    ["Where can I find a crisis helpline?", "crisis-help", "/safety"],
    // What happens in a crisis, asked calmly; storage; sharing a plan.
    ["if I type something really dark, will the app contact my parents?", "crisis-help", "/safety"],
    ["is there a help line number somewhere in here", "crisis-help", "/safety"],
    ["does the app store my entries forever?", "privacy", "/privacy"],
    ["is there a family plan or can I share my subscription with my partner", "change-plan", "/pricing"],
  ] as const)("answers %j from the FAQ with the page", (message, topic, path) => {
    expect(faqTopic(message)).toBe(topic);
    const r = offlineReply({ message, history: [] });
    expect(r.text).toContain(`(${path})`);
    expect((r.text.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it("understands requests and questions without a question mark", () => {
    expect(faqTopic("I don't want to pay anymore, how do I cancel")).toBe("cancel-plan");
    expect(faqTopic("are you chatgpt")).toBe("what-is-mindy");
    expect(faqTopic("export pls")).toBe("export");
    expect(faqTopic("delete my account please")).toBe("delete-entries");
    expect(faqTopic("i wrote a lot about my ex in here and honestly i just want it gone")).toBe("delete-entries");
    expect(faqTopic("i mentioned my sisters name once, does that get saved somewhere")).toBe("memory");
    expect(faqTopic("I want to cancel but im scared ill lose everything ive written")).toBe("cancel-plan");
    expect(faqTopic("i want to cancel on my friends tonight")).toBeNull();
  });

  it("understands indirect ways of asking", () => {
    expect(faqTopic("if i move to another app can i bring my entries with me")).toBe("export");
    expect(faqTopic("i saved the same entry twice by mistake, can i delete one")).toBe("delete-entries");
    expect(faqTopic("what do you guys do with my info")).toBe("privacy");
    expect(faqTopic("whats the price of premum")).toBe("change-plan");
    expect(faqTopic("which AI is behind this?")).toBe("what-is-mindy");
    expect(faqTopic("is there a support line my brother could ring?")).toBe("crisis-help");
    expect(faqTopic("whats the difference between free and premium")).toBe("change-plan");
    expect(faqTopic("can i go back down from pro to premium")).toBe("change-plan");
    expect(faqTopic("who am i actually talking to here")).toBe("what-is-mindy");
    expect(faqTopic("r u a licensed therapist")).toBe("what-is-mindy");
    expect(faqTopic("who do i call if things get really bad at night")).toBe("crisis-help");
  });

  it("a question about Mindy's memory gets the memory answer, not 'I don't have that'", () => {
    const message = "do you remember what I told you yesterday?";
    expect(recallReply(message, [], null)).toBeNull();
    expect(offlineReply({ message, history: [] }).text).toContain("(/help)");
    // A question about this conversation is still answered from it.
    expect(recallReply("what did I say my goal was?", [], null)).toMatch(/I don't have that/);
  });

  it("asked again, points to the page without repeating itself", () => {
    const { replies } = conversation(["Is my diary private?", "but is it really private?"]);
    expect(replies[1]).toContain("(/privacy)");
    const first = new Set(sentences(replies[0] as string).map(templateKey));
    for (const s of sentences(replies[1] as string)) expect(first.has(templateKey(s))).toBe(false);
  });

  it("does not take everyday sentences for app questions", () => {
    expect(faqTopic("I deleted his number and I feel better")).toBeNull();
    expect(faqTopic("My boss wants me to change my plan for the project")).toBeNull();
    // "can see it" about life, not about the diary.
    expect(faqTopic("how could i not see it coming, my whole life fell apart")).toBeNull();
    expect(faqTopic("what can i do, i can see it all going wrong")).toBeNull();
  });

  it.each([
    ["how do i get all my stuff out before i close the account", "export"],
    ["whats the difference between you and a counsellor", "what-is-mindy"],
    ["could my flatmate see my entries if she opened my laptop", "privacy"],
    ["im thinking of deleting my whole diary, it's all old sad stuff", "delete-entries"],
    ["can i wipe everything you know about me and start over", "memory"],
    ["could i print my diary and keep it in a folder?", "export"],
    ["asking for my sister - what would the app do if someone is in danger", "crisis-help"],
    ["i mean is any of this actually private", "privacy"],
    ["could you diagnose me with anxiety?", "what-is-mindy"],
    ["does mindy still remember my goals from last month?", "memory"],
    ["how do i cancle my premum", "cancel-plan"],
    ["can i remove one message i sent yesterday?", "delete-entries"],
    ["what happens if i ever typed something really dark in here?", "crisis-help"],
    ["just wondering, can i cancel on my phone or only on the website", "cancel-plan"],
    ["does the app still remember the goals i set in spring?", "memory"],
  ] as const)("answers %j as %s, however it is worded", (message, topic) => {
    expect(faqTopic(message)).toBe(topic);
  });
});

describe("risky topics", () => {
  it.each([
    ["should I take two of my sertraline?", "medical", /doctor|pharmacist/i],
    ["I've been drinking most nights", "substance", /doctor|counsellor|GP/i],
    ["I've been skipping meals to lose weight", "eating", /doctor|GP|professional/i],
    ["I keep having flashbacks of the accident", "trauma", /therapist|counsellor|doctor/i],
    // Nicotine is a substance; a symptom that persists is a doctor's question; war comes back.
    ["two months off the cigarettes and the evening cravings are the worst part", "substance", /doctor|counsellor|GP/i],
    ["trying to stop vaping before the baby comes", "substance", /doctor|counsellor|GP/i],
    ["my back pain has been there every single morning since march", "medical", /doctor|pharmacist/i],
    ["since I was deployed I can't stand crowds", "trauma", /therapist|counsellor|doctor/i],
    ["same nightmare again last night, I woke up shaking", "trauma", /therapist|counsellor|doctor/i],
    ["since the break-in at our flat I check the locks five times before bed", "trauma", /therapist|counsellor|doctor/i],
    ["third weekend in a row I can't remember how I got home", "substance", /doctor|counsellor|GP/i],
    // Cannabis in its everyday forms, and trauma that comes back as a body's reaction today.
    ["can't switch off at night without a couple of thc gummies now", "substance", /doctor|counsellor|GP/i],
    ["whenever my manager raises his voice I freeze and feel seven years old again", "trauma", /therapist|counsellor|doctor/i],
    // A pregnancy worry and a pain that lasts are the doctor's; a child refusing food is a care topic too.
    ["scared I could be pregnant, my period is 10 days late", "medical", /doctor|pharmacist/i],
    ["my shoulder still hurts when I lift anything, five weeks now", "medical", /doctor|pharmacist/i],
    ["my daughter refuses dinner most nights and says she's fat", "eating", /doctor|GP|professional/i],
    ["we fled the war when I was small and fireworks still send me under the table", "trauma", /therapist|counsellor|doctor/i],
    // A drug named as people say it, with the wish for more; war that haunts someone close.
    ["did coke at a party saturday for the first time in ages and part of me wants more", "substance", /doctor|counsellor|GP/i],
    ["how do people cope with memories of war? my grandpa fled syria and it still haunts him", "trauma", /therapist|counsellor|doctor/i],
    // Drinking told by what it does to someone, a drink spiked or a drug taken blind, food shrunk to one thing a day, dieting after a photo.
    ["my boyfriend gets really mean when he drinks and the next day acts like nothing happened", "substance", /doctor|counsellor|GP/i],
    ["took something a guy at the party gave me and i dont even remember some of the night", "substance", /doctor|counsellor|GP/i],
    ["my roommate only eats like an apple a day and runs 10k every morning", "eating", /doctor|GP|professional/i],
    ["i hate how i look in every single photo from the wedding. spent the whole morning looking up diets again", "eating", /doctor|GP|professional/i],
    ["I ate nothing yesterday until 9pm and then ate a whole large pizza on my own. this keeps happening", "eating", /doctor|GP|professional/i],
    ["my boyfriend was in a really bad motorbike accident last month and he wont talk about it", "trauma", /therapist|counsellor|doctor/i],
    ["my grandad was in the falklands and he gets agitated when helicopters fly over. he wont talk about it", "trauma", /therapist|counsellor|doctor/i],
    ["i do a line at parties sometimes, thats not a big deal right? everyone i know does", "substance", /doctor|counsellor|GP/i],
    ["been so tired for months. sleep 10 hours and still wrecked, bruises from nothing", "medical", /doctor|pharmacist/i],
    ["my boyfriend eats like once a day and trains for 3 hours", "eating", /doctor|GP|professional/i],
    ["since the breakup i basically live on crackers and coffee. never hungry", "eating", /doctor|GP|professional/i],
    ["finally went to the police about what my ex did. terrified but also feel lighter somehow", "trauma", /therapist|counsellor|doctor/i],
    // Told as a story: a symptom and how long, a trigger and what it does, a habit and its cost, a food rule.
    ["my daughter has had a cough that keeps coming back for six weeks", "medical", /doctor/i],
    ["bone tired for a month now, no matter how early I go to bed", "medical", /doctor/i],
    ["heard his voice in a shop queue and froze on the spot", "trauma", /therapist|counsellor/i],
    ["we got burgled in march and I still can't sleep without checking every window", "trauma", /therapist|counsellor/i],
    ["lost another 200 quid on the betting app this week, more than i want to say", "substance", /doctor|GP|service|counsellor/i],
    ["I don't let myself have dessert unless I ran that day. is that normal?", "eating", /doctor|GP|professional/i],
    ["my son rushes to the bathroom right after he eats, every single dinner", "eating", /doctor|GP|professional/i],
    ["16 weeks pregnant and some cramping tonight, probably nothing?", "medical", /doctor|midwife/i],
    ["ever since the earthquake I sleep in my clothes with my shoes by the bed", "trauma", /therapist|counsellor/i],
    ["my partner vapes constantly now, like three pods a day since she lost her job", "substance", /doctor|GP|service|counsellor/i],
    ["I keep forgetting words mid-sentence and my dad had early onset alzheimer's", "medical", /doctor/i],
    ["I spend hours comparing my body to people online and skipped the beach because of it", "eating", /doctor|GP|professional/i],
    ["we play poker online most nights and I drink the whole time, lost about 500 this month", "substance", /doctor|GP|service|counsellor/i],
    ["she says she can quit the betting whenever she wants but she lost her rent money again", "substance", /doctor|GP|service|counsellor/i],
  ] as const)("routes %j to a reply naming a professional", (message, topic, who) => {
    expect(careTopic(message)).toBe(topic);
    const r = offlineReply({ message, history: [] });
    expect(r.kind).toBe("care");
    expect(r.text).toMatch(who);
  });

  it.each([
    "exhausted. the baby was up every two hours for a week",
    "every morning I check the number of steps I did",
    "I had the best dream again last night, we were at the beach",
    "the ticket is one more line on my budget sheet",
  ])("leaves %j to coaching: a story needs both of its parts", (message) => {
    expect(careTopic(message)).toBeNull();
  });

  it("names a doctor, not a pharmacist, for a symptom, and keeps medicine replies for medicine", () => {
    expect(offlineReply({ message: "my knee has been swollen after every run for a month", history: [] }).text).not.toMatch(/pharmacist|medicine/i);
    expect(offlineReply({ message: "can I take my sertraline with ibuprofen?", history: [] }).text).toMatch(/pharmacist|medicine/i);
  });

  it("never advises on medicine", () => {
    const r = offlineReply({ message: "can I double my meds tonight?", history: [] });
    expect(r.text).toMatch(/can't advise|not able to give advice|one for your doctor/i);
    expect(r.text).not.toMatch(/\b(?:take|double|halve|skip) (?:it|them|two|one|your dose)\b/i);
  });

  it("does not mistake everyday words for risky topics", () => {
    expect(careTopic("I've been off social media for a week, sober from my phone")).toBeNull();
    expect(careTopic("I'm drinking more water these days")).toBeNull();
    expect(careTopic("I need to speed up at work")).toBeNull();
    expect(careTopic("I read the article on my tablet")).toBeNull();
    expect(careRuleTopic("we finally opened a joint account")).toBeNull();
    expect(careRuleTopic("my boss raised his voice at me in the meeting, so rude")).toBeNull();
    expect(careRuleTopic("I can't sleep without my white noise machine")).toBeNull();
  });

  it.each([
    ["been getting chest tightness every time i have a meeting", "medical"],
    ["i need a drink to get through every party now", "substance"],
    ["im eating like once a day because i feel gross eating in front of people", "eating"],
    ["ever since the crash on the ring road my hands shake when i drive", "trauma"],
    // Round r to t's classes: long insomnia, a feverish baby, a pregnancy worry, milestones and
    // hidden bottles, binges and hidden food, a war that comes back at night.
    ["havent slept properly in about six weeks, I'm a zombie", "medical"],
    ["the baby is hot to the touch and has been sick all night", "medical"],
    ["11 weeks pregnant and had some bleeding this afternoon", "medical"],
    ["two years sober next week, my sponsor is throwing me a party", "substance"],
    ["found four empty bottles of vodka behind the boiler, they're my dad's", "substance"],
    ["ate a whole tub of ice cream and a family pizza in my car again", "eating"],
    ["my son keeps hiding his food in his pockets at dinner", "eating"],
    ["my grandad grew up during the war and still wakes up screaming", "trauma"],
    ["my toddler will only eat beige foods and nothing else for a year now", "eating"],
    ["the midwife says my newborn isn't gaining enough weight", "medical"],
  ] as const)("recognises %j in everyday words", (message, topic) => {
    expect(careTopic(message)).toBe(topic);
  });

  // Round aq's classes, each in other words: gambling named, waking in the night for weeks, a
  // symptom since a month, food on the mind all day, a child's shrinking list of foods, a war fled
  // and a noise that takes one back.
  it.each([
    ["my dad spends every evening on the betting apps and hides the losses", "substance"],
    ["I think my flatmate has a gambling problem", "substance"],
    ["I keep waking at 4 every night for a month now and lying there", "medical"],
    ["this rash on my arm has been there since August", "medical"],
    ["I can't stop thinking about food, from the moment I wake up", "eating"],
    ["my son is refusing nearly everything except toast, is it a phase or should I be worried", "eating"],
    ["we fled from Syria when I was ten and thunder still makes me freeze", "trauma"],
    ["the smell of smoke takes me straight back to the night of the fire", "trauma"],
  ] as const)("reads %j as %s with the rules alone", (message, topic) => {
    expect(careRuleTopic(message)).toBe(topic);
  });

  it.each(["it's a gamble whether the bus comes on time", "I woke up at 7 and went for a run", "I've been learning Spanish since September"])(
    "reads %j as no care topic",
    (message) => {
      expect(careRuleTopic(message)).toBeNull();
    },
  );
});

describe("variety", () => {
  it("uses no sentence template twice in a 20-turn conversation", () => {
    const turns = Array.from({ length: 20 }, (_, i) => ["I can't sleep", "I'm tired all the time", "idk", "ok", "my boss is harsh", "yeah", "I feel stuck"][i % 7] as string);
    const { replies } = conversation(turns);
    const seen = new Map<string, number>();
    replies.forEach((reply, i) => {
      for (const s of sentences(reply)) {
        const key = templateKey(s);
        expect(seen.has(key), `turn ${i} repeats turn ${seen.get(key)}: ${s}`).toBe(false);
        seen.set(key, i);
      }
    });
  });

  it("does not offer a small step on two replies in a row", () => {
    const { replies } = conversation(["Work is so stressful", "My manager keeps adding deadlines", "I have no time for anything"]);
    const steps = replies.map((r) => /\bstep\b|something small to try/i.test(r));
    for (let i = 1; i < steps.length; i++) expect(steps[i] && steps[i - 1]).toBe(false);
  });

  it("remembers which templates the conversation used", () => {
    const history: ChatTurn[] = [{ role: "assistant", content: "No wonder you feel tired. What helps?" }];
    expect(usedTemplates(history)).toEqual(new Set(["no wonder you feel tired", "what helps"]));
  });
});

describe("journal insight tone", () => {
  it("meets a grateful entry as good news", async () => {
    const { offlineJournalInsight } = await import("./offline/journal");
    const i = offlineJournalInsight("My sister called me tonight and we talked for an hour. I'm so grateful for her.");
    expect(i.insight).not.toMatch(NEGATIVE_FEELING);
    expect(i.insight).toMatch(/good|help/i);
  });
});

describe("asked for words", () => {
  const talk = (turns: string[]) => {
    const history: ChatTurn[] = [];
    const replies: OfflineReply[] = [];
    for (const message of turns) {
      const r = offlineReply({ message, history });
      replies.push(r);
      history.push({ role: "user", content: message }, { role: "assistant", content: r.text });
    }
    return replies;
  };

  it("gives an opening line that fits what the conversation is about, then one question", () => {
    const [, work] = talk(["my team lead keeps adding projects to my plate at work", "what should I say to him?"]);
    expect(work!.text).toMatch(/one way you could open/);
    expect(work!.kind).toBe("work");
    expect(work!.text.match(/\?/g)).toHaveLength(1);
    expect(work!.text).not.toMatch(/“/);
    const [, family] = talk(["my brother and I fell out at mum's birthday", "how do I bring it up with him"]);
    expect(family!.kind).toBe("family");
    expect(family!.text).not.toBe(work!.text);
  });

  it("asked again and again, never repeats a sentence", () => {
    const replies = talk([
      "my manager moved my deadline without asking",
      "what do I say",
      "what else could I say",
      "how do I even word it",
      "but what do i tell her",
      "help me find the words",
    ]).slice(1);
    const keys = replies.flatMap((r) => sentences(r.text).map(templateKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is not what a plain statement or an app question gets", () => {
    expect(asksForWords("I said what I needed to say and it went fine")).toBe(false);
    expect(asksForWords("what would you say is the best time to journal")).toBe(false);
    expect(asksForWords("what do I tell my boss about the missed deadline")).toBe(true);
    expect(offlineReply({ message: "how do I delete my diary entries?", history: [] }).kind).toBe("faq");
  });
});

describe("a plain account is not met as a plan", () => {
  const PLAN_TALK = /fit most naturally|easier to start|first small piece|very next action|calendar this week|what you're planning/i;
  it.each(["we moved house last week", "my manager moved my deadline up by a week and didn't even ask", "the kids are at their dad's this weekend"])("%s", (message) => {
    const r = offlineReply({ message, history: [] });
    expect(r.tone).toBe("neutral");
    expect(r.text).not.toMatch(PLAN_TALK);
  });

  it("while a plan can be", () => {
    const texts = ["I want to start running in the mornings", "I'm planning to read more this month", "trying to get into a morning routine"].map(
      (message) => offlineReply({ message, history: [] }).text,
    );
    expect(texts.some((t) => PLAN_TALK.test(t))).toBe(true);
  });
});
