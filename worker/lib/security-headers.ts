// One source for the security headers: the Worker sets them on API responses, and the
// Vite build writes the same values into dist/_headers for the static assets.
const STRIPE_SCRIPT = "https://js.stripe.com";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${STRIPE_SCRIPT}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  `frame-src ${STRIPE_SCRIPT} https://hooks.stripe.com`,
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
  "Permissions-Policy": "camera=(), geolocation=(), microphone=(self), payment=(self \"https://js.stripe.com\")",
  "Cross-Origin-Opener-Policy": "same-origin",
};
