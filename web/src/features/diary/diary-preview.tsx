// /diary signed out: a blurred picture of the diary behind a sign-in invitation.
import { promptSetFor } from "@shared/diary";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function DiaryPreview() {
  return (
    <div className="relative mx-auto max-w-5xl px-4 py-10">
      <div aria-hidden className="pointer-events-none grid select-none gap-4 blur-sm md:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-2xl border bg-card p-6">
          {promptSetFor(new Date()).map((p) => (
            <div key={p.title} className="rounded-xl border p-3">
              <p className="font-medium">{p.title}</p>
              <p className="text-sm text-muted-foreground">{p.prompt}</p>
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border bg-card p-6">
          <p className="font-serif text-xl font-semibold">My Diary</p>
          <div className="h-64 rounded-md border bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_calc(2rem-1px),var(--color-border)_calc(2rem-1px),var(--color-border)_2rem)]" />
        </div>
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <Card className="w-full max-w-sm text-center shadow-lg">
          <CardHeader>
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Lock aria-hidden />
            </div>
            <CardTitle className="text-xl">
              <h1>Your private diary</h1>
            </CardTitle>
            <CardDescription>Daily prompts, moods and gentle reflections, kept just for you.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Button asChild size="lg">
              <Link to="/auth">Sign In to Start Journaling</Link>
            </Button>
            <Button asChild variant="link">
              <Link to="/auth">Create your free account</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
