import { zodResolver } from "@hookform/resolvers/zod";
import type { AuthResponse } from "@shared/contract/auth";
import { MIN_PASSWORD } from "@shared/contract/password-rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { HydratedFieldset } from "@/components/hydrated-fieldset";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { apiRequest, errorMessage } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { browserTimeZone, signUpForm, type SignUpForm } from "./auth-forms";
import { TextField } from "./text-field";

export function SignUpFormCard() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { name: "", email: "", password: "", termsAccepted: false },
  });
  const termsAccepted = form.watch("termsAccepted");

  const register = useMutation({
    mutationFn: (values: SignUpForm) =>
      apiRequest<AuthResponse>("POST", "/api/auth/register", { ...values, termsAccepted: true, timeZone: browserTimeZone() }),
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      notify({ title: "Account created!", description: "Welcome. Let's start with your life assessment.", duration: 2000 });
      navigate("/assessment");
    },
    onError: (error) =>
      notify({ title: "Registration failed", description: errorMessage(error, "Please try again with different information."), variant: "destructive" }),
  });

  const submit = (values: SignUpForm) => {
    if (!values.termsAccepted) {
      notify({ title: "Terms Required", description: "Please accept the Terms of Service to create an account.", variant: "destructive" });
      return;
    }
    register.mutate(values);
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
                    <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-4">Terms of Service</Link>
                    {" "}and understand that Clearday is coaching, not therapy.
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
