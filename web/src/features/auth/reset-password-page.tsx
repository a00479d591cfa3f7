import { MIN_PASSWORD } from "@shared/contract/password-rules";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useResetPassword } from "@/api/auth/reset-password";
import { errorMessage } from "@/api/client";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { signIn } = useAuth();
  const navigate = useNavigate();

  const reset = useResetPassword({
    onSuccess: ({ token: fresh, user }) => {
      signIn(fresh, user);
      notify({ title: "Password changed", description: "You're signed in. Other devices have been signed out." });
      navigate("/dashboard");
    },
    onError: (err) => setError(errorMessage(err, "We couldn't reset your password. Please try again.")),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD) return setError(`Password must be at least ${MIN_PASSWORD} characters.`);
    if (password !== confirm) return setError("The two passwords don't match.");
    setError(null);
    reset.mutate({ token, password });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>{token ? "The link works once and expires an hour after it was sent." : "This page needs the link from your reset email."}</CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <form onSubmit={submit} className="space-y-4" noValidate>
              <div className="space-y-2">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  placeholder="Choose a password (min 6 characters)"
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor="confirm-password">Confirm new password</Label>
                <Input id="confirm-password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? "Saving..." : "Set new password"}
              </Button>
            </form>
          ) : (
            <Button asChild className="w-full">
              <Link to="/auth">Back to sign in</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
