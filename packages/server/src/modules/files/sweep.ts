// Removes uploads that were never attached to anything. An upload is a row and bytes on its own
// until a form saves it onto an inquiry, a quote, a qualification, a customs letter or an audit
// finding; a file still unattached a day after its upload was abandoned (the form was closed), and
// would otherwise count against its company's quota forever. main.ts starts the sweep with the
// server; closing the app stops it. Tests call runOnce().
import { OPERATION_LOG_TYPES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { PeriodicJob } from '../../core/periodic-job.ts';
import { deleteIfUnattached, fileReferences, unattachedFiles } from './queries.ts';
import { deleteOldTickets } from './ticket-queries.ts';
import type { FileStorage } from './storage.ts';

/** How old an unattached upload must be before it is removed. */
export const UNATTACHED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

export class FileSweeper {
  readonly #job: PeriodicJob;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
    logger?: FastifyBaseLogger,
  ) {
    this.#job = new PeriodicJob(() => this.#run(), 'file sweep', logger);
  }

  /** Sweeps now and then every SWEEP_INTERVAL_MS; a failed run is logged, the next one retries. */
  start(intervalMs = SWEEP_INTERVAL_MS): void {
    this.#job.start(intervalMs, { immediately: true });
  }

  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void> {
    return this.#job.stop();
  }

  /** Removes every unattached file older than a day; answers how many were removed. */
  runOnce(): Promise<number> {
    return this.#job.runOnce();
  }

  async #run(): Promise<number> {
    const now = this.config.now();
    const cutoff = new Date(now.getTime() - UNATTACHED_MAX_AGE_MS);
    // Spent and expired download tickets have no use left (they live a minute).
    await deleteOldTickets(this.db, now);
    const references = await fileReferences(this.db);
    let removed = 0;
    for (;;) {
      const batch = await unattachedFiles(this.db, references, cutoff, BATCH);
      let removedNow = 0;
      for (const { id } of batch) {
        const row = await this.db.transaction().execute(async (trx) => {
          const deleted = await deleteIfUnattached(trx, references, id, cutoff);
          if (deleted) {
            await this.log.write(
              {
                userId: null,
                account: 'system',
                type: OPERATION_LOG_TYPES.delete,
                item: `file.sweep:${deleted.id}`,
                at: now,
              },
              trx,
            );
          }
          return deleted;
        });
        if (!row) continue;
        // The row is gone first: bytes without a row are harmless, a row without bytes is a 404.
        await this.storage.remove(row.storage_key);
        removedNow += 1;
      }
      removed += removedNow;
      if (batch.length < BATCH || removedNow === 0) return removed;
    }
  }
}
