import { zodResolver } from "@hookform/resolvers/zod";
import { PRODUCT_NAME } from "@shared/brand";
import { MIN_PASSWORD } from "@shared/contract/password-rules";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { HydratedFieldset } from "@/components/hydrated-fieldset";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { useRegister } from "@/api/auth/register";
import { errorMessage } from "@/api/client";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { browserTimeZone, signUpForm, type SignUpForm } from "./auth-forms";
import { TextField } from "./text-field";

// The strength hint and the estimator behind it load on the first character typed (about 200 KB).
// Not React.lazy: a hint that cannot load (offline) must leave the form working, not throw.
const loadHint = () => import("./password-strength-hint");
type HintModule = Awaited<ReturnType<typeof loadHint>>;

function useHint(wanted: boolean): HintModule | null {
  const [hint, setHint] = useState<HintModule | null>(null);
  useEffect(() => {
    if (!wanted || hint) return;
    let live = true;
    loadHint()
      .then((m) => live && setHint(m))
      .catch(() => {
        // No hint; the submit check and the server still refuse a common password.
      });
    return () => {
      live = false;
    };
  }, [wanted, hint]);
  return hint;
}

export function SignUpFormCard() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { name: "", email: "", password: "", termsAccepted: false },
  });
  const termsAccepted = form.watch("termsAccepted");
  const [password, name, email] = form.watch(["password", "name", "email"]);
  const userInputs = [name, email, PRODUCT_NAME];
  const hint = useHint(password.length > 0);

  const register = useRegister({
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      notify({ title: "Account created!", description: "Welcome. Let's start with your life assessment.", duration: 2000 });
      navigate("/assessment");
    },
    onError: (error) => {
      const message = errorMessage(error, "Please try again with different information.");
      // The server names the field ("password: ..."): the message goes under it too.
      const field = /^password: (.+)$/.exec(message);
      if (field?.[1]) form.setError("password", { message: field[1] }, { shouldFocus: true });
      notify({ title: "Registration failed", description: field?.[1] ?? message, variant: "destructive" });
    },
  });

  const submit = async (values: SignUpForm) => {
    if (!values.termsAccepted) {
      notify({ title: "Terms Required", description: "Please accept the Terms of Service to create an account.", variant: "destructive" });
      return;
    }
    // The same check as the server's, before asking it. Already loaded by the first key typed; if it
    // cannot load (offline), the server decides.
    const common = await loadHint()
      .then((m) => m.commonPasswordMessage(values.password, userInputs))
      .catch(() => null);
    if (common) {
      form.setError("password", { message: common }, { shouldFocus: true });
      return;
    }
    register.mutate({ ...values, termsAccepted: true, timeZone: browserTimeZone() });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <HydratedFieldset>
          <TextField control={form.control} name="name" label="Name" autoComplete="name" placeholder="What should we call you?" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
          <TextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            placeholder={`Choose a password (min ${MIN_PASSWORD} characters)`}
            hint={
              <div aria-live="polite" className="min-h-5 space-y-1.5" data-testid="password-strength">
                {password && hint && <hint.default password={password} userInputs={userInputs} fieldHasError={Boolean(form.formState.errors.password)} />}
              </div>
            }
          />
          <FormField
            control={form.control}
            name="termsAccepted"
            render={({ field }) => (
              <FormItem className="flex items-start gap-3">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} className="mt-0.5" />
                </FormControl>
                <FormLabel className="text-sm font-normal leading-snug">
                  <span>
                    I agree to the{" "}
                    <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-4">
                      Terms of Service
                    </Link>{" "}
                    and understand that Clearday is coaching, not therapy.
                  </span>
                </FormLabel>
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" size="lg" disabled={!termsAccepted || register.isPending}>
            {register.isPending ? "Creating account..." : "Create Account"}
          </Button>
        </HydratedFieldset>
      </form>
    </Form>
  );
}
