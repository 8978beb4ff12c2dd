// sp-shipments: the ship notices of both sides (docs/product-rules.md#ship-notices). The supplier's
// (/sup/supContract/shipment) and the buyer's (/hna/hnaShipment/index) lists differ only in the
// call and the supplier column. A notice number opens the notice's page (its own route when the
// host binds `detail`, else in place), where each side makes the moves the rules allow. The
// supplier writes a new notice from the list and edits a planned one from its page, in place; a
// contract's page opens the form for that contract at once (`newForContract`).
import { useEffect, useState } from 'react';
import { Button } from '@fluentui/react-components';
import type { ShipmentDetail } from '@portal/contract';
import { InlineAlert, Row } from '../../kit/form-layout';
import type { LinkBindings } from '../../kit/links';
import { useListOrDetail } from '../../kit/use-list-or-detail';
import { withQuery } from '../../runtime/query-provider';
import { useT } from '../../runtime/i18n';
import { preloadToaster } from '../../runtime/toast';
import {
  SHIPMENT_VIEW_SIDES,
  ShipmentList,
  shipmentLinks,
  type ShipmentViewSide,
} from './shipment-list';
import { NoticeEditor } from './notice-editor';
import { ShipmentPage, type ShipmentMovedDetail } from './shipment-page';
import { SHIPMENTS_NS } from './shipments-text';

export { shipmentLinks };

export interface ShipmentsProps {
  /** Whose screens (attribute `side`): supplier (default) or buyer. */
  side?: string;
  /** The notice to show (attribute `shipment-id`); none: the list. */
  shipmentId?: string;
  /**
   * Open the supplier's form for a new notice of this contract (attribute `new-for-contract`; the
   * contract page's New ship notice). Cancel leaves the list.
   */
  newForContract?: string;
  links?: LinkBindings<typeof shipmentLinks>;
  onOpen?: (detail: { id: string }) => void;
  onMoved?: (detail: ShipmentMovedDetail) => void;
}

const isSide = (v: unknown): v is ShipmentViewSide =>
  (SHIPMENT_VIEW_SIDES as readonly unknown[]).includes(v);

/**
 * The supplier's form in place: a new notice (no `notice`; `contractId` when the contract is
 * already chosen) or the planned one being edited.
 */
type Editing = { notice?: ShipmentDetail; contractId?: string } | null;

function ShipmentsView(props: ShipmentsProps) {
  const { side = 'supplier', shipmentId, newForContract, links, onOpen, onMoved } = props;
  const { t } = useT(SHIPMENTS_NS);
  const view = useListOrDetail({ id: shipmentId, links, detailRef: 'detail', onOpen });
  const [editing, setEditing] = useState<Editing>(() =>
    newForContract && !shipmentId ? { contractId: newForContract } : null,
  );
  // The page's move dialog toasts: the toaster is mounted before (runtime/toast.ts says why).
  useEffect(() => preloadToaster(), []);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  if (editing && side === 'supplier') {
    return (
      <NoticeEditor
        notice={editing.notice}
        contractId={editing.contractId}
        onCancel={() => setEditing(null)}
        onDone={(id) => {
          setEditing(null);
          if (id !== view.shown) view.open(id);
        }}
      />
    );
  }
  if (view.shown) {
    return (
      <ShipmentPage
        side={side}
        id={view.shown}
        backHref={view.backHref}
        onBack={view.back}
        onMoved={onMoved}
      >
        {(n) =>
          side === 'supplier' && n.editable ? (
            <Row>
              <Button onClick={() => setEditing({ notice: n })}>{t('form.edit')}</Button>
            </Row>
          ) : null
        }
      </ShipmentPage>
    );
  }
  return (
    <ShipmentList
      side={side}
      href={view.href}
      open={view.open}
      toolbar={
        side === 'supplier' ? (
          <Button appearance="primary" onClick={() => setEditing({})}>
            {t('form.new')}
          </Button>
        ) : undefined
      }
    />
  );
}

export const Shipments = withQuery(ShipmentsView);

export default Shipments;
