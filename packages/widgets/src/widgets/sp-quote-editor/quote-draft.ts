// Unsaved edits kept in sessionStorage per inquiry, so a reload of the tab (or a crash) restores
// them. Only what changed is kept: the edited lines, and the remarks and attachments if touched.
// sessionStorage, not localStorage: a draft belongs to this tab's session and must not appear for
// the next person who signs in on a shared computer.
import type { UploadedFile } from '@portal/contract';
import { session } from '../../runtime/session';
import type { LineForm } from './quote-line-form';

export interface QuoteDraft {
  savedAt: string;
  /** The quote version the edits were made on. */
  version: number;
  lines: LineForm[];
  remarks?: string;
  attachments?: UploadedFile[];
}

function key(inquiryId: string): string {
  return `sp-quote-draft:${session.get()?.uid ?? ''}:${inquiryId}`;
}

function isDraft(v: unknown): v is QuoteDraft {
  const d = v as QuoteDraft | null;
  return (
    !!d &&
    typeof d.savedAt === 'string' &&
    typeof d.version === 'number' &&
    Array.isArray(d.lines) &&
    d.lines.every((l) => typeof l?.itemId === 'string' && Array.isArray(l.fees) && !!l.values)
  );
}

export function readDraft(inquiryId: string): QuoteDraft | null {
  try {
    const raw = sessionStorage.getItem(key(inquiryId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    // Blocked storage or a draft from an older build: start from the server's quote.
    return null;
  }
}

export function writeDraft(inquiryId: string, draft: QuoteDraft): void {
  try {
    sessionStorage.setItem(key(inquiryId), JSON.stringify(draft));
  } catch {
    // Full or blocked: the beforeunload guard still warns before edits are lost.
  }
}

export function clearDraft(inquiryId: string): void {
  try {
    sessionStorage.removeItem(key(inquiryId));
  } catch {
    // Nothing to clear.
  }
}
