import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A notebook-lined text area (lines drawn with a gradient, 2rem apart, matching the line height). */
export function LinedTextarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      {...props}
      className={cn(
        "w-full resize-none rounded-md border border-input bg-transparent px-3 text-base leading-8 outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 read-only:opacity-80",
        "bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_calc(2rem-1px),var(--color-border)_calc(2rem-1px),var(--color-border)_2rem)] bg-local [background-position-y:0.25rem] py-1",
        className,
      )}
    />
  );
}
