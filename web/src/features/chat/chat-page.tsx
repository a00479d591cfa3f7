import { SignInRequired } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";

export default function ChatPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInRequired title="Sign In to Chat" description="Sign in to talk with your AI coach, any time of day." buttonLabel="Sign In to Chat" />;
  return <div className="mx-auto max-w-3xl px-4 py-10"><h1 className="text-2xl font-semibold">Let&apos;s Talk</h1></div>;
}
