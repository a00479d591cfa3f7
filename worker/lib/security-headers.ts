// One source for the security headers: the Worker sets them on API responses, and the
// Vite build writes the same values into dist/_headers for the static assets.
//
// Stripe's published directives for Stripe.js and the Payment Element (docs.stripe.com/security/guide,
// "Content Security Policy"): its script and iframes come from js.stripe.com and its subdomains, redirect
// payment methods (3-D Secure) frame hooks.stripe.com, it calls api.stripe.com; the Payment Element shows
// Link, which frames and calls link.com. Leaving any out breaks the payment form only in production.
const STRIPE_JS = "https://js.stripe.com https://*.js.stripe.com";
const LINK = "https://link.com https://*.link.com";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STRIPE_JS}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com https://*.link.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  `connect-src 'self' https://api.stripe.com ${LINK}`,
  `frame-src ${STRIPE_JS} https://hooks.stripe.com ${LINK}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Permissions-Policy": 'camera=(), geolocation=(), microphone=(self), payment=(self "https://js.stripe.com")',
  "Cross-Origin-Opener-Policy": "same-origin",
};
