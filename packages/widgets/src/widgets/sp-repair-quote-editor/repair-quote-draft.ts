// Unsaved repair quote edits kept in sessionStorage per inquiry and user, so a reload of the tab
// restores them (as the quote editor's quote-draft.ts does). sessionStorage, not localStorage: a
// draft belongs to this tab's session, not to the next person on a shared computer.
import { session } from '../../runtime/session';
import type { RepairLineForm } from './repair-quote-form';

export interface RepairQuoteDraft {
  /** The quote version the edits were made on. */
  version: number;
  lines: RepairLineForm[];
  remarks: string;
}

const key = (inquiryId: string) => `sp-repair-quote-draft:${session.get()?.uid ?? ''}:${inquiryId}`;

function isDraft(v: unknown): v is RepairQuoteDraft {
  const d = v as RepairQuoteDraft | null;
  return (
    !!d &&
    typeof d.version === 'number' &&
    typeof d.remarks === 'string' &&
    Array.isArray(d.lines) &&
    d.lines.every(
      (l) => typeof l?.itemId === 'string' && typeof l.quoted === 'boolean' && !!l.values,
    )
  );
}

export function readRepairDraft(inquiryId: string): RepairQuoteDraft | null {
  try {
    const raw = sessionStorage.getItem(key(inquiryId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    // Blocked storage or a draft of an older build: start from the server's quote.
    return null;
  }
}

export function writeRepairDraft(inquiryId: string, draft: RepairQuoteDraft): void {
  try {
    sessionStorage.setItem(key(inquiryId), JSON.stringify(draft));
  } catch {
    // Full or blocked: the unsaved guard still asks before the edits are lost.
  }
}

export function clearRepairDraft(inquiryId: string): void {
  try {
    sessionStorage.removeItem(key(inquiryId));
  } catch {
    // Nothing to clear.
  }
}
