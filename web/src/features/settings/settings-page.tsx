import { RequireAuth } from "@/components/sign-in-required";

export default function SettingsPage() {
  return <RequireAuth><div className="mx-auto max-w-3xl px-4 py-10"><h1 className="text-2xl font-semibold">Settings</h1></div></RequireAuth>;
}
