import { SignInRequired } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";
import { AssessmentWizard } from "./assessment-wizard";

export default function AssessmentPage() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user) {
    return <SignInRequired title="Sign In Required" description="Please sign in to take your life assessment and receive personalized AI insights." />;
  }
  // Keyed by person, so switching accounts never shows someone else's draft.
  return <AssessmentWizard key={user.id} userId={user.id} />;
}
