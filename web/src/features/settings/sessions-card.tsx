import { LogOut } from "lucide-react";
import { useState } from "react";
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
import { errorMessage } from "@/api/client";
import { notify } from "@/lib/toast";
import { useLogoutEverywhere } from "@/api/account/logout-everywhere";
import { useAuth } from "@/lib/auth";

/** Ends every token of the person; this device gets a fresh one and stays signed in (said in the UI). */
export function SessionsCard() {
  const [open, setOpen] = useState(false);
  const { signIn } = useAuth();
  const logoutEverywhere = useLogoutEverywhere();

  const confirm = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: ({ token, user, message }) => {
        // Every token has ended: this device goes on with the new one.
        signIn(token, user);
        setOpen(false);
        notify({ title: "Signed out everywhere else", description: message });
      },
      onError: (err) => {
        setOpen(false);
        notify({ title: "Couldn't sign out other devices", description: errorMessage(err, "Please try again in a moment."), variant: "destructive" });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Devices
        </CardTitle>
        <CardDescription>Lost a phone or signed in on a shared computer? Sign out every other device and browser. You stay signed in on this one.</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button variant="outline">
              <LogOut aria-hidden /> Log out everywhere else
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Sign out every other device?</AlertDialogTitle>
              <AlertDialogDescription>
                Every other phone, tablet and browser signed in to your account will be signed out and will need your password again. You stay signed in here.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button onClick={confirm} disabled={logoutEverywhere.isPending}>
                {logoutEverywhere.isPending ? "Signing out..." : "Sign out other devices"}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
