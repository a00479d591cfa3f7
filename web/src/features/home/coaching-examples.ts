import { COACH_NAME } from "@shared/brand";

export interface ExampleConversation {
  id: string;
  label: string;
  summary: string;
  messages: { from: "you" | "coach"; text: string }[];
}

// Written by the team to show the coaching style: listen, reflect, ask, one small step.
export const COACHING_EXAMPLES: ExampleConversation[] = [
  {
    id: "career",
    label: "Career anxiety",
    summary: "A performance review on Friday and a week of bad sleep.",
    messages: [
      { from: "you", text: "My performance review is on Friday and I can't stop thinking I'm about to be let go. I've barely slept." },
      { from: "coach", text: "That sounds exhausting: carrying the worry all week, and into the nights too. What's making you think the review might go badly?" },
      { from: "you", text: "My last project slipped two weeks. My manager hasn't said much since." },
      {
        from: "coach",
        text: "So there's one concrete thing, the delay, and a lot of silence around it. Silence tends to fill up with the worst version. What do you know about why the project slipped?",
      },
      { from: "you", text: "Honestly? The scope doubled halfway through. I flagged it, but nobody moved the deadline." },
      {
        from: "coach",
        text: "That matters: you saw the risk and raised it. One small step before Friday: write three lines covering what changed, when you flagged it and what you delivered. Could you do that tonight, in ten minutes?",
      },
    ],
  },
  {
    id: "relationship",
    label: "Relationship conflict",
    summary: "The same argument about chores, and words that came out wrong.",
    messages: [
      { from: "you", text: "My partner and I had the same fight about chores again. I said something I regret." },
      { from: "coach", text: "It's hard when an old argument comes back and you leave it feeling worse about yourself. What do you wish you'd said instead?" },
      { from: "you", text: "That I'm not keeping score. I'm just tired, and I feel like I'm the only one who notices what needs doing." },
      {
        from: "coach",
        text: "That's clear and honest. “I'm tired and I feel alone with it” is a very different conversation from one about the dishes. How do you think they'd hear it if you started there?",
      },
      { from: "you", text: "Probably better. Less defensive." },
      {
        from: "coach",
        text: "Would you like to try it? You could open with the apology, then that sentence, then one question: “What would feel fair to you?” We can rehearse it here first if that helps.",
      },
    ],
  },
  {
    id: "imposter",
    label: "Imposter syndrome",
    summary: "A new team-lead role and the fear of being found out.",
    messages: [
      { from: "you", text: "I just got promoted to lead a team and I feel like a fraud. Everyone's going to figure out I don't know what I'm doing." },
      { from: "coach", text: "Congratulations, and it makes sense that a big step brings that fear with it. What's the one thing you're most worried they'll find out?" },
      { from: "you", text: "That I've never managed anyone. I'm making it up as I go." },
      { from: "coach", text: "Most new leads learn on the job. That isn't fraud; it's the beginning. What did the people who promoted you see in your work?" },
      { from: "you", text: "I guess I'm the one people already come to when they're stuck." },
      {
        from: "coach",
        text: "That's a real strength, and it's evidence. This week, could you keep a short “done list”: one moment each day when you helped someone get unstuck? We can look at it together on Friday.",
      },
    ],
  },
];

export const EXAMPLES_NOTE = `These conversations were written by our team to show how ${COACH_NAME} coaches. They are illustrations, not real people's chats.`;
