/** A small push queue that is also an async iterable (single consumer): a streamed reply's sentences. */
export class ChunkQueue implements AsyncIterable<string> {
  private items: string[] = [];
  private done = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;

  push(s: string): void {
    if (this.done || s === "") return;
    this.items.push(s);
    this.notify();
  }
  end(): void {
    this.done = true;
    this.notify();
  }
  fail(err: unknown): void {
    this.error = err;
    this.done = true;
    this.notify();
  }
  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift() as string;
        continue;
      }
      if (this.error) throw this.error;
      if (this.done) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
