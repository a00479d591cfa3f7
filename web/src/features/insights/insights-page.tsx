import { SignInRequired } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";

export default function InsightsPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInRequired title="Sign In to View Insights" description="Your daily insights and patterns appear here once you sign in." />;
  return <div className="mx-auto max-w-5xl px-4 py-10"><h1 className="text-2xl font-semibold">Insights</h1></div>;
}
