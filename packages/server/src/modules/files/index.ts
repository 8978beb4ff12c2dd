// The files module's public entry: uploads and downloads, the attachments other domains show, and
// the Content-Disposition header every download sends.
export { filesPlugin, type FileServices } from './plugin.ts';
export { contentDisposition } from './content-disposition.ts';
export { inquiryAttachments, quoteAttachments } from './queries.ts';
export { FilesService } from './service.ts';
export { FileStorage, type ReceiveRules, type StoredUpload } from './storage.ts';
export { FileSweeper } from './sweep.ts';
