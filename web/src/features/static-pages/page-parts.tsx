import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The top of a static page: an eyebrow, the one h1 and a short lead. */
export function PageHeader({ eyebrow, title, lead, icon }: { eyebrow?: string; title: string; lead?: ReactNode; icon?: ReactNode }) {
  return (
    <header className="space-y-3">
      {eyebrow && (
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          {icon}
          {eyebrow}
        </p>
      )}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead && <p className="text-lg text-muted-foreground text-pretty">{lead}</p>}
    </header>
  );
}

/** A titled card of prose; `id` makes it a link target (scroll-margin clears the sticky header). */
export function ProseCard({ id, title, icon, children, className }: { id?: string; title: string; icon?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Card id={id} aria-labelledby={headingId} role={id ? "region" : undefined} tabIndex={id ? -1 : undefined} className={cn("scroll-mt-24 gap-4 focus:outline-none", className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-3 text-lg leading-snug">
          {icon && <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>}
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-[0.95rem] leading-relaxed text-muted-foreground [&_strong]:font-medium [&_strong]:text-foreground [&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </CardContent>
    </Card>
  );
}

/** The wrapper every static page shares. */
export function StaticPage({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <div className={cn("mx-auto px-4 py-10 sm:py-14", wide ? "max-w-5xl" : "max-w-3xl")}>{children}</div>;
}
