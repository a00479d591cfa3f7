// A local stand-in for the few Stripe HTTP endpoints Clearday uses, for Worker tests and e2e runs
// (no network here, and tests must not touch a real account). The real `stripe` SDK talks to it via
// STRIPE_API_BASE. It keeps objects in memory, replays idempotent POSTs like Stripe does, and records
// every request so tests can check idempotency keys.
//
// Failure modes, chosen by the secret key so parallel tests don't disturb each other:
//   a key containing "fail500" gets 500 api_error answers; "hang" gets no answer at all.
//   (e2e, whose key is fixed: creating a customer whose email contains "fail500" gets a 500.)
//
// Test controls (not Stripe): POST /__stub/subscriptions/:id {status, cancel_at_period_end, cancel_at,
// current_period_start, current_period_end, price} changes a subscription as Stripe would after a payment or cancellation;
// POST /__stub/confirm {client_secret} is the browser confirming a payment/setup intent (Stripe.js):
// the first invoice is paid and the subscription turns trialing or active; GET /__stub/requests lists
// what was asked; GET /__stub/portal-sessions lists the billing portal sessions (with their return_url).
//
// CLI: node worker/test/stripe-stub/server.mjs [--port 12111]
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding ("items[0][price]=x&expand[0]=y") back into objects and arrays. */
export function parseForm(text) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  // Objects whose keys are all 0..n become arrays.
  const fix = (v) => {
    if (!v || typeof v !== "object") return v;
    const keys = Object.keys(v);
    const arrayLike = keys.length > 0 && keys.every((k, i) => String(i) === k || /^\d+$/.test(k));
    const fixed = Object.fromEntries(keys.map((k) => [k, fix(v[k])]));
    return arrayLike ? keys.sort((a, b) => a - b).map((k) => fixed[k]) : fixed;
  };
  return fix(root);
}

const stripeError = (status, type, message, code) => ({ status, body: { error: { type, message, ...(code && { code }) } } });
const missing = (what, id) => stripeError(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing");

export function createStripeStub() {
  const state = {
    customers: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    portalSessions: [],
    /** { method, path, idempotencyKey, apiKey, replayed } */
    requests: [],
    idempotency: new Map(),
  };

  const expandList = (params) => [].concat(params.expand ?? []);

  function renderSubscription(sub, expand = []) {
    const invoice = state.invoices.get(sub.latest_invoice);
    const out = structuredClone(sub);
    if (invoice && expand.some((e) => e === "latest_invoice" || e.startsWith("latest_invoice."))) {
      out.latest_invoice = structuredClone(invoice);
      if (!expand.includes("latest_invoice.confirmation_secret")) delete out.latest_invoice.confirmation_secret;
    }
    if (!expand.includes("pending_setup_intent") && out.pending_setup_intent) out.pending_setup_intent = out.pending_setup_intent.id;
    return out;
  }

  function priceAmount(id, fallback) {
    return state.prices.get(id)?.unit_amount ?? fallback;
  }

  function createSubscription(params) {
    const customer = state.customers.get(params.customer);
    if (!customer) return missing("customer", params.customer);
    const items = [].concat(params.items ?? []);
    if (items.length !== 1 || !/^price_/.test(items[0]?.price ?? "")) {
      return stripeError(400, "invalid_request_error", "Stub: exactly one item with a price_ id is supported.");
    }
    const priceId = items[0].price;
    const trialDays = Number(params.trial_period_days ?? 0);
    const created = now();
    const periodEnd = created + (trialDays > 0 ? trialDays : 30) * DAY;
    const extra = [].concat(params.add_invoice_items ?? []).reduce((sum, item) => sum + priceAmount(item.price, 499), 0);
    const due = trialDays > 0 ? extra : priceAmount(priceId, 1999) + extra;
    const id = newId("sub");
    const invoiceId = newId("in");
    const paymentIntent = newId("pi");
    state.invoices.set(invoiceId, {
      id: invoiceId,
      object: "invoice",
      customer: customer.id,
      amount_due: due,
      status: due > 0 ? "open" : "paid",
      parent: { type: "subscription_details", subscription_details: { subscription: id } },
      confirmation_secret: due > 0 ? { type: "payment_intent", client_secret: `${paymentIntent}_secret_${randomBytes(8).toString("hex")}` } : null,
    });
    const setupIntent = due > 0 ? null : { id: newId("seti"), object: "setup_intent", client_secret: `seti_${randomBytes(8).toString("hex")}_secret_x` };
    const sub = {
      id,
      object: "subscription",
      customer: customer.id,
      status: due > 0 ? "incomplete" : trialDays > 0 ? "trialing" : "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created,
      trial_end: trialDays > 0 ? periodEnd : null,
      discounts: [],
      metadata: { ...(params.metadata ?? {}) },
      latest_invoice: invoiceId,
      pending_setup_intent: setupIntent,
      payment_behavior: params.payment_behavior,
      add_invoice_items: [].concat(params.add_invoice_items ?? []),
      items: {
        object: "list",
        data: [
          { id: newId("si"), object: "subscription_item", price: { id: priceId, object: "price" }, quantity: 1, current_period_start: created, current_period_end: periodEnd },
        ],
      },
    };
    state.subscriptions.set(id, sub);
    return { status: 200, body: renderSubscription(sub, expandList(params)) };
  }

  function updateSubscription(sub, params) {
    if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end === "true";
    if (params.metadata) Object.assign(sub.metadata, params.metadata);
    if (params.discounts) sub.discounts = [].concat(params.discounts).map((d) => ({ id: newId("di"), object: "discount", coupon: d.coupon }));
    return { status: 200, body: renderSubscription(sub, expandList(params)) };
  }

  /** The router: returns { status, body } for a Stripe call. */
  function route(method, path, params) {
    const parts = path.split("/").filter(Boolean); // ["v1", "subscriptions", "sub_x"]
    const [, resource, id, sub2] = parts;
    if (parts[0] !== "v1") return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);

    if (resource === "customers") {
      // For e2e, where the key is fixed: a person whose email says "fail500" meets a Stripe outage.
      if (method === "POST" && !id && String(params.email ?? "").includes("fail500")) {
        return stripeError(500, "api_error", "Stub: simulated Stripe outage.");
      }
      if (method === "POST" && !id) {
        const customer = { id: newId("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {} };
        state.customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      if (method === "GET" && id) return state.customers.has(id) ? { status: 200, body: state.customers.get(id) } : missing("customer", id);
      if (method === "GET" && !id) {
        // Stripe's list filter by exact email (case-sensitive), newest first.
        const data = [...state.customers.values()].filter((c) => params.email === undefined || c.email === params.email).reverse();
        const limit = Number(params.limit ?? 10);
        return { status: 200, body: { object: "list", data: data.slice(0, limit), has_more: data.length > limit, url: "/v1/customers" } };
      }
      if (method === "POST" && id) {
        const customer = state.customers.get(id);
        if (!customer) return missing("customer", id);
        if (params.metadata) customer.metadata = { ...customer.metadata, ...params.metadata };
        if (params.email !== undefined) customer.email = params.email;
        return { status: 200, body: customer };
      }
    }

    if (resource === "subscriptions") {
      if (method === "POST" && !id) return createSubscription(params);
      const sub = id && state.subscriptions.get(id);
      if (!sub) return missing("subscription", id);
      if (method === "GET") return { status: 200, body: renderSubscription(sub, expandList(params)) };
      if (method === "POST" && !sub2) return updateSubscription(sub, params);
      if (method === "DELETE") {
        sub.status = "canceled";
        sub.canceled_at = now();
        return { status: 200, body: renderSubscription(sub, expandList(params)) };
      }
    }

    if (resource === "invoices" && method === "GET" && id) {
      return state.invoices.has(id) ? { status: 200, body: state.invoices.get(id) } : missing("invoice", id);
    }

    if (resource === "billing_portal" && id === "sessions" && method === "POST") {
      if (!state.customers.has(params.customer)) return missing("customer", params.customer);
      const session = {
        id: newId("bps"),
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString("hex")}`,
      };
      state.portalSessions.push(session);
      return { status: 200, body: session };
    }

    // For scripts/stripe-setup.mjs: products and coupons with our own ids, prices by lookup key.
    if (resource === "products") {
      if (method === "GET" && id) return state.products.has(id) ? { status: 200, body: state.products.get(id) } : missing("product", id);
      if (method === "POST" && !id) {
        const product = { id: params.id ?? newId("prod"), object: "product", name: params.name, active: true, metadata: params.metadata ?? {} };
        if (state.products.has(product.id)) return stripeError(400, "invalid_request_error", "Product already exists.", "resource_already_exists");
        state.products.set(product.id, product);
        return { status: 200, body: product };
      }
    }
    if (resource === "prices") {
      if (method === "GET" && !id) {
        const keys = [].concat(params.lookup_keys ?? []);
        const data = [...state.prices.values()].filter((p) => p.active && keys.includes(p.lookup_key));
        return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/prices" } };
      }
      if (method === "POST" && !id) {
        if (!state.products.has(params.product)) return missing("product", params.product);
        if (params.transfer_lookup_key === "true") for (const p of state.prices.values()) if (p.lookup_key === params.lookup_key) p.lookup_key = null;
        const price = {
          id: newId("price"),
          object: "price",
          active: true,
          product: params.product,
          currency: params.currency,
          unit_amount: Number(params.unit_amount),
          lookup_key: params.lookup_key ?? null,
          recurring: params.recurring ? { interval: params.recurring.interval } : null,
          type: params.recurring ? "recurring" : "one_time",
        };
        state.prices.set(price.id, price);
        return { status: 200, body: price };
      }
    }
    if (resource === "coupons") {
      if (method === "GET" && id) return state.coupons.has(id) ? { status: 200, body: state.coupons.get(id) } : missing("coupon", id);
      if (method === "POST" && !id) {
        const coupon = {
          id: params.id ?? newId("coupon"),
          object: "coupon",
          name: params.name,
          amount_off: Number(params.amount_off),
          currency: params.currency,
          duration: params.duration,
          applies_to: params.applies_to ?? null,
          valid: true,
        };
        if (state.coupons.has(coupon.id)) return stripeError(400, "invalid_request_error", "Coupon already exists.", "resource_already_exists");
        state.coupons.set(coupon.id, coupon);
        return { status: 200, body: coupon };
      }
    }
    return stripeError(404, "invalid_request_error", `Stub: unsupported request ${method} ${path}`);
  }

  /** What Stripe does once the browser confirms the first payment (or setup): the invoice is paid and the subscription goes live. */
  function confirmIntent(clientSecret) {
    for (const sub of state.subscriptions.values()) {
      const invoice = state.invoices.get(sub.latest_invoice);
      const paysInvoice = invoice?.confirmation_secret?.client_secret === clientSecret;
      if (!paysInvoice && sub.pending_setup_intent?.client_secret !== clientSecret) continue;
      if (sub.status !== "incomplete" && sub.status !== "trialing" && sub.status !== "active") {
        return { status: 400, body: { error: `subscription ${sub.id} is ${sub.status}` } };
      }
      if (paysInvoice) invoice.status = "paid";
      if (sub.status === "incomplete") sub.status = sub.trial_end ? "trialing" : "active";
      return { status: 200, body: renderSubscription(sub) };
    }
    return { status: 404, body: { error: "no subscription with that client secret" } };
  }

  /** Test-only controls. */
  function control(method, path, body) {
    if (method === "GET" && path === "/__stub/requests") return { status: 200, body: state.requests };
    if (method === "GET" && path === "/__stub/portal-sessions") return { status: 200, body: state.portalSessions };
    if (method === "POST" && path === "/__stub/confirm") return confirmIntent(body.client_secret);
    const m = path.match(/^\/__stub\/subscriptions\/([^/]+)$/);
    if (method === "POST" && m) {
      const sub = state.subscriptions.get(m[1]);
      if (!sub) return { status: 404, body: { error: "no such subscription" } };
      if (body.status) sub.status = body.status;
      if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end;
      if (body.cancel_at !== undefined) sub.cancel_at = body.cancel_at;
      if (body.current_period_end !== undefined) sub.items.data[0].current_period_end = body.current_period_end;
      if (body.current_period_start !== undefined) sub.items.data[0].current_period_start = body.current_period_start;
      if (body.price) sub.items.data[0].price = { id: body.price, object: "price" };
      if (body.status === "canceled") sub.canceled_at = now();
      return { status: 200, body: renderSubscription(sub) };
    }
    return { status: 404, body: { error: `no stub control ${method} ${path}` } };
  }

  async function handle(req, res) {
    const url = new URL(req.url, "http://stub");
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    const send = ({ status, body }, headers = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req"), ...headers });
      res.end(JSON.stringify(body));
    };

    if (url.pathname.startsWith("/__stub/")) return send(control(req.method, url.pathname, text ? JSON.parse(text) : {}));

    const apiKey = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const idempotencyKey = req.headers["idempotency-key"] ?? null;
    const record = { method: req.method, path: url.pathname, idempotencyKey, apiKey, replayed: false, at: Date.now() };
    state.requests.push(record);
    if (!apiKey.startsWith("sk_")) return send(stripeError(401, "invalid_request_error", "Invalid API Key provided."));
    if (apiKey.includes("hang")) return; // never answer; the client's timeout must fire
    if (apiKey.includes("fail500")) return send(stripeError(500, "api_error", "Stub: simulated Stripe outage."), { "Stripe-Should-Retry": "false" });

    const params = req.method === "GET" || req.method === "DELETE" ? parseForm(url.search.slice(1)) : parseForm(text);
    if (req.method === "POST" && idempotencyKey) {
      const slot = `${apiKey}:${idempotencyKey}`;
      const previous = state.idempotency.get(slot);
      if (previous) {
        if (previous.path !== url.pathname || previous.text !== text) {
          return send(stripeError(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with."));
        }
        record.replayed = true;
        return send(previous.result, { "Idempotent-Replayed": "true" });
      }
      const result = route(req.method, url.pathname, params);
      state.idempotency.set(slot, { path: url.pathname, text, result: structuredClone(result) });
      return send(result);
    }
    return send(route(req.method, url.pathname, params));
  }

  return { state, handle, route };
}

/** Starts the stub on 127.0.0.1 (port 0: any free port). */
export async function startStripeStub({ port = 0, host = "127.0.0.1" } = {}) {
  const stub = createStripeStub();
  const sockets = new Set();
  const server = createServer((req, res) => {
    stub.handle(req, res).catch((err) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: `Stub crashed: ${err?.message}` } }));
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    port: address.port,
    state: stub.state,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Runs the stub in a child process (for callers that block their own event loop); resolves with its URL. */
export function spawnStripeStub() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) resolve({ url: m[1], kill: () => child.kill() });
    });
    child.once("exit", (code) => reject(new Error(`Stripe stub exited (${code})`)));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const i = process.argv.indexOf("--port");
  const stub = await startStripeStub({ port: i > 0 ? Number(process.argv[i + 1]) : 12111 });
  console.log(`Stripe stub listening on ${stub.url}`);
}
