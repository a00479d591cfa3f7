import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";

interface Props {
  title: string;
  description: string;
  buttonLabel?: string;
  children?: ReactNode;
}

/** The signed-out card several pages show instead of their content. */
export function SignInRequired({ title, description, buttonLabel = "Sign In", children }: Props) {
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader>
          <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock aria-hidden />
          </div>
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild size="lg">
            <Link to="/auth">{buttonLabel}</Link>
          </Button>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}

/** Pages that simply send signed-out visitors to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children;
}
