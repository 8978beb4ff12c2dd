// sp-shipments: the ship notices of both sides (docs/product-rules.md#ship-notices). The supplier's
// (/sup/supContract/shipment) and the buyer's (/hna/hnaShipment/index) lists differ only in the
// call and the supplier column. The create/edit form is not built yet (the server's calls are).
import { InlineAlert } from '../../kit/form-layout';
import { withQuery } from '../../runtime/query-provider';
import { useT } from '../../runtime/i18n';
import { SHIPMENT_VIEW_SIDES, ShipmentList, type ShipmentViewSide } from './shipment-list';
import { SHIPMENTS_NS } from './shipments-text';

export interface ShipmentsProps {
  /** Whose screens (attribute `side`): supplier (default) or buyer. */
  side?: string;
}

const isSide = (v: unknown): v is ShipmentViewSide =>
  (SHIPMENT_VIEW_SIDES as readonly unknown[]).includes(v);

function ShipmentsView({ side = 'supplier' }: ShipmentsProps) {
  const { t } = useT(SHIPMENTS_NS);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  return <ShipmentList side={side} />;
}

export const Shipments = withQuery(ShipmentsView);

export default Shipments;
