import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { HydratedFieldset } from "@/components/hydrated-fieldset";
import { Form } from "@/components/ui/form";
import { useLogin } from "@/api/auth/login";
import { errorMessage } from "@/api/client";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { signInForm, type SignInForm } from "./auth-forms";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { TextField } from "./text-field";

export function SignInFormCard() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignInForm>({ resolver: zodResolver(signInForm), defaultValues: { email: "", password: "" } });

  const login = useLogin({
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      notify({ title: "Welcome back!", description: "Good to see you again.", duration: 2000 });
      navigate("/dashboard");
    },
    onError: (error) => {
      const message = errorMessage(error, "Please check your credentials and try again.");
      notify({ title: "Sign in failed", description: message, variant: "destructive" });
      setTimeout(() => {
        window.alert(`Login Failed: ${message}\n\nTips:\n• Refresh the page and try again\n• Clear your browser storage for this site\n• Check your email and password`);
      }, 1000);
    },
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((v) => login.mutate(v))} noValidate>
        <HydratedFieldset>
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
          <TextField
            control={form.control}
            name="password"
            label="Password"
            aside={<ForgotPasswordDialog initialEmail={() => form.getValues("email")} />}
            type="password"
            autoComplete="current-password"
            placeholder="Your password"
          />
          <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
            {login.isPending ? "Signing in..." : "Sign In"}
          </Button>
        </HydratedFieldset>
      </form>
    </Form>
  );
}
