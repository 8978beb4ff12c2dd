// sp-transport-quotes: transport quotes of both sides (issue 15; docs/product-rules.md#transport-
// quotes). `view` picks the screen: `quotes`, the transport supplier's inquiries and quote form
// (/sup/pdDemandQuote/index); `orders`, its awarded orders to confirm or decline
// (/sup/pdDemandOrder/index); `inquiries`, the buyer's inquiries, new inquiry, comparison and
// award (/hna/pdDemandInquiry/index). What is open is kept in the widget, not in the URL.
import { useCallback, useEffect, useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { transportApi, type TransportOrderRow } from '@portal/contract';
import { InlineAlert, Row } from '../../kit/form-layout';
import { withConfirm } from '../../kit/confirm-dialog';
import { withQuery } from '../../runtime/query-provider';
import { call } from '../../runtime/http';
import { formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { preloadToaster, toast } from '../../runtime/toast';
import { BuyerInquiryPage, CreateInquiry } from './buyer-inquiry';
import { SupplierInquiryPage, headingStyle, pageStyle } from './supplier-quote';
import { InquiryList, OrderList, routeText } from './transport-lists';
import { TRANSPORT_NS } from './transport-text';

export const TRANSPORT_VIEWS = ['quotes', 'orders', 'inquiries'] as const;
type View = (typeof TRANSPORT_VIEWS)[number];

export interface TransportQuotesProps {
  /** Which screen (attribute `view`): quotes (default), orders or inquiries (buyer). */
  view?: string;
}

function OrderAnswer({ order, onDone }: { order: TransportOrderRow; onDone: () => void }) {
  const { t } = useT(TRANSPORT_NS);
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const answer = async (decision: 'confirm' | 'decline') => {
    try {
      await call(transportApi.answerTransportOrder, {
        id: order.id,
        version: order.version,
        decision,
        reason,
      });
      toast.success(t(decision === 'confirm' ? 'state.confirmed' : 'state.declined'));
      onDone();
    } catch {
      // The http client has toasted the server's message.
    } finally {
      void client.invalidateQueries();
    }
  };
  return (
    <section part="detail" style={pageStyle}>
      <h2 style={headingStyle}>
        {order.number} · {routeText(order)} · {formatMoney(order.total, order.currency)}
      </h2>
      {order.state === 'awaiting_confirmation' ? (
        <>
          <Field label={t('decline.prompt')}>
            <Input value={reason} onChange={(_, d) => setReason(d.value)} />
          </Field>
          <Row>
            <Button appearance="primary" onClick={() => void answer('confirm')}>
              {t('act.confirm')}
            </Button>
            <Button onClick={() => void answer('decline')}>{t('act.decline')}</Button>
            <Button onClick={onDone}>{t('act.back')}</Button>
          </Row>
        </>
      ) : (
        <Row>
          <span>{t(`state.${order.state}`)}</span>
          <Button onClick={onDone}>{t('act.back')}</Button>
        </Row>
      )}
    </section>
  );
}

function TransportQuotesView({ view = 'quotes' }: TransportQuotesProps) {
  const { t } = useT(TRANSPORT_NS);
  const [open, setOpen] = useState<string | null>(null);
  const [order, setOrder] = useState<TransportOrderRow | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => preloadToaster(), []);
  const back = useCallback(() => setOpen(null), []);
  if (!(TRANSPORT_VIEWS as readonly string[]).includes(view))
    return <InlineAlert>{t('badView', { view })}</InlineAlert>;
  const v = view as View;
  if (v === 'orders')
    return order ? (
      <OrderAnswer order={order} onDone={() => setOrder(null)} />
    ) : (
      <OrderList onOpen={setOrder} />
    );
  if (v === 'quotes')
    return open ? (
      <SupplierInquiryPage id={open} onBack={back} />
    ) : (
      <InquiryList side="supplier" onOpen={setOpen} />
    );
  if (creating)
    return (
      <CreateInquiry
        onDone={(id) => {
          setCreating(false);
          if (id) setOpen(id);
        }}
      />
    );
  return open ? (
    <BuyerInquiryPage id={open} onBack={back} />
  ) : (
    <>
      <Row>
        <Button appearance="primary" onClick={() => setCreating(true)}>
          {t('act.create')}
        </Button>
      </Row>
      <InquiryList side="buyer" onOpen={setOpen} />
    </>
  );
}

export const TransportQuotes = withQuery(withConfirm(TransportQuotesView));

export default TransportQuotes;
