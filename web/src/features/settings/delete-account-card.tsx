import { PRODUCT_NAME } from "@shared/brand";
import { Trash2 } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
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
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { errorMessage } from "@/api/client";
import { useDeleteAccount } from "@/api/account/delete-account";
import { deleteAccountForm, type DeleteAccountForm } from "./settings-forms";

export function DeleteAccountCard({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountForm>({ resolver: zodResolver(deleteAccountForm), defaultValues: { password: "" } });
  const remove = useDeleteAccount();

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return; // never close mid-deletion
    setOpen(next);
    if (!next) form.reset();
  };

  const submit = (values: DeleteAccountForm) =>
    remove.mutate(values, {
      onSuccess: ({ message }) => onDeleted(message),
      onError: (err) => form.setError("root.server", { message: errorMessage(err, "We couldn't delete your account. Nothing was deleted; please try again.") }),
    });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg text-destructive">
          Danger zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes everything you have on {PRODUCT_NAME} for good: diary entries, assessments, coaching sessions, insights and shared snapshots. A paid
          subscription is cancelled straight away. This can't be undone, so download your data first if you want a copy.
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
            <Form {...form}>
              <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
                <AlertDialogHeader>
                  <AlertDialogTitle>Delete your account?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Everything you've written here is deleted permanently and your subscription, if you have one, is cancelled. Enter your password to confirm.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <FormField
                  control={form.control}
                  name="password"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Password</FormLabel>
                      <FormControl>
                        <Input type="password" autoComplete="current-password" {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                {serverError && (
                  <p role="alert" className="text-sm text-destructive">
                    {serverError}
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
            </Form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
