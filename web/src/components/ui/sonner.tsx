import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { useResolvedTheme } from "@/lib/theme";
import { toasterReady } from "@/lib/toast";
import { useMediaQuery } from "@/lib/use-media-query";

/**
 * The app's only toaster: one toast at a time, 5 s, close button, F8 to focus.
 * Colours come from the theme tokens so every toast keeps AA contrast.
 */
function Toaster({ style, ...props }: ToasterProps) {
  const theme = useResolvedTheme();
  // On a phone the controls people are using (send, save, the keyboard) are at the bottom; toasts
  // come from the top there, over the header, and stay bottom-right on wider screens.
  const wide = useMediaQuery("(min-width: 640px)");
  // Runs after sonner's own effect has subscribed (children's effects run first).
  React.useEffect(toasterReady, []);

  return (
    <Sonner
      theme={theme}
      className="toaster group"
      position={wide ? "bottom-right" : "top-center"}
      visibleToasts={1}
      richColors
      closeButton
      duration={5000}
      hotkey={["F8"]}
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />,
      }}
      style={
        {
          "--width": "min(420px, calc(100vw - 32px))",
          "--border-radius": "var(--radius)",
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--success-bg": "color-mix(in oklab, var(--success) 10%, var(--popover))",
          "--success-text": "var(--success)",
          "--success-border": "color-mix(in oklab, var(--success) 30%, var(--popover))",
          "--info-bg": "color-mix(in oklab, var(--primary) 10%, var(--popover))",
          "--info-text": "var(--primary)",
          "--info-border": "color-mix(in oklab, var(--primary) 30%, var(--popover))",
          "--warning-bg": "color-mix(in oklab, var(--warm) 18%, var(--popover))",
          "--warning-text": "var(--accent-foreground)",
          "--warning-border": "color-mix(in oklab, var(--warm) 45%, var(--popover))",
          "--error-bg": "color-mix(in oklab, var(--destructive) 10%, var(--popover))",
          "--error-text": "var(--destructive)",
          "--error-border": "color-mix(in oklab, var(--destructive) 30%, var(--popover))",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
