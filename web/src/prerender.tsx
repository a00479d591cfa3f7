// Build-time render of the public pages a visitor lands on first (scripts/lib/vite-prerender.mjs):
// their HTML paints before any JavaScript has run, and main.tsx hydrates it.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { AppRoutes } from "./app/routes";

/** Signed-out, light-mode pages that need no data from the API to show their content. */
export const PRERENDERED_PATHS = ["/", "/auth", "/pricing", "/safety", "/privacy", "/terms", "/about"];

/** The HTML inside #root for one path. Waits for every lazily loaded page to render. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // Never split a page into pieces revealed by inline scripts (the CSP allows none).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
