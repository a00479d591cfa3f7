export interface StubRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  apiKey: string;
  replayed: boolean;
  at: number;
}
export interface StripeStub {
  url: string;
  port: number;
  state: { requests: StubRequest[]; [key: string]: unknown };
  close(): Promise<void>;
}
export function parseForm(text: string): Record<string, unknown>;
export function startStripeStub(options?: { port?: number; host?: string }): Promise<StripeStub>;
export function spawnStripeStub(): Promise<{ url: string; kill(): void }>;
