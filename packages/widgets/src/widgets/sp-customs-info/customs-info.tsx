// sp-customs-info: customs information per ship notice (docs/product-rules.md#customs-information).
// The goods supplier's page (/sup/customs/index) lists its notices with their customs state and
// opens the form per notice; when the company has no valid customs-broker authorization it says so
// and links to the authorization screen. The buyer's (on /hna/hnaShipment/index) reads every
// supplier's. The transport supplier's (/sup/pdCustoms/index) reads those of the notices its
// confirmed transport orders carry (docs/decisions/2026-11-28-transport-order-ship-notice.md).
import { useQuery } from '@tanstack/react-query';
import { customsInfoApi } from '@portal/contract';
import { InlineAlert } from '../../kit/form-layout';
import { linkHref, routeRef, type LinkBindings } from '../../kit/links';
import { RefLink } from '../../kit/ref-link';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { withQuery } from '../../runtime/query-provider';
import { CustomsInfoList } from './customs-info-list';
import { CUSTOMS_INFO_NS } from './customs-info-text';

export const customsInfoLinks = { authorizations: routeRef() };

export type CustomsInfoSide = 'supplier' | 'buyer' | 'carrier';
const SIDES: readonly CustomsInfoSide[] = ['supplier', 'buyer', 'carrier'];

export interface CustomsInfoProps {
  /** Whose screen (attribute `side`): supplier (default), buyer or carrier. */
  side?: string;
  /** Where the customs-broker authorization screen is (the empty broker list points there). */
  links?: LinkBindings<typeof customsInfoLinks>;
}

const isSide = (v: unknown): v is CustomsInfoSide => (SIDES as readonly unknown[]).includes(v);

/** Says so when the supplier has no broker it may choose, with the way to authorize one. */
function NoBrokerNotice({ links }: Pick<CustomsInfoProps, 'links'>) {
  const { t } = useT(CUSTOMS_INFO_NS);
  const brokers = useQuery({
    queryKey: ['customs-info', 'brokers'],
    queryFn: async () =>
      (await call(customsInfoApi.listCustomsBrokers, { current: 1, size: 1 }, { toast: false }))
        .data,
  });
  if (!brokers.data || brokers.data.total > 0) return null;
  return (
    <InlineAlert intent="warning">
      {t('noBroker.text')}{' '}
      <RefLink href={linkHref(links, 'authorizations')}>{t('noBroker.link')}</RefLink>
    </InlineAlert>
  );
}

function CustomsInfoView({ side = 'supplier', links }: CustomsInfoProps) {
  const { t } = useT(CUSTOMS_INFO_NS);
  if (!isSide(side)) return <InlineAlert>{t('badSide', { side: String(side) })}</InlineAlert>;
  return (
    <>
      {side === 'supplier' && <NoBrokerNotice links={links} />}
      <CustomsInfoList side={side} />
    </>
  );
}

export const CustomsInfo = withQuery(CustomsInfoView);

export default CustomsInfo;
