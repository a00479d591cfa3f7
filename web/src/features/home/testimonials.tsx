import { COACH_NAME, PRODUCT_NAME } from "@shared/brand";
import { Quote } from "lucide-react";
import { SectionHeading } from "./section-heading";

// Illustrative stories written by the team, labelled as such: no reviews, no clinical claims.
const STORIES = [
  {
    quote: `I used to lie awake replaying meetings. Now I write for five minutes, ${COACH_NAME} asks one good question, and I can usually let it go for the night.`,
    name: "Sam",
    role: "Product designer",
    tone: "bg-primary/15 text-primary",
  },
  {
    quote: "Before a hard conversation with my sister I practised what I wanted to say. It didn't fix everything, but I walked in calmer and listened better.",
    name: "Priya",
    role: "Nurse, night shifts",
    tone: "bg-accent text-accent-foreground",
  },
  {
    quote: "The morning prompt takes two minutes. Writing down one small win a day is the first habit I've actually kept.",
    name: "Daniel",
    role: "Student",
    tone: "bg-secondary text-secondary-foreground",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="stories-heading" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading id="stories-heading" eyebrow="Stories" title="What a clearer day can look like">
        Three illustrative stories of how people use {PRODUCT_NAME}. They're examples written by our team, not reviews, and they make no promise about results.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {STORIES.map((s) => (
          <li key={s.name}>
            <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-xs">
              <Quote className="size-6 text-primary/40" aria-hidden />
              <blockquote className="mt-3 flex-1 leading-relaxed">“{s.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden className={`flex size-10 shrink-0 items-center justify-center rounded-full font-semibold ${s.tone}`}>
                  {s.name.slice(0, 1)}
                </span>
                <span className="text-sm">
                  <span className="block font-medium">{s.name}</span>
                  <span className="block text-muted-foreground">{s.role} · illustrative example</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
