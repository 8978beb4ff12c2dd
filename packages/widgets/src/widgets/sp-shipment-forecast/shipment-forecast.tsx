// sp-shipment-forecast: the shipment forecast screens of both sides (docs/product-rules.md#
// shipment-forecasts). The supplier (/sup/supContract/forecast) picks a confirmed contract and
// plans each line's shipments; the buyer (/hna/hnaShipment/forecast) reads every supplier's planned
// shipments by date with the slipped ones flagged. Without `contract-id` it is the list; with it,
// the contract's plan and its history.
import { useEffect } from 'react';
import { withConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/form-layout';
import type { LinkBindings } from '../../kit/links';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { ForecastList, forecastLinks } from './forecast-list';
import { ForecastPage } from './forecast-page';
import { FORECAST_NS, FORECAST_VIEW_SIDES, type ForecastViewSide } from './forecast-text';

export { forecastLinks };

export interface ShipmentForecastProps {
  /** Whose screens (attribute `side`): supplier (default) or buyer. */
  side?: string;
  /** The contract whose plan to show; none: the list (attribute `contract-id`). */
  contractId?: string;
  links?: LinkBindings<typeof forecastLinks>;
  onOpen?: (detail: { id: string }) => void;
}

const isSide = (v: unknown): v is ForecastViewSide =>
  (FORECAST_VIEW_SIDES as readonly unknown[]).includes(v);

function ShipmentForecastView({
  side = 'supplier',
  contractId,
  links,
  onOpen,
}: ShipmentForecastProps) {
  const { t } = useT(FORECAST_NS);
  // The page opens a dialog that toasts: the toaster is mounted before (runtime/toast.ts says why).
  useEffect(() => preloadToaster(), []);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  return contractId ? (
    <ForecastPage side={side} contractId={contractId} />
  ) : (
    <ForecastList side={side} links={links} onOpen={onOpen} />
  );
}

export const ShipmentForecast = withQuery(withConfirm(ShipmentForecastView));

export default ShipmentForecast;
