// Spreadsheet uploads are read in memory (exceljs needs the whole zip), so they get a limit of
// their own (SPREADSHEET_MAX_BYTES, or less for a call that says so).
import type { MultipartFile } from '@fastify/multipart';
import { SPREADSHEET_MAX_BYTES, fileExtension, uploadTooLarge } from '@portal/contract';
import { ApiError } from '../../http/api-error.ts';
import { isTruncated, type FileReceiver } from '../../http/register-call.ts';

export interface ReceivedSheet {
  name: string;
  buffer: Buffer;
}

export function spreadsheetReceiver(maxBytes = SPREADSHEET_MAX_BYTES): FileReceiver<ReceivedSheet> {
  return {
    async receive(part: MultipartFile): Promise<ReceivedSheet> {
      if (fileExtension(part.filename) !== 'xlsx') {
        part.file.resume();
        throw new ApiError(400, 'batch.badFile', { fields: { file: 'batch.badFile' } });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of part.file) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) {
            part.file.resume();
            throw new ApiError(413, 'batch.tooLarge', {
              params: { mb: Math.round(maxBytes / 1024 / 1024) },
            });
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError(400, 'http.badRequest');
      }
      if (isTruncated(part))
        throw new ApiError(413, 'upload.size', { params: uploadTooLarge().params });
      if (size === 0) throw new ApiError(400, 'file.empty', { fields: { file: 'file.empty' } });
      return { name: part.filename, buffer: Buffer.concat(chunks) };
    },
    // Nothing was stored.
    discard: async () => {},
  };
}
