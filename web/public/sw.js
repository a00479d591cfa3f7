// Clearday's service worker, hand-written (no build plugin). It makes the app open and the diary
// usable without a network; it never stores anything a person wrote (drafts live in localStorage,
// API answers are never cached). docs/decisions/0043-installable-app-and-offline-drafts.md.
//
//   navigations   network first; a good answer refreshes the cached shell; offline: the cached shell
//   /assets/*     cache first (file names carry a content hash, so a cached file is never stale)
//   /api/*        never touched: always the network, never cached
//   other files   (icons, manifest, theme script) network first, cache as the fallback
//
// The shell is index.html plus the files it references, found by reading the HTML itself at
// install and after each successful navigation, so a new deploy is picked up on the next visit.

const SHELL_CACHE = "clearday-shell-v1";
const ASSET_CACHE = "clearday-assets-v1";
const KNOWN_CACHES = [SHELL_CACHE, ASSET_CACHE];
const SHELL_URL = "/";
/** Hashed chunks pile up across deploys; keep the newest this many. */
const MAX_ASSETS = 120;

const isApi = (url) => url.pathname === "/api" || url.pathname.startsWith("/api/");

/** Same-origin files index.html references (scripts, styles, preloads, icons, manifest). */
function referencedFiles(html) {
  const files = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/[^"#?]*)"/g)) {
    const path = match[1];
    if (path !== "/" && !path.startsWith("/api/")) files.add(path);
  }
  return [...files];
}

async function cacheShell(response) {
  const html = await response.clone().text();
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(SHELL_URL, response.clone());
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    referencedFiles(html).map(async (path) => {
      const cache = path.startsWith("/assets/") ? assets : shell;
      if (path.startsWith("/assets/") && (await cache.match(path))) return;
      try {
        const res = await fetch(path, { cache: "no-cache" });
        if (res.ok) await cache.put(path, res);
      } catch {
        // Offline in the middle: the next visit fills the gap.
      }
    }),
  );
  await trimAssets();
}

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  // Cache keys keep insertion order: the oldest go first.
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const res = await fetch(SHELL_URL, { cache: "no-cache" });
      if (res.ok) await cacheShell(res);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN_CACHES.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function navigate(event) {
  try {
    const res = await fetch(event.request);
    // Every app route answers with index.html (single-page fallback): keep the newest copy.
    if (res.ok && (res.headers.get("Content-Type") ?? "").includes("text/html")) event.waitUntil(cacheShell(res.clone()));
    return res;
  } catch (err) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw err;
  }
}

// Cache writes happen after the answer is returned (waitUntil): Cache Storage writes queue up, and
// waiting for each one before answering made the first visit under the worker seconds slower.
async function cacheFirst(event) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const res = await fetch(event.request);
  if (res.ok) event.waitUntil(cache.put(event.request, res.clone()));
  return res;
}

async function networkFirst(event) {
  try {
    const res = await fetch(event.request);
    if (res.ok) {
      const copy = res.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(event.request, copy)));
    }
    return res;
  } catch (err) {
    const hit = await caches.match(event.request, { cacheName: SHELL_CACHE });
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return; // the browser handles it, uncached
  if (request.mode === "navigate") return event.respondWith(navigate(event));
  if (url.pathname.startsWith("/assets/")) return event.respondWith(cacheFirst(event));
  if (url.pathname === "/sw.js") return;
  event.respondWith(networkFirst(event));
});

// ---- Reminders (Web Push) ----
// The server's payload is JSON {kind, title, body, url, tag}: fixed, gentle texts, never anything
// the person wrote. A click opens the diary overlay (or the safety page, for a check-in reminder)
// in an open window of the app, or in a new one.

const DEFAULT_REMINDER = { title: "Clearday", body: "Your diary is here whenever you are.", url: "/?diary=open", tag: "clearday-reminder" };

/** Only paths of this app: a push can never send a click elsewhere. */
function appPath(url) {
  try {
    const u = new URL(url, self.location.origin);
    return u.origin === self.location.origin ? u.pathname + u.search : DEFAULT_REMINDER.url;
  } catch {
    return DEFAULT_REMINDER.url;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === "string" && data.title ? data.title : DEFAULT_REMINDER.title;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" && data.body ? data.body : DEFAULT_REMINDER.body,
      tag: typeof data.tag === "string" && data.tag ? data.tag : DEFAULT_REMINDER.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: appPath(data.url ?? DEFAULT_REMINDER.url), kind: data.kind ?? "reminder" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = appPath(event.notification.data?.url ?? DEFAULT_REMINDER.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        // The app opens the overlay (or the page) itself, without a reload: nothing typed is lost.
        open.postMessage({ type: "clearday:open", url: path });
        return open.focus();
      }
      return self.clients.openWindow(path);
    })(),
  );
});
