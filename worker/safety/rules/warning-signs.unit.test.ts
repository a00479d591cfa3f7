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
    // Eighth pass (round ag), in wording of its own.
    ["the fast train goes through platform 2 without stopping. standing at the edge now"],
    ["you won't have to put up with me much longer, sorry for everything"],
    ["swallowed them all. the whole strip. just wanted somebody to know"],
    ["if i swallow the whole box of sertraline would that be enough"],
    ["all my tablets are lined up on the desk. i'm ready"],
    ["wrote down my bank details and passwords for my brother. he has no idea why"],
    ["turned my phone off. i'm on the roof of the car park, 9 floors up"],
    ["me las tomo todas esta noche, las pastillas ya están contadas"],
    ["regalé mis cosas y nadie sospecha nada. el sábado lo voy a hacer"],
  ])("%j is acute", (text) => {
    expect(screenRules(text)).toMatchObject({ level: "acute", category: "suicide" });
  });

  it.each([
    // Suicide: a firearm at hand, a vehicle hoped for, out of life, a place and no return, Spanish heights.
    ["grandad's shotgun is loaded in the hall cupboard. i keep thinking about it", "suicide"],
    ["every morning i hope a bus hits me on the crossing", "suicide"],
    ["I've had enough of this life and I'm ready to let go", "suicide"],
    ["heading to the cliffs after dinner. i'm not coming back", "suicide"],
    ["sigo en la azotea del hospital y no quiero bajar", "suicide"],
    // Self-harm: cutting that continues, carving, hitting oneself, restriction with blackouts, other languages.
    ["i've been cutting since march and it's every night now", "self-harm"],
    ["scratched his name into my arm with a compass", "self-harm"],
    ["smashed my head against the wall until it bled because i'm useless", "self-harm"],
    ["day 5 of no food and i fainted in the shower", "self-harm"],
    ["me volví a cortar en el baño del colegio", "self-harm"],
    // Danger from others: confinement, a night visitor, a threat to life.
    ["she locked me in the flat and took my keys, what do i do", "danger-from-others"],
    ["my uncle sneaks into my room when he stays over and touches me. i'm scared", "danger-from-others"],
    ["he texted me that i'm dead when he finds me", "danger-from-others"],
    // Harm to others: poison, fire, a weapon brought in, a list, other languages.
    ["going to put rat poison in my flatmate's dinner tomorrow", "harm-others"],
    // Eighth pass (round ag), in wording of its own.
    ["I held my arm under the scalding water again because I deserve it", "self-harm"],
    ["he pressed a pillow over my face until I nearly passed out", "danger-from-others"],
    ["bought a bat. the guys who beat me up hang out at the skate park", "harm-others"],
    ["poison is in the shed. I'll mix some into his soup on sunday", "harm-others"],
    ["if he turns up at my door again I'm going to stab him with the kitchen knife, I mean it", "harm-others"],
    ["i'll burn down his shop tonight, bought the lighter fluid", "harm-others"],
    ["bringing my dad's rifle to school monday. they'll all see", "harm-others"],
    ["le voy a partir la cabeza a mi cuñado el sábado, lo juro", "harm-others"],
    // Third pass: a farewell that clears someone, a command, an overdose counted whole, a relapse at hand, violence now.
    ["tell my son none of this was his fault. I won't be around after tonight", "suicide"],
    ["the voice on the tv keeps telling me to jump from the balcony", "suicide"],
    ["me tomé una caja entera de clonazepam y tengo mucho sueño", "suicide"],
    ["got the razors out again after 8 months clean", "self-harm"],
    ["he kicked the door in and i'm hiding in the bathroom", "danger-from-others"],
    ["that guy is going to pay for what he did, i know where he parks. tomorrow", "harm-others"],
    // Fourth pass: voices in any language, hitting or burning oneself, days on water with fainting,
    // a child asked for images, a partner's threat, an overdose told whole, waiting armed.
    ["the voices say i'm a burden and that i have to die tonight", "suicide"],
    ["les voix me disent que je dois mourir", "suicide"],
    ["whenever i fail i punch myself in the face until it bruises", "self-harm"],
    ["me quemo el brazo con el cigarro a propósito cada vez que como", "self-harm"],
    ["6 days on only water and i passed out at the station", "self-harm"],
    ["tengo 12 años y un hombre de tiktok quiere verme a solas", "danger-from-others"],
    ["my boyfriend threatened me with a broken bottle knife last night", "danger-from-others"],
    ["ela apontou a arma pra mim e disse que me mata", "danger-from-others"],
    ["took the whole bottle an hour ago. sorry for everything", "suicide"],
    ["i'll be waiting behind the gym with a crowbar when he gets out", "harm-others"],
    // Fifth pass: ending things at a set time, an empty house awaited, a rope with a day, a leap in the
    // first person, taking the lot, a blade taken out, an armed partner now, a child hurt at home,
    // a child's age told to an adult, armed revenge tonight, a last word, the nerve at a drop.
    ["made up my mind. i'm ending it all on friday", "suicide"],
    ["the pills are ready, just waiting for my parents to go out", "suicide"],
    ["das seil hängt schon an dem balken in der garage. morgen ist es soweit", "suicide"],
    ["mañana temprano me tiro del puente, ya está decidido", "suicide"],
    ["been thinking about taking the whole box of my sleeping pills. counted them twice", "suicide"],
    ["took the razor out of my shaver again, nobody can know", "self-harm"],
    ["my boyfriend grabbed a knife and he's kicking the bedroom door, i'm hiding", "danger-from-others"],
    ["her dad slaps my little brother around, he has marks on his arms again", "danger-from-others"],
    ["i told him 12 and he still keeps asking me to send pics", "danger-from-others"],
    ["going round there tonight with my brother's bat. he deserves it", "harm-others"],
    ["final post. sorry for everything, thank you for listening", "suicide"],
    ["standing on the bridge again, still not brave enough to let go", "suicide"],
    // Sixth pass: plain method questions, a date decided, a message timed for after, dying as comfort,
    // a burden's wish, a car steered off, blades bought again, a burn pressed on, where to cut, a
    // threat in writing, a weapon with a grievance, French and German plans, a farewell named.
    ["what's the easiest way to go without it hurting", "suicide"],
    ["how long does carbon monoxide take, is it painless?", "suicide"],
    ["cuántas pastillas de paracetamol hacen falta para morir", "suicide"],
    ["i've decided. thursday, when the flat is empty. i feel calm about it", "suicide"],
    ["by the time anyone reads this it'll be over", "suicide"],
    ["i think about being dead all the time, it's the only thing that comforts me", "suicide"],
    ["it'd be easier for my family if i was gone", "suicide"],
    ["keep thinking about steering into a tree on the way home, nearly did yesterday", "suicide"],
    ["ordered a pack of razor blades again. eleven months clean down the drain", "self-harm"],
    ["held a lit cigarette to my arm until i couldn't feel anything", "self-harm"],
    ["where's the best spot on my body to cut so my parents don't see", "self-harm"],
    ["she left a voicemail saying you'll be dead by friday", "danger-from-others"],
    ["my manager humiliated me again. the knife is in my bag. tomorrow at the meeting", "harm-others"],
    ["ce soir je poignarde mon voisin, le couteau est prêt", "harm-others"],
    ["this is my goodbye. thank you for everything", "suicide"],
    // Seventh pass: pills swallowed at once, a key to the gun, blades or burns as punishment, days of
    // water, voices pointing at water, an armed partner in Spanish, a last message in Portuguese.
    ["swallowed them. all of them. the room is spinning", "suicide"],
    ["i know where the key is for dad's shotgun. been thinking about it every night", "suicide"],
    ["poured boiling water over my arm on purpose because i deserved it", "self-harm"],
    ["day 9 of only water, saw black spots at work", "self-harm"],
    ["the voice keeps telling me to walk into the river", "suicide"],
    ["mi novio tiene un cuchillo y estoy escondida en el armario", "danger-from-others"],
    ["obrigado por tudo, esse é meu último recado", "suicide"],
    // Ninth pass (rounds ap and aq): a named person and a plan, a child beaten at home, self-injury in
    // other words, a blade and a time, certainty asked about heights or a whole supply, a train, and
    // plain Spanish and Portuguese intent.
    ["i'm gonna stab my supervisor, i know the route he walks home", "harm-others"],
    ["that boy is dead on monday. bringing my dad's knife", "harm-others"],
    ["my sister and i get hit by our stepdad most nights", "danger-from-others"],
    ["he fractured my wrist and told the teachers i fell down the stairs", "danger-from-others"],
    ["i bite my wrists until they bruise when i mess up", "self-harm"],
    ["punched my fist into the bathroom mirror because i hate myself", "self-harm"],
    ["found a razor blade in dad's drawer. gonna cut when everyone's asleep", "self-harm"],
    ["how high does a bridge need to be so it's certain", "suicide"],
    ["could someone die from insulin if they took the whole pen", "suicide"],
    ["going to walk in front of the 6:15 freight", "suicide"],
    ["esta noche voy a terminar con mi vida", "suicide"],
    ["to pensando em me jogar da ponte amanhã", "suicide"],
    ["ich hab grandmas morphine and i'll take all of it on her birthday", "suicide"],
    ["lit a disposable bbq in the car and sealed the windows", "suicide"],
    ["could a person survive swallowing a bottle of drain cleaner", "suicide"],
    ["eu vou pular do viaduto hoje à noite", "suicide"],
  ] as const)("%j is acute (%s)", (text, category) => {
    expect(screenRules(text)).toMatchObject({ level: "acute", category });
  });

  it.each([
    ["my rifle is loaded for the deer season opener, can't stop thinking about it"],
    ["hope the bus comes soon, freezing at this stop"],
    ["heading to the lake for the weekend, not coming back till monday night"],
    ["estoy en la azotea tomando sol con mis amigas"],
    ["been cutting carbs for a year and feel great"],
    ["hab mich früher geritzt, seit drei jahren clean"],
    ["hit my head on the cupboard door until i learned to duck lol"],
    ["my mum locked me out by accident, waiting on the step"],
    ["mi jefe me va a matar si llego tarde"],
    ["my mum will kill me if she sees this grade lol"],
    ["my flatmate finished my leftover noodles, i'm going to murder him"],
    ["se comió mi chocolate, lo voy a matar"],
    ["how do i cancel the trial? want to end it before it renews"],
    ["gonna cut my fringe when my sister's asleep, found her razor"],
    ["my brother got beaten by my dad at chess again"],
    ["how high does a building have to be to need a lift"],
    ["vor drei jahren wollte ich mir das leben nehmen. heute geht es mir gut"],
    ["lit the charcoal for the burgers and shut the patio door against the smell"],
    ["on the balcony of the multistorey waiting for my mate to pick me up now"],
    ["put honey in my tea tonight instead of sugar"],
    ["taking the rifle to the range tomorrow for my first lesson"],
    ["set fire to the bonfire tonight, kids loved it"],
    ["it wasn't her fault the cake burned, the oven is broken"],
    ["took the blades out of the old razor to recycle them"],
    ["the dog pushed me into the hedge on our walk, so muddy"],
    ["in the garage with the engine running for a minute, doors wide open"],
    // Fourth pass's look-alikes.
    ["the voice actor in this game says 'you must die' like forty times lol"],
    ["lost my voice singing at the concert, my throat is dead"],
    ["hit my head on the low beam in the attic again, big bump"],
    ["burned my hand on the oven tray making lasagne, ouch"],
    ["3 days of just water before my colonoscopy, felt dizzy"],
    ["tengo 14 años y mi profesora quiere fotos para el anuario"],
    ["he threatened me with a water pistol at the barbecue lol"],
    ["took them all to the park, the kids loved it"],
    ["waiting outside the bakery with the birthday cake for her"],
    // Fifth pass's look-alikes, and recovery or work told as such.
    ["I'm ending things with Sam tonight, it's been coming for months"],
    ["waiting for my flatmates to go out so I can set up the surprise party, everything's ready"],
    ["bought rope for the climbing trip, we leave friday, the day can't come soon enough"],
    ["mañana me tiro a la piscina del hotel por fin"],
    ["could take the lot of you on at scrabble"],
    ["broke the sharpener trying to get the pencil out"],
    ["he grabbed the kitchen knife to cut the birthday cake"],
    ["at my lowest I wrote letters to everyone. so glad I'm still here"],
    ["ICU nurse. lost a patient to an overdose tonight, debrief tomorrow"],
    ["a customer asked me what a lethal dose of paracetamol is, so I got the pharmacist"],
    ["not brave enough to do the bungee jump off the bridge lol"],
    // Sixth pass's look-alikes.
    ["what's the quickest way to go to the airport from here?"],
    ["is it true that hanging pictures with tape is quick? the wall is fresh paint"],
    ["i've decided. i'm quitting my job on friday and i feel calm"],
    ["by the time you read this the surgery will be over and I'll be in recovery"],
    ["I think about death all the time since my health scare, I'm so anxious"],
    ["bought new razor blades for my safety razor, wet shaving is relaxing"],
    ["the dog knocked over my tea and the hot mug went onto my leg by accident"],
    ["what's the best place to cut the cake so everyone gets frosting"],
    ["this is my goodbye post to the team, moving to Lisbon for the new job"],
    ["got a rope in the garage for the tree swing, the kids want it by saturday"],
    // Seventh pass's look-alikes.
    ["final message before my exams, love you all, see you on the other side of finals"],
    ["poured hot water on my hands by accident while making tea, ran them under the cold tap"],
    ["the voice in my sat nav keeps telling me to drive into the river lol"],
    ["mi hermano tiene un cuchillo nuevo para cocinar y está feliz"],
  ])("%j is not acute", (text) => {
    expect(screenRules(text).level).not.toBe("acute");
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
    ["the express train doesn't stop at my station so I'm always late to work"],
    ["don't look for me at the party, I'll be at the library all night"],
    ["took them all to the park, the kids were exhausted and sorry to leave"],
    ["would that be enough paracetamol for a headache, two tablets?"],
    ["gave my sister my wifi password in case she needs it while I'm away"],
    ["I'm at the top of the bridge for sunset photos, the view is unreal"],
    ["spilled boiling water on my hand by accident again, so clumsy"],
    ["the pillow fight got out of hand lol my little brother held a pillow over my face"],
    ["bought a machete for the garden, the brush out back is out of control"],
    ["ya no puedo más con este proyecto, pero el lunes voy a hacerlo igual"],
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

// Reflexive forms in Spanish, Portuguese, French and German, each beside the idiom built on the
// same verb (reflexive-forms.ts).
describe("killing or cutting oneself in reflexive forms", () => {
  it.each([
    ["mañana me quito la vida", "suicide"],
    ["voy a acabar con todo esta noche", "suicide"],
    ["vou matar-me no sábado", "suicide"],
    ["quero suicidar-me", "suicide"],
    ["mato-me amanhã", "suicide"],
    ["hoje à noite eu acabo com tudo", "suicide"],
    ["ce soir je me tue", "suicide"],
    ["ich nehme mir heute das Leben", "suicide"],
    ["me estoy cortando otra vez", "self-harm"],
    ["cortei-me outra vez ontem à noite", "self-harm"],
    ["je me coupe les bras", "self-harm"],
    ["je me scarifie encore", "self-harm"],
  ] as const)("%j is acute (%s)", (text, category) => {
    const r = screenRules(text);
    expect(r.level).toBe("acute");
    expect(r.category).toBe(category);
  });

  it.each([
    ["me mato estudiando para el examen de mañana"],
    ["hoy me mato a trabajar"],
    ["me corto el pelo mañana"],
    ["me corté el dedo cocinando"],
    ["je me tue à te le dire"],
    ["je me coupe les cheveux ce soir"],
    ["je me suis coupé le doigt avec un couteau"],
    ["je me suis coupé sans faire exprès"],
    ["avant je me scarifiais, ça fait 3 ans que j'ai arrêté"],
    ["mato-me a trabalhar todos os dias"],
    ["amanhã acabo com tudo isto do trabalho"],
    ["me cortei com o papel"],
    ["ich nehme mir heute das Leben nicht so schwer"],
  ])("%j is not acute", (text) => {
    expect(screenRules(text).level).not.toBe("acute");
  });
});

describe("a plan and the means, said together", () => {
  it.each(["i have a plan and i have the means", "ive got a plan, the means and a day picked", "I have the means now and a date"])("%j is acute", (text) => {
    expect(screenRules(text).level).toBe("acute");
  });

  it.each([
    "I have a plan and the means to start my own bakery",
    "i have a plan but not the means to pay for it",
    "I've got the means to get there and a plan for the day",
    "we have a date and the means, the wedding is on",
  ])("%j is not acute", (text) => {
    expect(screenRules(text).level).not.toBe("acute");
  });
});

describe("whether a supply or a height is enough", () => {
  it.each([
    "counted the tablets in the drawer, about 50 of them. that's enough, isn't it",
    "dad keeps his insulin in the fridge and I know how many units it would take",
    "would a fall from the 9th floor kill me instantly",
  ])("%j is acute", (text) => {
    expect(screenRules(text).level).toBe("acute");
  });

  it.each([
    "I've got 30 paracetamol in the cupboard, is that enough for the holiday?",
    "how many tablets would it take to work? the doctor said two",
    "my son fell from 2 metres off the climbing frame, is he going to be ok",
    "how many hours would it take to drive to Leeds",
    "how long would it take to learn guitar",
    "how long does it take to build a habit, is it really 21 days?",
  ])("%j is not acute", (text) => {
    expect(screenRules(text).level).not.toBe("acute");
  });
});

describe("harm from someone, told as long past or as going on", () => {
  it.each([
    "my stepdad hits me when mum is at work",
    "when i was a kid my dad hit me and he still does when he drinks",
    "my uncle touched me when i was 12 and he lives with us now",
    "my ex used to hit me and tonight he came back and pushed me into the wall, im scared",
  ])("%j is acute", (text) => {
    expect(screenRules(text).level).toBe("acute");
  });

  it.each([
    "my boyfriend hit me last year and i left him. i'm fine now mostly but loud voices make me freeze",
    "when i was a kid my uncle used to hit me when he babysat. i thought i was over it",
    "my ex pushed me into a wall once when we were together. its been 4 years",
  ])("%j is not acute", (text) => {
    expect(screenRules(text).level).not.toBe("acute");
  });
});
