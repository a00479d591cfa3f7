import { PRODUCT_NAME } from "@shared/brand";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInFormCard } from "./sign-in-form";
import { SignUpFormCard } from "./sign-up-form";

export default function AuthPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <Button variant="ghost" asChild className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Home
        </Link>
      </Button>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>Welcome to {PRODUCT_NAME}</h1>
          </CardTitle>
          <CardDescription>A calm place to think things through, day or night.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="signin">
            <TabsList className="mb-6 grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInFormCard />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpFormCard />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="text-center text-xs text-muted-foreground">Your journal and conversations are private to you. {PRODUCT_NAME} is coaching, not therapy.</p>
    </div>
  );
}
