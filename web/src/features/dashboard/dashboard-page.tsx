import { SignInRequired } from "@/components/sign-in-required";
import { displayName, useAuth } from "@/lib/auth";

export default function DashboardPage() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return <SignInRequired title="Sign In Required" description="Please sign in to see your dashboard, journal and progress." />;
  return <div className="mx-auto max-w-6xl px-4 py-10"><h1 className="text-2xl font-semibold">Welcome back, {user?.name || "there"}!</h1><p className="sr-only">{displayName(user)}</p></div>;
}
