import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The eyebrow + heading + lead that opens each home-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  align = "center",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  align?: "center" | "left";
  children?: ReactNode;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" ? "mx-auto text-center" : "text-left")}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{children}</p>}
    </div>
  );
}
