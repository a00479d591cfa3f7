import { SignInRequired } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";

export default function CoachingPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInRequired title="Sign In to Start Coaching" description="Sign in to begin daily coaching conversations, set goals and track your progress." />;
  return <div className="mx-auto max-w-5xl px-4 py-10"><h1 className="text-2xl font-semibold">Daily Coaching</h1></div>;
}
