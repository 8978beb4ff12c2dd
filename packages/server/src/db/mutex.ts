// A tiny FIFO lock. PGlite is one single-user backend: two Kysely connections sharing it would
// interleave a transaction's statements with unrelated queries, so every connection holds this lock
// from acquire to release.
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; the returned function releases it (call it exactly once). */
  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return release;
  }
}
