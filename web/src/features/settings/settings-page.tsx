import { PRODUCT_NAME } from "@shared/brand";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RequireAuth } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { DataCard } from "./data-card";
import { DeleteAccountCard } from "./delete-account-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { RemindersCard } from "./reminders-card";
import { SessionsCard } from "./sessions-card";
import { forgetDrafts } from "@/lib/journal-drafts";

export default function SettingsPage() {
  const { user, forget } = useAuth();
  // Kept here, above RequireAuth: once signed out, this page says what happened instead of redirecting.
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);

  const onDeleted = (message: string) => {
    if (user) forgetDrafts(user.id);
    setDeletedMessage(message);
    forget();
    window.scrollTo({ top: 0 });
    notify({ title: "Account deleted", description: message });
  };

  if (deletedMessage) return <AccountDeleted message={deletedMessage} />;

  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">Settings</h1>
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium break-all text-foreground">{user?.email}</span>
          </p>
        </div>
        <ProfileCard />
        <RemindersCard />
        <PasswordCard />
        <SessionsCard />
        <DataCard />
        <DeleteAccountCard onDeleted={onDeleted} />
      </div>
    </RequireAuth>
  );
}

function AccountDeleted({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader>
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <CheckCircle2 aria-hidden />
          </div>
          <CardTitle role="heading" aria-level={1} className="text-xl">
            Your account has been deleted
          </CardTitle>
          <CardDescription role="status">{message}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-muted-foreground">
          <p>
            Thank you for the time you spent with {PRODUCT_NAME}. If you need support right now, the{" "}
            <Link to="/safety" className="underline underline-offset-4 hover:text-foreground">
              safety page
            </Link>{" "}
            lists helplines for your region, no account needed.
          </p>
          <Button asChild className="w-full">
            <Link to="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
