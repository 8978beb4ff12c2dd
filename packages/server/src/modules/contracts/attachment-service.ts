// Contract documents (docs/decisions/2026-11-27-contract-attachments.md): the ERP's upload, and
// the supplier's on its contract: upload (the bytes are on disk and checked when this runs; a
// failure here discards them) and delete. The contract row is locked first, so two uploads cannot both take the last of the 20
// places and a delete cannot race a state change. Neither changes the contract's version: a
// document is not an answer, and an answer form open beside it must not turn stale.
import {
  CONTRACT_ATTACHMENT_EXTENSIONS,
  CONTRACT_ATTACHMENT_MAX_BYTES,
  CONTRACT_ATTACHMENTS_MAX,
  OPERATION_LOG_TYPES,
  contractAttachmentDeletable,
  type ContractAttachment,
  type UploadedFile,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import type { FileReceiver } from '../../http/register-call.ts';
import type { FilesService, StoredUpload } from '../files/index.ts';
import { ERP_ACTOR } from '../inquiry/index.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';

/** A contract of the caller's company, locked for the change; 404 for another's. */
async function lockOwnContract(trx: Db, actor: Actor, id: string) {
  const c = await trx
    .selectFrom('contracts')
    .select(['id', 'contract_number', 'state', 'current_version'])
    .where('id', '=', id)
    .where('supplier_id', '=', actor.companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!c) throw new ApiError(404, 'order.notFound');
  return c;
}

export class ContractAttachmentService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /** Contract attachments' types and size, checked while the file streams in. */
  receiver(): FileReceiver<StoredUpload> {
    return this.files.storage.receiver({
      extensions: CONTRACT_ATTACHMENT_EXTENSIONS,
      maxBytes: CONTRACT_ATTACHMENT_MAX_BYTES,
    });
  }

  /** A document the ERP uploads before naming it in a contract call (erp-service.ts attaches it). */
  recordErpFile(upload: StoredUpload, ip: string): Promise<UploadedFile> {
    return this.files.recordForBuyer(upload, { account: ERP_ACTOR, ip });
  }

  upload(actor: Actor, contractId: string, upload: StoredUpload): Promise<ContractAttachment> {
    return this.db.transaction().execute(async (trx) => {
      const c = await lockOwnContract(trx, actor, contractId);
      await refuseFrozenSupplier(trx, actor.companyId);
      if (c.state === 'closed') throw new ApiError(409, 'order.closed');
      const { n } = await trx
        .selectFrom('contract_attachments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('contract_id', '=', c.id)
        .where('source', '=', 'supplier')
        .executeTakeFirstOrThrow();
      if (Number(n) >= CONTRACT_ATTACHMENTS_MAX) {
        throw new ApiError(409, 'order.attachmentsFull', {
          params: { max: CONTRACT_ATTACHMENTS_MAX },
        });
      }
      // The storage quota and the file's own operation-log line, in this transaction.
      const file = await this.files.record(actor, 'general', upload, trx);
      const now = this.config.now();
      const byName = actor.name || actor.account;
      await trx
        .insertInto('contract_attachments')
        .values({
          contract_id: c.id,
          file_id: file.id,
          source: 'supplier',
          version_no: c.current_version,
          uploaded_by_name: byName,
          created_at: now,
        })
        .execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `contract.attachment.add ${c.contract_number} ${file.id}`,
        trx,
        now,
      );
      return {
        ...file,
        uploadedAt: now.toISOString(),
        source: 'supplier',
        versionNo: c.current_version,
        uploadedBy: byName,
      };
    });
  }

  /**
   * Deletes the supplier's own upload, the file row with it (so it leaves the company's quota),
   * then the bytes once the transaction has committed. A frozen company may still delete: taking
   * a document back commits it to nothing.
   */
  async remove(actor: Actor, input: { id: string; fileId: string }): Promise<{ fileId: string }> {
    const storageKey = await this.db.transaction().execute(async (trx) => {
      const c = await lockOwnContract(trx, actor, input.id);
      const a = await trx
        .selectFrom('contract_attachments as a')
        .innerJoin('files as f', 'f.id', 'a.file_id')
        .select(['a.source', 'a.version_no', 'f.storage_key', 'f.company_id'])
        .where('a.contract_id', '=', c.id)
        .where('a.file_id', '=', input.fileId)
        .executeTakeFirst();
      if (!a) throw new ApiError(404, 'order.attachmentNotFound');
      if (a.source !== 'supplier') throw new ApiError(409, 'order.attachmentFromBuyer');
      const deletable = contractAttachmentDeletable(
        { state: c.state, currentVersion: c.current_version },
        { source: a.source, versionNo: a.version_no },
      );
      if (!deletable) throw new ApiError(409, 'order.attachmentLocked');
      // The link goes with the file (on delete cascade).
      await trx.deleteFrom('files').where('id', '=', input.fileId).execute();
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.delete,
        `contract.attachment.delete ${c.contract_number} ${input.fileId}`,
        trx,
        this.config.now(),
      );
      return a.storage_key;
    });
    await this.files.storage.remove(storageKey);
    return { fileId: input.fileId };
  }
}
