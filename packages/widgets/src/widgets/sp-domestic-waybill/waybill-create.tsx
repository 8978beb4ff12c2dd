// /sup/supContract/domesticCreate: pick one of the caller's confirmed transport orders and write
// its waybill. The premium is shown live by the contract's insurancePremium, the function the
// server stores the premium with, so the amount seen before saving is the amount saved. The
// server checks everything again; its message is toasted.
import { useState } from 'react';
import { Button, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CURRENCIES,
  WAYBILL_INSURANCE_RATE_MAX,
  domesticWaybillsApi,
  insurancePremium,
  type WaybillOrderOption,
} from '@portal/contract';
import { InlineAlert, Row } from '../../kit/form-layout';
import { LoadingBlock } from '../../kit/loading-block';
import { call } from '../../runtime/http';
import { formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { routeText } from './waybill-list';
import { WAYBILL_NS } from './waybill-text';
import { headingStyle, pageStyle } from './waybill-style';

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

interface Party {
  name: string;
  address: string;
  phone: string;
}
const emptyParty: Party = { name: '', address: '', phone: '' };

function PartyFields({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Party;
  onChange: (p: Party) => void;
}) {
  const { t } = useT(WAYBILL_NS);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{legend}</legend>
      <Row>
        {(['name', 'address', 'phone'] as const).map((k) => (
          <Field key={k} label={`${legend} · ${t(`f.${k}`)}`} required>
            <Input value={value[k]} onChange={(_, d) => onChange({ ...value, [k]: d.value })} />
          </Field>
        ))}
      </Row>
    </fieldset>
  );
}

function WaybillForm({
  order,
  onCreated,
}: {
  order: WaybillOrderOption;
  onCreated: (id: string) => void;
}) {
  const { t } = useT(WAYBILL_NS);
  const client = useQueryClient();
  const [number, setNumber] = useState('');
  const [consignor, setConsignor] = useState<Party>(emptyParty);
  const [consignee, setConsignee] = useState<Party>(emptyParty);
  const [pieces, setPieces] = useState(String(order.pieces));
  const [weight, setWeight] = useState(String(order.weightKg));
  const [volume, setVolume] = useState(String(order.volumeM3));
  const [cargo, setCargo] = useState('');
  const [value, setValue] = useState('');
  const [currency, setCurrency] = useState(order.currency);
  const [rate, setRate] = useState('0.3');
  const [busy, setBusy] = useState(false);

  const rateOk = num(rate) >= 0 && num(rate) <= WAYBILL_INSURANCE_RATE_MAX;
  const premium = rateOk && num(value) >= 0 ? insurancePremium(num(value), num(rate)) : 0;
  const filled = (p: Party) => Boolean(p.name.trim() && p.address.trim() && p.phone.trim());
  const valid =
    number.trim() !== '' &&
    filled(consignor) &&
    filled(consignee) &&
    Number.isInteger(num(pieces)) &&
    num(pieces) > 0 &&
    num(weight) > 0 &&
    num(volume) >= 0 &&
    cargo.trim() !== '' &&
    num(value) >= 0 &&
    rateOk;

  const save = async () => {
    if (!valid) {
      toast.error(t('create.invalid'));
      return;
    }
    setBusy(true);
    try {
      const res = await call(domesticWaybillsApi.createDomesticWaybill, {
        orderId: order.id,
        number: number.trim(),
        consignor,
        consignee,
        pieces: num(pieces),
        weightKg: num(weight),
        volumeM3: num(volume),
        cargoDescription: cargo,
        declaredValue: num(value),
        currency: currency as (typeof CURRENCIES)[number],
        insuranceRatePercent: num(rate),
      });
      toast.success(t('create.done', { number: number.trim() }));
      onCreated(res.data.id);
    } catch {
      // The http client has toasted the server's message.
    } finally {
      setBusy(false);
      void client.invalidateQueries();
    }
  };

  return (
    <form
      style={pageStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field label={t('f.number')} required>
        <Input value={number} onChange={(_, d) => setNumber(d.value)} />
      </Field>
      <PartyFields legend={t('f.consignor')} value={consignor} onChange={setConsignor} />
      <PartyFields legend={t('f.consignee')} value={consignee} onChange={setConsignee} />
      <Row>
        <Field label={t('f.pieces')} required>
          <Input type="number" value={pieces} onChange={(_, d) => setPieces(d.value)} />
        </Field>
        <Field label={t('f.weightKg')} required>
          <Input type="number" value={weight} onChange={(_, d) => setWeight(d.value)} />
        </Field>
        <Field label={t('f.volumeM3')}>
          <Input type="number" value={volume} onChange={(_, d) => setVolume(d.value)} />
        </Field>
      </Row>
      <Field label={t('f.cargoDescription')} required>
        <Textarea value={cargo} onChange={(_, d) => setCargo(d.value)} />
      </Field>
      <Row>
        <Field label={t('f.declaredValue')} required>
          <Input type="number" value={value} onChange={(_, d) => setValue(d.value)} />
        </Field>
        <Field label={t('f.currency')}>
          <Select value={currency} onChange={(_, d) => setCurrency(d.value)}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('f.insuranceRate')}
          required
          validationState={rateOk ? 'none' : 'error'}
          validationMessage={rateOk ? undefined : t('create.invalid')}
        >
          <Input type="number" value={rate} onChange={(_, d) => setRate(d.value)} />
        </Field>
      </Row>
      <output aria-live="polite" data-premium={premium}>
        {t('create.livePremium', {
          premium: formatMoney(premium, currency),
          rate: rateOk ? formatNumber(num(rate)) : '–',
          value: formatMoney(num(value) || 0, currency),
        })}
      </output>
      <Row>
        <Button appearance="primary" type="submit" disabled={busy}>
          {t('act.create')}
        </Button>
      </Row>
    </form>
  );
}

export function WaybillCreate({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useT(WAYBILL_NS);
  const [orderId, setOrderId] = useState('');
  const orders = useQuery({
    queryKey: ['domestic-waybill', 'orders'],
    queryFn: async () => (await call(domesticWaybillsApi.listWaybillOrders, {})).data,
  });
  if (orders.isPending) return <LoadingBlock label={t('loading')} />;
  if (orders.isError) return <InlineAlert>{t('loadFailed')}</InlineAlert>;
  const order = orders.data.find((o) => o.id === orderId);
  return (
    <section part="detail" style={pageStyle}>
      <h2 style={headingStyle}>{t('create.title')}</h2>
      {orders.data.length === 0 ? (
        <InlineAlert intent="info">{t('create.noOrders')}</InlineAlert>
      ) : (
        <Field label={t('f.order')} required>
          <Select value={orderId} onChange={(_, d) => setOrderId(d.value)}>
            <option value="">{t('create.pickOrder')}</option>
            {orders.data.map((o) => (
              <option key={o.id} value={o.id}>
                {`${o.number} · ${routeText(o)}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {order && <WaybillForm key={order.id} order={order} onCreated={onCreated} />}
    </section>
  );
}
