// sp-repair-progress: the repair progress screens of both sides (docs/product-rules.md#repair-progress;
// docs/decisions/2026-11-27-repair-progress-screens.md). One widget with `side`: the supplier's
// (/sup/statusUpdate) and the buyer's (/hna/repairProgress) differ only in the calls, the statuses
// they may set and the cost actions. Without `repair-id` it is the list; with it, the repair page.
import { useEffect } from 'react';
import { InlineAlert } from '../../kit/form-layout';
import type { LinkBindings } from '../../kit/links';
import { withConfirm } from '../../kit/confirm-dialog';
import { withQuery } from '../../runtime/query-provider';
import { useT } from '../../runtime/i18n';
import { preloadToaster } from '../../runtime/toast';
import { REPAIR_VIEW_SIDES, type RepairViewSide } from './repair-fields';
import { RepairList, repairLinks } from './repair-list';
import { RepairPage } from './repair-page';
import { REPAIR_NS } from './repair-progress-text';

export { repairLinks };

export interface RepairProgressProps {
  /** Whose screens (attribute `side`): supplier (default) or buyer. */
  side?: string;
  /** The repair (its contract's id) to show; none: the list (attribute `repair-id`). */
  repairId?: string;
  /** With a repair: open the supplier's Add cost dialog once it is loaded (attribute `add-cost`). */
  addCost?: boolean;
  links?: LinkBindings<typeof repairLinks>;
  onOpen?: (detail: { id: string }) => void;
}

const isSide = (v: unknown): v is RepairViewSide =>
  (REPAIR_VIEW_SIDES as readonly unknown[]).includes(v);

function RepairProgressView({
  side = 'supplier',
  repairId,
  addCost,
  links,
  onOpen,
}: RepairProgressProps) {
  const { t } = useT(REPAIR_NS);
  // The page opens dialogs: the toaster is mounted before one is (runtime/toast.ts says why).
  useEffect(() => preloadToaster(), []);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  return repairId ? (
    <RepairPage side={side} repairId={repairId} openAddCost={addCost} />
  ) : (
    <RepairList side={side} links={links} onOpen={onOpen} />
  );
}

export const RepairProgress = withQuery(withConfirm(RepairProgressView));

export default RepairProgress;
