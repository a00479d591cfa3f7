// The marketing home page (spec: "Home page"): hero, why-choose, demo dashboard, diary showcase,
// pricing tiers, testimonials, final call to action; the layout adds the footer.
import { lazy, Suspense, useRef, useState } from "react";
import { Hero } from "./hero";
import { useHomeActions } from "./use-home-actions";

// The sections after the hero are their own chunk; in prerendered HTML they are there at once and
// hydrate when it arrives, inside their own boundary so the hero does not wait for them.
const BelowTheFold = lazy(() => import("./below-the-fold"));

// The dialogs load on first open: most visitors never open them.
const AiDiaryDialog = lazy(() => import("./ai-diary-dialog"));
const CoachingExamplesDialog = lazy(() => import("./coaching-examples-dialog"));

type DialogName = "diary" | "examples";

export default function HomePage() {
  const { isAuthenticated, showAssessment, openDiary } = useHomeActions();
  const [open, setOpen] = useState<DialogName | null>(null);
  // Once loaded a dialog stays mounted, so it can animate out and hand focus back.
  const [loaded, setLoaded] = useState<Set<DialogName>>(() => new Set());
  // These dialogs have no Radix trigger, so focus goes back to the opening button by hand.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    // Unless something else (the diary overlay) has taken focus meanwhile.
    const active = document.activeElement;
    const closing = event.target instanceof Node ? event.target : null;
    if (!active || active === document.body || closing?.contains(active)) opener.current?.focus();
  };

  const show = (name: DialogName) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded((s) => (s.has(name) ? s : new Set(s).add(name)));
    setOpen(name);
  };
  const onOpenChange = (name: DialogName) => (value: boolean) => setOpen(value ? name : null);

  return (
    <>
      <Hero showAssessment={showAssessment} onOpenDiaryDialog={() => show("diary")} onOpenExamples={() => show("examples")} />
      <Suspense fallback={null}>
        <BelowTheFold isAuthenticated={isAuthenticated} showAssessment={showAssessment} onTryDiary={() => openDiary("/diary")} />
      </Suspense>

      <Suspense fallback={null}>
        {loaded.has("diary") && (
          <AiDiaryDialog
            open={open === "diary"}
            onOpenChange={onOpenChange("diary")}
            onCloseAutoFocus={returnFocus}
            onGetStarted={() => {
              setOpen(null);
              openDiary("/auth");
            }}
          />
        )}
        {loaded.has("examples") && <CoachingExamplesDialog open={open === "examples"} onOpenChange={onOpenChange("examples")} onCloseAutoFocus={returnFocus} />}
      </Suspense>
    </>
  );
}
