import { PRODUCT_NAME } from "@shared/brand";
import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api";
import { useDeleteAccount } from "./use-account";

export function DeleteAccountCard({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return; // never close mid-deletion
    setOpen(next);
    if (!next) {
      setPassword("");
      setError(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError("Enter your password to confirm.");
    setError(null);
    remove.mutate(password, {
      onSuccess: ({ message }) => onDeleted(message),
      onError: (err) => setError(errorMessage(err, "We couldn't delete your account. Nothing was deleted; please try again.")),
    });
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg text-destructive">
          Danger zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes everything you have on {PRODUCT_NAME} for good: diary entries, assessments, coaching sessions, insights and shared
          snapshots. A paid subscription is cancelled straight away. This can't be undone, so download your data first if you want a copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={changeOpen}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden /> Delete account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form onSubmit={submit} noValidate className="grid gap-4">
              <AlertDialogHeader>
                <AlertDialogTitle>Delete your account?</AlertDialogTitle>
                <AlertDialogDescription>
                  Everything you've written here is deleted permanently and your subscription, if you have one, is cancelled. Enter your password to confirm.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <div className="space-y-2">
                <Label htmlFor="delete-password">Password</Label>
                <Input
                  id="delete-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "delete-error" : undefined}
                />
              </div>
              {error && (
                <p id="delete-error" role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <AlertDialogFooter>
                <AlertDialogCancel type="button" disabled={remove.isPending}>
                  Keep my account
                </AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={remove.isPending}>
                  {remove.isPending ? "Deleting..." : "Delete my account"}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
