// Pages come from the static assets (prerendered HTML, or the SPA's index.html for the others).
// A path that is no page of the app gets the same HTML, whose router shows the 404 page, with
// status 404, so links checkers, crawlers and caches see the truth.
import { isAppPage } from "../../shared/pages";

const FILE = /\/[^/]*\.[a-z0-9]+$/i;

export async function servePage(request: Request, assets: Fetcher): Promise<Response> {
  const path = new URL(request.url).pathname;
  const res = await assets.fetch(request);
  if ((request.method !== "GET" && request.method !== "HEAD") || FILE.test(path) || isAppPage(path) || res.status !== 200) return res;
  return new Response(request.method === "HEAD" ? null : res.body, { status: 404, statusText: "Not Found", headers: res.headers });
}
