// Prints a new Web Push VAPID key pair for production secrets:
//   node scripts/vapid-keys.mjs
// then `npx wrangler secret put VAPID_PUBLIC_KEY` and `... VAPID_PRIVATE_KEY` with the two values.
import { vapidKeys } from "./lib/env.mjs";

const { publicKey, privateKey } = vapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
