import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { useForgotPassword } from "@/api/auth/forgot-password";
import { errorMessage } from "@/api/client";
import { notify } from "@/lib/toast";
import { forgotPasswordForm, type ForgotPasswordForm } from "./auth-forms";
import { TextField } from "./text-field";

interface Props {
  /** The email typed so far in the sign-in form; the dialog opens with it filled in. */
  initialEmail?: () => string;
}

export function ForgotPasswordDialog({ initialEmail }: Props) {
  const [open, setOpen] = useState(false);
  const form = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: "" } });

  const send = useForgotPassword({
    onSuccess: () => {
      notify({ title: "Reset link sent!", description: "If an account exists for that email, a link is on its way. It works for 1 hour." });
      form.reset({ email: "" });
      setOpen(false);
    },
    onError: (error) => {
      const message = errorMessage(error, "Please try again later.");
      // Under the field, where the person is looking (and announced with it), as well as the toast.
      form.setError("email", { message: `Error sending reset email: ${message}` }, { shouldFocus: true });
      notify({ title: "Error sending reset email", description: message, variant: "destructive" });
    },
  });

  const onOpenChange = (next: boolean) => {
    if (next) {
      send.reset();
      form.reset({ email: initialEmail?.().trim() ?? "" });
    }
    setOpen(next);
  };

  const submit = (e: FormEvent) => {
    // The dialog is portalled out of the sign-in form's DOM but not out of its React tree: keep
    // this submit from reaching the sign-in form.
    e.stopPropagation();
    void form.handleSubmit((v) => send.mutate({ email: v.email }))(e);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto p-0 text-sm">
          Forgot your password?
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reset Your Password</DialogTitle>
          <DialogDescription>Enter the email you signed up with and we'll send you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
            <DialogFooter className="gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? "Sending..." : "Send Reset Link"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
