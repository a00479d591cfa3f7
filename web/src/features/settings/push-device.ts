// This browser's side of Web Push: can it receive reminders, and its subscription. Permission is
// asked only from a click (turnOn), never on page load.

export type PushSupport = "supported" | "ios-home-screen" | "unsupported" | "dev-server";

const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
const isStandalone = () => window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const hasApis = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  // Safari on iPhone and iPad offers Web Push only to apps added to the Home Screen.
  if (isIos() && !isStandalone()) return "ios-home-screen";
  if (!hasApis) return "unsupported";
  // The service worker that shows reminders is registered by production builds only.
  if (!import.meta.env.PROD) return "dev-server";
  return "supported";
}

export class PushSetupError extends Error {}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (!existing) await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, or null (without asking anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission (call it from a click) and subscribes this browser with the server's key. */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new PushSetupError(
      permission === "denied"
        ? "Notifications are blocked for this site. Allow them in your browser's site settings, then turn reminders on again."
        : "Reminders need your permission to show notifications. Turn them on again and choose Allow.",
    );
  }
  const reg = await registration();
  const key = keyBytes(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  // A subscription made with another server key cannot be used: make a new one.
  if (sub && sub.options.applicationServerKey && new Uint8Array(sub.options.applicationServerKey).join() !== key.join()) {
    await sub.unsubscribe();
    sub = null;
  }
  try {
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushSetupError("This browser couldn't sign up for notifications just now. Check your connection and try again.");
  }
  return sub.toJSON();
}

/** Ends this browser's subscription; gives its endpoint (for the server) when it had one. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  const endpoint = sub.endpoint;
  await sub.unsubscribe().catch(() => false);
  return endpoint;
}
