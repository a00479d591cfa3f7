import { zodResolver } from "@hookform/resolvers/zod";
import { MIN_PASSWORD } from "@shared/contract/password-rules";
import { useForm, type Control } from "react-hook-form";
import { useChangePassword } from "@/api/account/change-password";
import { errorMessage } from "@/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { passwordForm, type PasswordForm } from "./settings-forms";

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirm: "" };

export function PasswordCard() {
  const { signIn } = useAuth();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordForm), defaultValues: EMPTY });
  const change = useChangePassword();

  const submit = ({ currentPassword, newPassword }: PasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ token, user, message }) => {
          // Every older token has ended: this device goes on with the new one.
          signIn(token, user);
          form.reset(EMPTY);
          notify({ title: "Password changed", description: message });
        },
        onError: (err) => form.setError("root.server", { message: errorMessage(err, "We couldn't change your password. Please try again.") }),
      },
    );

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Password
        </CardTitle>
        <CardDescription>Changing it signs out every other device. You stay signed in here.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate>
            <PasswordField control={form.control} name="currentPassword" label="Current password" autoComplete="current-password" />
            <div className="grid gap-4 sm:grid-cols-2">
              <PasswordField control={form.control} name="newPassword" label="New password" autoComplete="new-password" placeholder={`At least ${MIN_PASSWORD} characters`} />
              <PasswordField control={form.control} name="confirm" label="Confirm new password" autoComplete="new-password" />
            </div>
            {serverError && (
              <p role="alert" className="text-sm text-destructive">
                {serverError}
              </p>
            )}
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

interface PasswordFieldProps {
  control: Control<PasswordForm>;
  name: keyof PasswordForm;
  label: string;
  autoComplete: string;
  placeholder?: string;
}

function PasswordField({ control, name, label, ...input }: PasswordFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="password" {...input} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
