import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { AppRoutes } from "./app/routes";
import "./index.css";
import { PRERENDERED_ATTR, STALE_ATTR } from "./lib/hydration";
import { setUpOfflineSupport } from "./lib/pwa";
import { readSession } from "./lib/session";
import { makeZodJitless } from "./lib/zod-jitless";

makeZodJitless();
setUpOfflineSupport();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

// The prerendered HTML is what a signed-out visitor sees on that very path. Anyone else (signed
// in, or another path served the same file by the single-page fallback) gets a fresh render;
// theme-init.js hid the stale HTML before the first paint.
const html = document.documentElement;
if (html.getAttribute(PRERENDERED_ATTR) === location.pathname && !readSession()) {
  // A transition, so React hydrates in slices and the page answers taps in between.
  startTransition(() => {
    hydrateRoot(container, app, {
      // A mismatch is recovered from by rendering that part afresh; not worth an error in the console.
      onRecoverableError: (error) => console.warn("Hydration:", error),
    });
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
html.removeAttribute(STALE_ATTR);
