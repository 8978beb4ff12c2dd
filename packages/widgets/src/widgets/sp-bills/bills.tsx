// sp-bills: electronic bills (docs/product-rules.md#bills; docs/decisions/2026-11-28-bill-screens.md).
// The supplier's (/sup/bill/index) lists its bills, drafts a new one from a confirmed contract's
// delivered lines, attaches invoices and submits; a refused bill is corrected as a new version. The
// finance review's (/hna/financeReview/index) lists submitted bills with their match results and
// approves or refuses them. Without `bill-id` the list; with it (or a row opened in place) the bill.
import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import type { BillDetail } from '@portal/contract';
import { withConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/form-layout';
import type { LinkBindings } from '../../kit/links';
import { useListOrDetail } from '../../kit/use-list-or-detail';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { BILL_VIEW_SIDES, BillList, billLinks, type BillViewSide } from './bill-list';
import { BillLinesEditor } from './bill-lines-form';
import { BillPage } from './bill-page';
import { BILLS_NS } from './bills-text';
import { ToleranceDialog } from './tolerance-dialog';

export { billLinks };

export interface BillsProps {
  /** Whose screens (attribute `side`): supplier (default) or buyer (the finance review). */
  side?: string;
  /** The bill to show (attribute `bill-id`); none: the list. */
  billId?: string;
  links?: LinkBindings<typeof billLinks>;
  onOpen?: (detail: { id: string }) => void;
}

const isSide = (v: unknown): v is BillViewSide =>
  (BILL_VIEW_SIDES as readonly unknown[]).includes(v);

/** The supplier's lines form in place: a new bill, or the lines of a draft. */
type Editing = { bill?: BillDetail } | null;

function BillsView({ side = 'supplier', billId, links, onOpen }: BillsProps) {
  const { t } = useT(BILLS_NS);
  const view = useListOrDetail({ id: billId, links, detailRef: 'detail', onOpen });
  const [editing, setEditing] = useState<Editing>(null);
  // A bill opened from a bill (a version, a correction) where the page binds no detail link: in
  // place, even over the `bill-id` the page gave (useListOrDetail prefers that one).
  const [jumped, setJumped] = useState<string>();
  const [tolerance, setTolerance] = useState(false);
  const openBill = (id: string) => {
    if (links?.detail) view.open(id);
    else setJumped(id);
  };
  const shown = jumped ?? view.shown;
  // The pages confirm and toast: the toaster is mounted before (runtime/toast.ts says why).
  useEffect(() => preloadToaster(), []);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  if (editing && side === 'supplier') {
    return (
      <BillLinesEditor
        bill={editing.bill}
        onCancel={() => setEditing(null)}
        onDone={(id) => {
          setEditing(null);
          if (id !== shown) openBill(id);
        }}
      />
    );
  }
  if (shown) {
    return (
      <BillPage
        side={side}
        id={shown}
        backHref={view.backHref}
        onBack={() => {
          setJumped(undefined);
          view.back();
        }}
        open={openBill}
        onEditLines={side === 'supplier' ? (bill) => setEditing({ bill }) : undefined}
      />
    );
  }
  return (
    <>
      <BillList
        side={side}
        href={view.href}
        open={view.open}
        toolbar={
          side === 'supplier' ? (
            <Button appearance="primary" onClick={() => setEditing({})}>
              {t('new.button')}
            </Button>
          ) : (
            <Button onClick={() => setTolerance(true)}>{t('tol.button')}</Button>
          )
        }
      />
      {tolerance ? <ToleranceDialog onClose={() => setTolerance(false)} /> : null}
    </>
  );
}

export const Bills = withQuery(withConfirm(BillsView));

export default Bills;
