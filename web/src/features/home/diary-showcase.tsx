import { COACH_NAME } from "@shared/brand";
import { Check } from "lucide-react";
import { SectionHeading } from "./section-heading";

const FEATURES = [
  "Prompts for morning, midday and evening, or a blank page",
  "Mood in one tap, emoji when words aren't enough",
  "Voice dictation for tired evenings",
  `A short, kind reflection from ${COACH_NAME} on each entry (Premium)`,
  "Save any entry as a snapshot image",
];

// Ruled paper with a margin line, drawn with CSS gradients (no image).
const PAPER = {
  backgroundImage:
    "linear-gradient(to right, transparent 2.6rem, rgb(220 120 110 / 0.45) 2.6rem, rgb(220 120 110 / 0.45) calc(2.6rem + 1px), transparent calc(2.6rem + 1px)), repeating-linear-gradient(to bottom, transparent 0, transparent calc(1.75rem - 1px), rgb(120 140 170 / 0.28) calc(1.75rem - 1px), rgb(120 140 170 / 0.28) 1.75rem)",
  backgroundPosition: "0 0, 0 0",
};

export function DiaryShowcase() {
  return (
    <section aria-labelledby="diary-heading" className="mx-auto max-w-6xl px-4 py-20">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="order-2 lg:order-1">
          <DiaryMockup />
        </div>
        <div className="order-1 lg:order-2">
          <SectionHeading id="diary-heading" align="left" eyebrow="The AI diary" title="A diary that gently writes back">
            The comfort of pen and paper, with someone thoughtful reading along when you want it. Write for two minutes or twenty; drafts are kept as you go.
          </SectionHeading>
          <ul className="mt-6 space-y-3">
            {FEATURES.map((f) => (
              <li key={f} className="flex gap-3 text-sm sm:text-base">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success/15 text-success">
                  <Check className="size-3.5" aria-hidden />
                </span>
                {f}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** A vintage diary page: leather edge, ribbon, ruled cream paper, handwriting-like serif. */
function DiaryMockup() {
  return (
    <figure className="relative mx-auto max-w-md">
      <div aria-hidden className="absolute -inset-2 translate-x-2 translate-y-3 rounded-2xl bg-[#6b3f2a] shadow-2xl sm:-inset-3" />
      <div aria-hidden className="absolute -inset-2 rounded-2xl bg-gradient-to-br from-[#8a5236] to-[#5c3422] sm:-inset-3" />
      <div aria-hidden className="absolute -top-3 right-5 z-20 h-20 w-4 bg-[#b23a3a] shadow-md [clip-path:polygon(0_0,100%_0,100%_100%,50%_85%,0_100%)]" />
      <div className="relative z-10 overflow-hidden rounded-lg bg-[#fbf4e2] pb-6 text-stone-800 shadow-inner" style={PAPER}>
        <div className="flex items-baseline justify-between pt-7 pr-12 pl-14">
          <p className="font-diary text-lg leading-7 text-stone-900 italic">Tuesday, 14 October</p>
        </div>
        <div className="pr-5 pl-14 font-diary text-[1.02rem] leading-7 text-stone-800">
          <p className="font-semibold text-[#7a3b24]">Evening Reflection: what felt heavy today, and what helped?</p>
          <p>Long day. The meeting I dreaded was fine, actually. Shorter than the hour I spent worrying about it. Walked home the long way and called Mum.</p>
          <p>
            Feeling <span aria-label="peaceful">😌</span> calmer than this morning.
          </p>
        </div>
        <div className="mx-5 mt-4 ml-14 rotate-[-1.2deg] rounded-md border border-amber-300/70 bg-amber-100 p-3 text-sm leading-relaxed text-stone-800 shadow-md">
          <p className="text-xs font-semibold tracking-wide text-[#7a3b24] uppercase">{COACH_NAME}'s reflection</p>
          <p className="mt-1">
            The worry was bigger than the meeting. You noticed it, and you found two things that helped: a walk and a call. Which one could you keep for tomorrow?
          </p>
        </div>
      </div>
      <figcaption className="mt-6 text-center text-sm text-muted-foreground">An example entry with {COACH_NAME}'s reflection.</figcaption>
    </figure>
  );
}
