// A counting semaphore: the global limit on requests in flight across all crawls of a process.
export class Semaphore {
  private waiting: (() => void)[] = [];
  constructor(private available: number) {}

  /** Permits not taken. */
  get free(): number {
    return this.available;
  }

  async acquire(): Promise<void> {
    if (this.available > 0) {
      this.available--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.available++;
  }
}
