// Whether the supplier may still delete one of its contract attachments
// (docs/decisions/2026-11-27-contract-attachments.md): only its own upload, and only while the
// version it came with is the current one and neither confirmed nor closed, since what the buyer
// agreed to (or the record of a closed contract) must keep its documents. The server refuses the
// rest with 409; the page shows Delete only where this says yes.
import type { ContractAttachmentSource, ContractState } from './constants.ts';

export function contractAttachmentDeletable(
  contract: { state: ContractState; currentVersion: number },
  attachment: { source: ContractAttachmentSource; versionNo: number },
): boolean {
  return (
    attachment.source === 'supplier' &&
    attachment.versionNo === contract.currentVersion &&
    contract.state !== 'confirmed' &&
    contract.state !== 'closed'
  );
}
