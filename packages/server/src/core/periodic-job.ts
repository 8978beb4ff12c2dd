// A job the server runs on a timer (the outbox worker, the file sweep): runs never overlap, a run
// that fails is logged and the next one tries again, `stop()` waits for the run in progress, and a
// pending timer never keeps the process alive. Tests call `runOnce()` instead of waiting.
import type { FastifyBaseLogger } from 'fastify';

export class PeriodicJob {
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  /** The run in progress (the timer's or a caller's), so runs never overlap. */
  #current: Promise<number> = Promise.resolve(0);

  /** `run` answers how many things it did; `name` is what the log calls a failed run. */
  constructor(
    private readonly run: () => Promise<number>,
    private readonly name: string,
    private readonly logger?: FastifyBaseLogger,
  ) {}

  /** Runs every `intervalMs`, the first time at once when `immediately`. */
  start(intervalMs: number, { immediately = false } = {}): void {
    if (this.#running) return;
    this.#running = true;
    const tick = () => {
      if (!this.#running) return;
      this.runOnce()
        .catch((error: unknown) => this.logger?.error({ err: error }, `${this.name} failed`))
        .finally(() => schedule());
    };
    const schedule = () => {
      if (!this.#running) return;
      this.#timer = setTimeout(tick, intervalMs);
      this.#timer.unref();
    };
    if (immediately) tick();
    else schedule();
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#current.catch(() => 0);
  }

  /** Runs now, after the run in progress; answers what the run answers. */
  runOnce(): Promise<number> {
    const run = this.#current.catch(() => 0).then(() => this.run());
    this.#current = run;
    return run;
  }
}
