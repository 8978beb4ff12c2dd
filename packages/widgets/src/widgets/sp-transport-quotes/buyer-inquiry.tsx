// The buyer's transport screens (/hna/pdDemandInquiry/index): the new inquiry form (shipment and
// the approved transport suppliers it goes to) and one inquiry's quotes side by side, cheapest
// first, each with its computed total, with the award of one quote (naming, if the buyer wishes,
// the ship notice the transport carries) or, confirmed, the closing of an inquiry it will not award.
import { useState } from 'react';
import { Button, Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARGO_KINDS,
  TRANSPORT_MODES,
  TRANSPORT_NOTICE_NUMBER_MAX,
  transportApi,
  transportCloseAllowed,
} from '@portal/contract';
import { useConfirm } from '../../kit/confirm-context';
import { InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { call } from '../../runtime/http';
import { formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { OrderWaybills } from './order-waybills';
import { ShipmentFacts, headingStyle, pageStyle } from './supplier-quote';
import { TRANSPORT_NS } from './transport-text';

const cell = { textAlign: 'start' as const, padding: '4px 8px' };

export function CreateInquiry({ onDone }: { onDone: (id?: string) => void }) {
  const { t } = useT(TRANSPORT_NS);
  const suppliers = useQuery({
    queryKey: ['transport-suppliers'],
    queryFn: async () => (await call(transportApi.listTransportSuppliers, {})).data,
  });
  const [v, setV] = useState({
    mode: 'air',
    origin: '',
    destination: '',
    cargo: 'general',
    pieces: '1',
    grossWeightKg: '',
    volumeM3: '0',
    readyDate: '',
    replyDeadline: '',
    remark: '',
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const set = (k: keyof typeof v) => (_: unknown, d: { value: string }) =>
    setV({ ...v, [k]: d.value });
  const send = async () => {
    const filled =
      v.origin.trim() &&
      v.destination.trim() &&
      Number(v.grossWeightKg) > 0 &&
      v.readyDate &&
      v.replyDeadline &&
      chosen.length > 0;
    if (!filled) {
      toast.error(t('create.invalid'));
      return;
    }
    try {
      const { data: created } = await call(transportApi.createTransportInquiry, {
        mode: v.mode as 'air' | 'land',
        origin: v.origin,
        destination: v.destination,
        cargo: v.cargo as 'general' | 'dangerous',
        pieces: Number(v.pieces),
        grossWeightKg: Number(v.grossWeightKg),
        volumeM3: Number(v.volumeM3),
        readyDate: v.readyDate,
        replyDeadline: v.replyDeadline,
        remark: v.remark,
        supplierIds: chosen,
      });
      toast.success(created.number ?? '');
      onDone(created.id);
    } catch {
      // The http client has toasted the server's message.
    }
  };
  return (
    <form
      part="detail"
      style={pageStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 style={headingStyle}>{t('create.title')}</h2>
      <Row>
        <Field label={t('f.mode')}>
          <Select value={v.mode} onChange={set('mode')}>
            {TRANSPORT_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`mode.${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('f.origin')} required>
          <Input value={v.origin} onChange={set('origin')} />
        </Field>
        <Field label={t('f.destination')} required>
          <Input value={v.destination} onChange={set('destination')} />
        </Field>
        <Field label={t('f.cargo')}>
          <Select value={v.cargo} onChange={set('cargo')}>
            {CARGO_KINDS.map((c) => (
              <option key={c} value={c}>
                {t(`cargo.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <Row>
        <Field label={t('f.pieces')} required>
          <Input type="number" value={v.pieces} onChange={set('pieces')} />
        </Field>
        <Field label={t('f.grossWeightKg')} required>
          <Input type="number" value={v.grossWeightKg} onChange={set('grossWeightKg')} />
        </Field>
        <Field label={t('f.volumeM3')}>
          <Input type="number" value={v.volumeM3} onChange={set('volumeM3')} />
        </Field>
        <Field label={t('f.readyDate')} required>
          <Input type="date" value={v.readyDate} onChange={set('readyDate')} />
        </Field>
        <Field label={t('f.replyDeadline')} required>
          <Input type="date" value={v.replyDeadline} onChange={set('replyDeadline')} />
        </Field>
      </Row>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('f.suppliers')}</legend>
        {suppliers.isPending && <LoadingBlock label={t('f.suppliers')} rows={1} />}
        {suppliers.data?.map((s) => (
          <Checkbox
            key={s.id}
            label={s.name}
            checked={chosen.includes(s.id)}
            onChange={(_, d) =>
              setChosen(d.checked ? [...chosen, s.id] : chosen.filter((c) => c !== s.id))
            }
          />
        ))}
      </fieldset>
      <Field label={t('f.remark')}>
        <Textarea value={v.remark} onChange={set('remark')} />
      </Field>
      <Row>
        <Button appearance="primary" type="submit">
          {t('act.send')}
        </Button>
        <Button onClick={() => onDone()}>{t('act.cancel')}</Button>
      </Row>
    </form>
  );
}

export function BuyerInquiryPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useT(TRANSPORT_NS);
  const client = useQueryClient();
  const confirm = useConfirm();
  // The ship notice the awarded transport carries, named with the award (optional).
  const [noticeNumber, setNoticeNumber] = useState('');
  const query = useQuery({
    queryKey: ['transport-inquiry', 'buyer', id],
    queryFn: async () => (await call(transportApi.getBuyerTransportInquiry, { id })).data,
  });
  if (query.isPending) return <LoadingBlock label={t('list.empty')} />;
  if (query.isError) return <InlineAlert>{t('loadFailed')}</InlineAlert>;
  const d = query.data;
  const award = async (quoteId: string) => {
    try {
      const { data: done } = await call(transportApi.awardTransportQuote, {
        inquiryId: d.id,
        version: d.version,
        quoteId,
        noticeNumber,
      });
      toast.success(done.number ?? '');
    } catch {
      // The http client has toasted the server's message.
    } finally {
      void client.invalidateQueries({ queryKey: ['transport-inquiry'] });
    }
  };
  const close = async () => {
    const sure = await confirm({
      title: t('close.title', { number: d.number }),
      body: t('close.body'),
      confirmLabel: t('act.close'),
      danger: true,
    });
    if (!sure) return;
    try {
      const answer = await call(transportApi.closeTransportInquiry, {
        id: d.id,
        version: d.version,
      });
      toast.success(answer.msg);
    } catch {
      // The http client has toasted the server's message.
    } finally {
      void client.invalidateQueries({ queryKey: ['transport-inquiry'] });
    }
  };
  return (
    <section part="detail" style={pageStyle}>
      <Row>
        <Button onClick={onBack}>{t('act.back')}</Button>
        {transportCloseAllowed(d.state) && (
          <Button onClick={() => void close()}>{t('act.close')}</Button>
        )}
      </Row>
      <h2 style={headingStyle}>{t('compare.title', { number: d.number })}</h2>
      <ShipmentFacts inquiry={d} />
      {d.order && (
        <InlineAlert intent="success">
          {t('compare.awarded', { number: d.order.number, state: t(`state.${d.order.state}`) })}
          {d.order.noticeNumber && ` ${t('compare.carries', { notice: d.order.noticeNumber })}`}
        </InlineAlert>
      )}
      {d.state === 'closed' && <InlineAlert intent="info">{t('compare.closed')}</InlineAlert>}
      {d.order?.state === 'confirmed' && <OrderWaybills inquiryId={d.id} />}
      {d.state === 'quoted' && (
        <Field label={t('f.noticeNumber')} hint={t('hint.noticeNumber')}>
          <Input
            value={noticeNumber}
            maxLength={TRANSPORT_NOTICE_NUMBER_MAX}
            onChange={(_, v) => setNoticeNumber(v.value)}
          />
        </Field>
      )}
      {d.quotes.length === 0 ? (
        <InlineAlert intent="info">{t('compare.none')}</InlineAlert>
      ) : (
        <table aria-label={t('compare.title', { number: d.number })}>
          <thead>
            <tr>
              {[
                'f.supplier',
                'f.ratePerKg',
                'f.minimumCharge',
                'f.surcharges',
                'f.transitDays',
                'f.validityDate',
                'f.total',
                'f.state',
              ].map((k) => (
                <th key={k} style={cell}>
                  {t(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.quotes.map((q) => (
              <tr key={q.id}>
                <td style={cell}>{q.supplierName}</td>
                <td style={cell}>{formatNumber(q.total.ratePerKg)}</td>
                <td style={cell}>{formatMoney(q.minimumCharge, q.currency)}</td>
                <td style={cell}>{formatMoney(q.total.surcharges, q.currency)}</td>
                <td style={cell}>{q.transitDays}</td>
                <td style={cell}>{q.validityDate}</td>
                <td style={cell}>{formatMoney(q.total.total, q.currency)}</td>
                <td style={cell}>
                  {d.state === 'quoted' && (
                    <Button onClick={() => void award(q.id)}>{t('act.award')}</Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
