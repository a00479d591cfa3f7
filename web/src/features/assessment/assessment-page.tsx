import { SignInRequired } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";

export default function AssessmentPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return <SignInRequired title="Sign In Required" description="Please sign in to take your life assessment and receive personalized AI insights." />;
  }
  return <div className="mx-auto max-w-3xl px-4 py-10"><h1 className="text-2xl font-semibold">Life Assessment</h1></div>;
}
