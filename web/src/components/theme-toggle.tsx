import * as React from "react";
import { MoonIcon, SunIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { setTheme, useResolvedTheme } from "@/lib/theme";
import { cn } from "@/lib/utils";

/** Icon button switching between light and dark (an explicit choice, stored). */
function ThemeToggle({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const resolved = useResolvedTheme();
  const isDark = resolved === "dark";

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      data-slot="theme-toggle"
      aria-label="Toggle dark mode"
      aria-pressed={isDark}
      title={isDark ? "Switch to light mode" : "Switch to dark mode"}
      className={cn("rounded-full", className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setTheme(isDark ? "light" : "dark");
      }}
      {...props}
    >
      {isDark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}

export { ThemeToggle };
