// sp-domestic-waybill: the transport supplier's domestic waybills (issue 15;
// docs/product-rules.md#domestic-waybills). `view` picks the screen: `create`, pick a confirmed
// transport order and write its waybill with the live premium (/sup/supContract/domesticCreate);
// `list`, the waybills by state and, opened, one waybill with its moves, exceptions and sign-for
// (/sup/domesticTransport/index). What is open is kept in the widget, not in the URL; a waybill
// just created opens in place.
import { useCallback, useEffect, useState } from 'react';
import { InlineAlert } from '../../kit/form-layout';
import { withConfirm } from '../../kit/confirm-dialog';
import { withQuery } from '../../runtime/query-provider';
import { useT } from '../../runtime/i18n';
import { preloadToaster } from '../../runtime/toast';
import { WaybillCreate } from './waybill-create';
import { WaybillList } from './waybill-list';
import { WaybillPage } from './waybill-page';
import { WAYBILL_NS } from './waybill-text';

export const WAYBILL_VIEWS = ['list', 'create'] as const;

export interface DomesticWaybillProps {
  /** Which screen (attribute `view`): list (default) or create. */
  view?: string;
}

function DomesticWaybillView({ view = 'list' }: DomesticWaybillProps) {
  const { t } = useT(WAYBILL_NS);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => preloadToaster(), []);
  const back = useCallback(() => setOpen(null), []);
  if (!(WAYBILL_VIEWS as readonly string[]).includes(view))
    return <InlineAlert>{t('badView', { view })}</InlineAlert>;
  if (open) return <WaybillPage id={open} onBack={back} />;
  if (view === 'create') return <WaybillCreate onCreated={setOpen} />;
  return <WaybillList onOpen={setOpen} />;
}

export const DomesticWaybill = withQuery(withConfirm(DomesticWaybillView));

export default DomesticWaybill;
