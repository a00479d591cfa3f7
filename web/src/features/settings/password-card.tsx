import type { ChangePasswordRequest } from "@shared/contract/account";
import { MIN_PASSWORD } from "@shared/contract/password-rules";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";
import { useRenewingMutation } from "./use-account";

export function PasswordCard() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useRenewingMutation<ChangePasswordRequest>("/api/account/password");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!current) return setError("Enter your current password.");
    if (next.length < MIN_PASSWORD) return setError(`Your new password must be at least ${MIN_PASSWORD} characters.`);
    if (next !== confirm) return setError("The two new passwords don't match.");
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: ({ message }) => {
          setCurrent("");
          setNext("");
          setConfirm("");
          notify({ title: "Password changed", description: message });
        },
        onError: (err) => setError(errorMessage(err, "We couldn't change your password. Please try again.")),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Password
        </CardTitle>
        <CardDescription>Changing it signs out every other device. You stay signed in here.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="current-password">Current password</Label>
            <Input id="current-password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="new-password">New password</Label>
              <Input id="new-password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} placeholder={`At least ${MIN_PASSWORD} characters`} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="confirm-new-password">Confirm new password</Label>
              <Input id="confirm-new-password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
