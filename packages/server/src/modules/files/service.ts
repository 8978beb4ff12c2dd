// Recording uploads and opening downloads. The bytes are already on disk and checked when record
// runs (FileStorage.receive); record adds the row and the operation-log entry, or the upload call
// discards the bytes. A download answers 404 alike for a missing file and another company's.
import { createHash, randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import {
  INQUIRY_PERMISSIONS,
  OPERATION_LOG_TYPES,
  type DownloadTicket,
  type UploadedFile,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import type { FilePurpose } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import {
  buyerCompanyId,
  companyUsage,
  insertFile,
  toAttachment,
  visibleFile,
  type FileRow,
} from './queries.ts';
import type { FileStorage, StoredUpload } from './storage.ts';
import { insertTicket, spendTicket } from './ticket-queries.ts';

/** How long a download ticket works (docs/decisions/2026-11-26-download-tickets.md). */
export const TICKET_TTL_MS = 60_000;

function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** Purposes that attach to a supplier's quote or bargaining answer: quoting suppliers only. */
const SUPPLIER_PURPOSES: ReadonlySet<FilePurpose> = new Set(['quote', 'bargaining']);

/** 2 GB, 500 MB, 1.5 KB: a quota as people read it. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

export class FilesService {
  constructor(
    private readonly db: Db,
    readonly storage: FileStorage,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /**
   * `db` is a transaction when the file is attached in the same call (a contract attachment), so
   * the row, the quota check and the attachment commit together.
   */
  async record(
    actor: Actor,
    purpose: FilePurpose,
    upload: StoredUpload,
    db: Db = this.db,
  ): Promise<UploadedFile> {
    if (SUPPLIER_PURPOSES.has(purpose) && !actor.permissions.has(INQUIRY_PERMISSIONS.quote)) {
      throw new ApiError(403, 'auth.forbidden');
    }
    await this.#checkQuota(actor, upload.size, db);
    const now = this.config.now();
    const row = await insertFile(db, {
      // The storage key doubles as the id: one uuid names the row and the bytes.
      id: upload.key,
      company_id: actor.companyId,
      uploaded_by: actor.userId,
      name: upload.name,
      ext: upload.ext,
      size: upload.size,
      mime: upload.mime,
      storage_key: upload.key,
      purpose,
      created_at: now,
    });
    await this.log.logAction(actor, OPERATION_LOG_TYPES.add, `file.upload:${row.id}`, db, now);
    return {
      id: row.id,
      name: row.name,
      size: Number(row.size),
      uploadedAt: row.created_at.toISOString(),
    };
  }

  /**
   * A document an outside system (the ERP) uploads for the buyer: the buyer company owns it, no
   * user uploaded it, and no quota applies (the buyer's own documents are not limited).
   */
  async recordForBuyer(
    upload: StoredUpload,
    meta: { account: string; ip: string },
  ): Promise<UploadedFile> {
    const buyer = await buyerCompanyId(this.db);
    const now = this.config.now();
    const row = await insertFile(this.db, {
      id: upload.key,
      company_id: buyer,
      uploaded_by: null,
      name: upload.name,
      ext: upload.ext,
      size: upload.size,
      mime: upload.mime,
      storage_key: upload.key,
      purpose: 'general',
      created_at: now,
    });
    await this.log.write(
      {
        userId: null,
        account: meta.account,
        name: meta.account,
        type: OPERATION_LOG_TYPES.add,
        item: `file.upload:${row.id}`,
        ip: meta.ip,
        at: now,
      },
      this.db,
    );
    return toAttachment(row);
  }

  /**
   * A supplier company's files may take `fileQuotaBytes` in all; the buyer's own staff upload the
   * inquiries' documents and are not limited (docs/decisions/2026-11-26-storage-quota-and-sweep.md).
   * Two uploads racing past the limit together can exceed it by one file, which the upload limit
   * bounds.
   */
  async #checkQuota(actor: Actor, size: number, db: Db): Promise<void> {
    if (actor.companyKind !== 'supplier') return;
    const quota = this.config.fileQuotaBytes;
    if ((await companyUsage(db, actor.companyId)) + size <= quota) return;
    throw new ApiError(413, 'file.quotaExceeded', {
      params: { quota: formatBytes(quota) },
    });
  }

  /**
   * A ticket for one download of a file the caller may see: 60 seconds, once. Another company's
   * file is 404 here already, so a ticket is never made for what the download would refuse.
   */
  async createTicket(actor: Actor, fileId: string): Promise<DownloadTicket> {
    const row = await visibleFile(this.db, fileId, actor.companyId);
    if (!row) throw new ApiError(404, 'file.notFound');
    const now = this.config.now();
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
    await insertTicket(this.db, {
      ticketHash: ticketHash(ticket),
      fileId: row.id,
      sessionId: actor.sessionId,
      companyId: actor.companyId,
      expiresAt,
      now,
    });
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /** The company a ticket downloads for; 401 when it is unknown, spent, expired or another file's. */
  async spendTicket(ticket: string, fileId: string): Promise<{ companyId: string }> {
    const spent = await spendTicket(this.db, ticketHash(ticket), fileId, this.config.now());
    if (!spent) throw new ApiError(401, 'file.ticketInvalid');
    return spent;
  }

  /** A file the company may read: its own, or one attached to what it was shown. */
  async open(
    companyId: string,
    fileId: string,
  ): Promise<{ row: FileRow; stream: ReadStream; size: number }> {
    const row = await visibleFile(this.db, fileId, companyId);
    const opened = row && (await this.storage.openRead(row.storage_key));
    if (!row || !opened) throw new ApiError(404, 'file.notFound');
    return { row, ...opened };
  }
}
