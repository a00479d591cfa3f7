import { SignInRequired } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";

export default function DiaryPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInRequired title="Sign In to Start Journaling" description="Create your free account" />;
  return <div className="mx-auto max-w-5xl px-4 py-10"><h1 className="text-2xl font-semibold">My Diary</h1></div>;
}
