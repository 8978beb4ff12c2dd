// The URL that downloads a stored file. It carries the token as a parameter, because a plain link
// (or "save link as") sends no Authorization header.
import { filesApi } from '@portal/contract';
import { callUrl } from '../runtime/http';

export function downloadUrl(fileId: string): string {
  return callUrl(filesApi.downloadFile, { obj: fileId, type: 'attachment' }, { withToken: true });
}
