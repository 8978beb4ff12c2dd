// Sends a generated workbook as a download.
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/index.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function sendXlsx(reply: FastifyReply, name: string, buffer: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', contentDisposition('attachment', name))
    .header('cache-control', 'private, no-store')
    .send(buffer);
}
