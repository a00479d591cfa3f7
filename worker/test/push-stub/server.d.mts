export function decryptPushBody(input: { body: string; privateKey: string; publicKey?: string; auth: string }): string;
export function startPushStub(port?: number): Promise<{ url: string; close: () => Promise<void> }>;
export function spawnPushStub(): Promise<{ url: string; kill: () => void }>;
