import { RequireAuth } from "@/components/sign-in-required";

export default function FollowupPage() {
  return <RequireAuth><div className="mx-auto max-w-3xl px-4 py-10" /></RequireAuth>;
}
