// Coalesces calls made while a previous one runs into one call with all their items: a statement per fetched page
// (its lease) was a round trip per page, and on the embedded database every statement waits its turn on one thread.

export class Coalescer<T> {
  private waiting: { items: T[]; settle: { resolve: () => void; reject: (e: unknown) => void }[] } = { items: [], settle: [] };
  private running = false;

  constructor(private readonly send: (items: T[]) => Promise<void>) {}

  /** Resolves once a call holding `items` succeeded; rejects with that call's error. */
  add(items: T[]): Promise<void> {
    const done = new Promise<void>((resolve, reject) => {
      this.waiting.items.push(...items);
      this.waiting.settle.push({ resolve, reject });
    });
    void this.drain();
    return done;
  }

  private async drain(): Promise<void> {
    if (this.running || this.waiting.settle.length === 0) return;
    this.running = true;
    const batch = this.waiting;
    this.waiting = { items: [], settle: [] };
    try {
      await this.send(batch.items);
      for (const s of batch.settle) s.resolve();
    } catch (err) {
      for (const s of batch.settle) s.reject(err);
    } finally {
      this.running = false;
      void this.drain();
    }
  }
}
