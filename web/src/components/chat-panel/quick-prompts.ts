import { Briefcase, Heart, Repeat, Waves, type LucideIcon } from "lucide-react";

/** The four quick prompts of the dashboard coach panel: each fills the input with its text. */
export const QUICK_PROMPTS: readonly { label: string; icon: LucideIcon; prompt: string }[] = [
  {
    label: "Feeling Overwhelmed",
    icon: Waves,
    prompt: "I'm feeling overwhelmed by everything on my plate right now. Can you help me sort out what matters most and find one small step to start with?",
  },
  {
    label: "Improve Relationships",
    icon: Heart,
    prompt: "I'd like to improve a relationship that matters to me. Can you help me think about how to communicate better and feel more connected?",
  },
  {
    label: "Career Guidance",
    icon: Briefcase,
    prompt: "I'm unsure about the next step in my career. Can you help me work out what I want from my work and how to move towards it?",
  },
  {
    label: "Build Better Habits",
    icon: Repeat,
    prompt: "I want to build a healthier habit, but I keep falling off track. Can you help me make a simple plan I can actually stick to?",
  },
];
