// The transport supplier's page of one inquiry (/sup/pdDemandQuote/index): the shipment, and the
// quote form (rate per kg, minimum charge, surcharges, weight breaks for air, transit days,
// validity) with its total computed live by the contract's transportTotal, the same function the
// buyer's comparison uses. The server checks everything again; its message is toasted.
import { useState, type CSSProperties } from 'react';
import { Button, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CURRENCIES,
  TRANSPORT_SURCHARGES_MAX,
  TRANSPORT_WEIGHT_BREAKS_MAX,
  transportApi,
  transportTotal,
  type SupplierTransportInquiry,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { call } from '../../runtime/http';
import { formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { routeText } from './transport-lists';
import { TRANSPORT_NS } from './transport-text';

export const pageStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
};
export const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  fontWeight: token('fontWeightSemibold'),
};

/** The shipment's facts, shared by both sides' pages. */
export function ShipmentFacts({ inquiry }: { inquiry: SupplierTransportInquiry | TransportFacts }) {
  const { t } = useT(TRANSPORT_NS);
  const facts: [string, string][] = [
    [t('f.mode'), t(`mode.${inquiry.mode}`)],
    [t('f.route'), routeText(inquiry)],
    [t('f.cargo'), t(`cargo.${inquiry.cargo}`)],
    [t('f.pieces'), formatNumber(inquiry.pieces)],
    [t('f.grossWeightKg'), formatNumber(inquiry.grossWeightKg)],
    [t('f.volumeM3'), formatNumber(inquiry.volumeM3)],
    [t('f.chargeableWeightKg'), formatNumber(inquiry.chargeableWeightKg)],
    [t('f.readyDate'), inquiry.readyDate],
    [t('f.replyDeadline'), inquiry.replyDeadline],
    [t('f.state'), t(`state.${inquiry.state}`)],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
      {facts.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd style={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
export type TransportFacts = Pick<
  SupplierTransportInquiry,
  | 'mode'
  | 'origin'
  | 'destination'
  | 'cargo'
  | 'pieces'
  | 'grossWeightKg'
  | 'volumeM3'
  | 'chargeableWeightKg'
  | 'readyDate'
  | 'replyDeadline'
  | 'state'
>;

interface Line {
  a: string;
  b: string;
}
const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

function QuoteForm({ inquiry }: { inquiry: SupplierTransportInquiry }) {
  const { t } = useT(TRANSPORT_NS);
  const client = useQueryClient();
  const q = inquiry.myQuote;
  const [currency, setCurrency] = useState(q?.currency ?? 'CNY');
  const [rate, setRate] = useState(q ? String(q.ratePerKg) : '');
  const [minimum, setMinimum] = useState(q ? String(q.minimumCharge) : '0');
  const [surcharges, setSurcharges] = useState<Line[]>(
    q?.surcharges.map((s) => ({ a: s.name, b: String(s.amount) })) ?? [],
  );
  const [breaks, setBreaks] = useState<Line[]>(
    q?.weightBreaks.map((w) => ({ a: String(w.minKg), b: String(w.ratePerKg) })) ?? [],
  );
  const [transit, setTransit] = useState(q ? String(q.transitDays) : '');
  const [validity, setValidity] = useState(q?.validityDate ?? '');
  const [remark, setRemark] = useState(q?.remark ?? '');
  const [busy, setBusy] = useState(false);

  const pricing = {
    ratePerKg: num(rate) || 0,
    minimumCharge: num(minimum) || 0,
    surcharges: surcharges
      .filter((s) => s.a.trim() && Number.isFinite(num(s.b)))
      .map((s) => ({ name: s.a.trim(), amount: num(s.b) })),
    weightBreaks:
      inquiry.mode === 'air'
        ? breaks
            .filter((w) => Number.isFinite(num(w.a)) && Number.isFinite(num(w.b)))
            .map((w) => ({ minKg: num(w.a), ratePerKg: num(w.b) }))
        : [],
  };
  const total = transportTotal(inquiry, pricing);
  const valid = num(rate) > 0 && Number.isInteger(num(transit)) && validity !== '';

  const save = async () => {
    if (!valid) {
      toast.error(t('quote.invalid'));
      return;
    }
    setBusy(true);
    try {
      await call(transportApi.saveTransportQuote, {
        inquiryId: inquiry.id,
        version: q?.version ?? 0,
        currency: currency as (typeof CURRENCIES)[number],
        ...pricing,
        transitDays: num(transit),
        validityDate: validity,
        remark,
      });
      toast.success(t('act.quote'));
    } catch {
      // The http client has toasted the server's message.
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: ['transport-inquiry'] });
    }
  };

  const lines = (
    label: string,
    list: Line[],
    set: (l: Line[]) => void,
    labels: [string, string],
    max: number,
    add: string,
  ) => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{label}</legend>
      {list.map((l, i) => (
        <Row key={i}>
          <Field label={labels[0]}>
            <Input
              value={l.a}
              onChange={(_, d) => set(list.map((x, j) => (j === i ? { ...x, a: d.value } : x)))}
            />
          </Field>
          <Field label={labels[1]}>
            <Input
              type="number"
              value={l.b}
              onChange={(_, d) => set(list.map((x, j) => (j === i ? { ...x, b: d.value } : x)))}
            />
          </Field>
          <Button onClick={() => set(list.filter((_, j) => j !== i))}>{t('act.remove')}</Button>
        </Row>
      ))}
      {list.length < max && <Button onClick={() => set([...list, { a: '', b: '' }])}>{add}</Button>}
    </fieldset>
  );

  return (
    <form
      style={pageStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Row>
        <Field label={t('f.currency')}>
          <Select value={currency} onChange={(_, d) => setCurrency(d.value)}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('f.ratePerKg')} required>
          <Input type="number" value={rate} onChange={(_, d) => setRate(d.value)} />
        </Field>
        <Field label={t('f.minimumCharge')}>
          <Input type="number" value={minimum} onChange={(_, d) => setMinimum(d.value)} />
        </Field>
        <Field label={t('f.transitDays')} required>
          <Input type="number" value={transit} onChange={(_, d) => setTransit(d.value)} />
        </Field>
        <Field label={t('f.validityDate')} required>
          <Input type="date" value={validity} onChange={(_, d) => setValidity(d.value)} />
        </Field>
      </Row>
      {lines(
        t('f.surcharges'),
        surcharges,
        setSurcharges,
        [t('f.surchargeName'), t('f.surchargeAmount')],
        TRANSPORT_SURCHARGES_MAX,
        t('act.addSurcharge'),
      )}
      {inquiry.mode === 'air' &&
        lines(
          t('f.weightBreaks'),
          breaks,
          setBreaks,
          [t('f.breakMinKg'), t('f.breakRate')],
          TRANSPORT_WEIGHT_BREAKS_MAX,
          t('act.addBreak'),
        )}
      <Field label={t('f.remark')}>
        <Textarea value={remark} onChange={(_, d) => setRemark(d.value)} />
      </Field>
      <output aria-live="polite" data-total={total.total}>
        {t('quote.liveTotal', {
          total: formatMoney(total.total, currency),
          rate: formatNumber(total.ratePerKg),
          weight: formatNumber(total.chargeableWeightKg),
          surcharges: formatMoney(total.surcharges, currency),
        })}
      </output>
      <Row>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('act.quote')}
        </Button>
      </Row>
    </form>
  );
}

export function SupplierInquiryPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useT(TRANSPORT_NS);
  const query = useQuery({
    queryKey: ['transport-inquiry', 'supplier', id],
    queryFn: async () => (await call(transportApi.getSupplierTransportInquiry, { id })).data,
  });
  if (query.isPending) return <LoadingBlock label={t('list.empty')} />;
  if (query.isError) return <InlineAlert>{t('loadFailed')}</InlineAlert>;
  const d = query.data;
  return (
    <section part="detail" style={pageStyle}>
      <Row>
        <Button onClick={onBack}>{t('act.back')}</Button>
      </Row>
      <h2 style={headingStyle}>{t('quote.title', { number: d.number })}</h2>
      <ShipmentFacts inquiry={d} />
      {d.awardedToMe && <InlineAlert intent="success">{t('quote.awardedToMe')}</InlineAlert>}
      {d.canQuote ? (
        <QuoteForm key={d.myQuote?.version ?? 0} inquiry={d} />
      ) : (
        <InlineAlert intent="info">{t('quote.closed')}</InlineAlert>
      )}
    </section>
  );
}
