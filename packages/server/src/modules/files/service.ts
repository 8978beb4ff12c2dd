// Recording uploads and opening downloads. The bytes are already on disk and checked when record
// runs (FileStorage.receive); record adds the row and the operation-log entry, or the upload call
// discards the bytes. A download answers 404 alike for a missing file and another company's.
import type { ReadStream } from 'node:fs';
import { INQUIRY_PERMISSIONS, OPERATION_LOG_TYPES, type UploadedFile } from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import type { FilePurpose } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthContext, RequestMeta } from '../auth/service.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { UserService } from '../user/service.ts';
import type { FileRow, FilesRepository } from './repository.ts';
import type { FileStorage, StoredUpload } from './storage.ts';

/** Purposes that attach to a supplier's quote or bargaining answer: quoting suppliers only. */
const SUPPLIER_PURPOSES: ReadonlySet<FilePurpose> = new Set(['quote', 'bargaining']);

export class FilesService {
  constructor(
    private readonly repo: FilesRepository,
    readonly storage: FileStorage,
    private readonly users: UserService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async record(
    auth: AuthContext,
    purpose: FilePurpose,
    upload: StoredUpload,
    meta: RequestMeta,
  ): Promise<UploadedFile> {
    const profile = await this.users.profile(auth.userId);
    if (!profile) throw new ApiError(401, 'auth.invalidToken', { error: 'invalid_token' });
    if (SUPPLIER_PURPOSES.has(purpose) && !profile.permissions.has(INQUIRY_PERMISSIONS.quote)) {
      throw new ApiError(403, 'auth.forbidden');
    }
    const now = this.config.now();
    const row = await this.repo.insert({
      // The storage key doubles as the id: one uuid names the row and the bytes.
      id: upload.key,
      company_id: auth.companyId,
      uploaded_by: auth.userId,
      name: upload.name,
      ext: upload.ext,
      size: upload.size,
      mime: upload.mime,
      storage_key: upload.key,
      purpose,
      created_at: now,
    });
    await this.log.write({
      userId: auth.userId,
      sessionId: auth.sessionId,
      account: profile.row.account,
      name: profile.row.realName,
      type: OPERATION_LOG_TYPES.add,
      item: `file.upload:${row.id}`,
      ip: meta.ip,
      at: now,
    });
    return {
      id: row.id,
      name: row.name,
      size: Number(row.size),
      uploadedAt: row.created_at.toISOString(),
    };
  }

  async open(
    auth: AuthContext,
    fileId: string,
  ): Promise<{ row: FileRow; stream: ReadStream; size: number }> {
    const row = await this.repo.visibleTo(fileId, auth.companyId);
    const opened = row && (await this.storage.openRead(row.storage_key));
    if (!row || !opened) throw new ApiError(404, 'file.notFound');
    return { row, ...opened };
  }
}
