import { COACH_NAME } from "@shared/brand";
import { MessageCircle, Target, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";

const FEATURES = [
  {
    icon: MessageCircle,
    title: "Daily Conversations",
    text: `Talk things through with ${COACH_NAME}, your AI coach, any time of day. Reflective questions and one small next step, never judgement.`,
  },
  {
    icon: Target,
    title: "Goal Setting",
    text: "Turn what matters to you into clear, realistic goals, broken down into steps you can actually take this week.",
  },
  {
    icon: TrendingUp,
    title: "Progress Tracking",
    text: "See your streak, your mood over time and your weekly goals, so you can notice how far you've come.",
  },
] as const;

export default function CoachingPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return <SignInRequired title="Sign In to Start Coaching" description="Sign in to begin daily coaching conversations, set goals and track your progress." />;
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <header className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Daily Coaching</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Personal life coaching with {COACH_NAME}, an AI coach (not a human or a therapist), built around your days, your goals and your pace.
        </p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <f.icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="text-lg">
                  <h2>{f.title}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{f.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <Button asChild size="lg">
          <Link to="/dashboard">Start Coaching Session</Link>
        </Button>
      </div>
    </div>
  );
}
