// The app's pages and their tab titles. The browser's router renders them (web/src/app/routes.tsx,
// held to this list by a test), the layout names the tab from it, and the Worker answers any other
// path with the 404 page and the 404 status.
import { PRODUCT_NAME } from "./brand";

export const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/": `${PRODUCT_NAME}: AI life coaching and journaling`,
  "/auth": "Sign in",
  "/reset-password": "Reset your password",
  "/assessment": "Life assessment",
  "/assessment-followup": "Follow-up questions",
  "/assessment-results": "Your results",
  "/enhanced-results": "Your coaching plan",
  "/dashboard": "Dashboard",
  "/chat": "Chat with Mindy",
  "/diary": "My Diary",
  "/coaching": "Coaching",
  "/insights": "Insights",
  "/pricing": "Pricing",
  "/settings": "Settings",
  "/safety": "Safety and crisis support",
  "/terms": "Terms of Service",
  "/cookies": "Cookies",
  "/disclaimer": "Disclaimer",
  "/privacy": "Privacy Policy",
  "/about": "About",
  "/contact": "Contact",
  "/help": "Help Center",
  "/community": "Community",
  "/resources": "Resources",
};

export const NOT_FOUND_TITLE = "Page not found";

/** A path without its trailing slash ("/" stays "/"). */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export const isAppPage = (path: string) => Object.hasOwn(PAGE_TITLES, normalise(path));

/** The tab title for a path: "<page> · Clearday", the home page's own, or the 404 page's. */
export function pageTitle(path: string): string {
  const p = normalise(path);
  if (p === "/") return PAGE_TITLES["/"]!;
  return `${isAppPage(p) ? PAGE_TITLES[p] : NOT_FOUND_TITLE} · ${PRODUCT_NAME}`;
}
