// Web Push in a headless browser with no push service in reach: the browser's subscription is
// made by the test (it holds the private key), the Worker sends to the local push-service stub
// (scripts/e2e.mjs), the test decrypts what arrived there and hands it to the service worker with
// the DevTools protocol (ServiceWorker.deliverPushMessage), as a push service would.
import { createECDH, randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { decryptPushBody } from "../worker/test/push-stub/server.mjs";

export interface FakePushService {
  endpoint: string;
  /** The latest message the Worker sent to this browser, decrypted. */
  lastMessage(): Promise<string | null>;
  /** Delivers a message to the page's service worker, as the push service would. */
  deliver(page: Page, data: string): Promise<void>;
}

export async function fakePushService(context: BrowserContext): Promise<FakePushService> {
  const stub = process.env.E2E_PUSH_STUB_URL;
  if (!stub) throw new Error("E2E_PUSH_STUB_URL is not set: run the specs through scripts/e2e.mjs");
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") };
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString("hex")}`;

  // Headless Chromium refuses PushManager.subscribe (it cannot register with a push service), so
  // this browser's subscription is the test's: same shape, keys the test can decrypt for.
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const FLAG = "e2e.pushSubscribed";
      const bytes = (b64url: string) =>
        Uint8Array.from(atob(b64url.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (b64url.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer;
      const subscription = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: "p256dh" | "auth") => bytes(keys[name]),
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(FLAG);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem(FLAG, "1");
        return subscription() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem(FLAG) ? subscription() : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, keys },
  );

  const path = new URL(endpoint);
  return {
    endpoint,
    async lastMessage() {
      const res = await fetch(`${stub}/__stub/requests?path=${encodeURIComponent(`/${path.hostname}${path.pathname}`)}`);
      const requests = (await res.json()) as { body: string }[];
      const last = requests.at(-1);
      return last ? decryptPushBody({ body: last.body, privateKey: ecdh.getPrivateKey("base64url"), publicKey: keys.p256dh, auth: keys.auth }) : null;
    },
    async deliver(page, data) {
      const origin = new URL(page.url()).origin;
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      const activated = new Set<string>();
      cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => registrations.push(...e.registrations));
      cdp.on("ServiceWorker.workerVersionUpdated", (e) => {
        for (const v of e.versions) if (v.status === "activated") activated.add(v.registrationId);
      });
      await cdp.send("ServiceWorker.enable");
      // A push handed to a registration whose worker is still activating can be dropped: wait
      // until its worker is activated, as a real push service only ever reaches an active one.
      const ready = () => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted && activated.has(r.registrationId));
      for (let i = 0; i < 100 && !ready(); i++) await new Promise((r) => setTimeout(r, 100));
      const registration = ready();
      if (!registration) throw new Error("no activated service worker registration for the app");
      await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registration.registrationId, data });
      await cdp.detach();
    },
  };
}

/** The notifications the app's service worker is showing. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url ?? null })),
  );

/**
 * Clicks the app's shown notification as the browser would: a `notificationclick` event runs the
 * service worker's own listener (no browser can click a system notification in a headless run).
 * The event is dispatched by the test, so its `waitUntil` is taken over to await the listener's work.
 */
export async function clickNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("the app's service worker is not running");
  await worker.evaluate(async () => {
    // The service worker's own types (lib "webworker") cannot sit beside the DOM's in one program.
    const sw = self as unknown as EventTarget & { registration: ServiceWorkerRegistration };
    const [notification] = await sw.registration.getNotifications();
    if (!notification) throw new Error("no notification is shown");
    const NotificationEvent = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    const event = new NotificationEvent("notificationclick", { notification });
    let work: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => (work = p) });
    sw.dispatchEvent(event);
    // Focusing a window needs the user activation that only a real click carries; everything
    // before it (closing the notification, messaging or opening the app) has run.
    await work.catch((e: Error) => {
      if (e.name !== "InvalidAccessError") throw e;
    });
  });
}
