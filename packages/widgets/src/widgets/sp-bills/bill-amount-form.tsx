// A repair or freight bill's amount (docs/decisions/2026-11-28-bill-sources.md): one repair or one
// transport order billed whole. The form shows what the amount is matched against (the quoted
// amount plus the approved added costs, or the awarded charges) with the order's freight facts,
// prefills the amount with it and shows the match live, as the server will store it.
import { useState } from 'react';
import { Button, Input, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  BILL_REMARKS_MAX,
  DEFAULT_BILL_TOLERANCE,
  billsApi,
  matchLine,
  type BillDetail,
  type BillSourceRow,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { formatMoney, formatNumber } from '../../runtime/format';
import { useT, type TFunction } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { TermList } from '../../kit/plain-table';
import { headingStyle, wrapStyle } from './bill-styles';
import { BILLS_KEY, BILLS_NS } from './bills-text';
import { MatchFlags } from './match-flags';

type Repair = NonNullable<BillSourceRow['repair']>;
type Freight = NonNullable<BillSourceRow['freight']>;

/** The repair's or the order's facts as label / text pairs (the detail page shows them too). */
export function subjectTerms(
  t: TFunction,
  currency: string,
  repair: Repair | null,
  freight: Freight | null,
): [string, string][] {
  if (repair) {
    return [
      [t('subj.serialNumber'), repair.serialNumber],
      [t('subj.quotedAmount'), formatMoney(repair.quotedAmount, currency)],
      [t('subj.approvedCosts'), formatMoney(repair.approvedCosts, currency)],
    ];
  }
  if (freight) {
    return [
      [t('subj.transportMode'), t(`subj.mode.${freight.transportMode}`)],
      [t('subj.route'), freight.route],
      [t('subj.weight'), t('subj.kg', { n: formatNumber(freight.weightKg) })],
      [t('subj.volume'), t('subj.m3', { n: formatNumber(freight.volumeM3) })],
      [t('subj.charges'), formatMoney(freight.charges, currency)],
    ];
  }
  return [];
}

const CENTS = /^\d+(\.\d{1,2})?$/;
export const parseAmount = (v: string): number | null =>
  CENTS.test(v.trim()) ? Number(v.trim()) : null;

export interface BillAmountFormProps {
  /** The draft whose amount is rewritten; or the repair / order a new bill bills. */
  bill?: BillDetail;
  source?: BillSourceRow;
  back: React.ReactNode;
  onDone: (id: string) => void;
  onCancel: () => void;
}

export function BillAmountForm({ bill, source, back, onDone, onCancel }: BillAmountFormProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const client = useQueryClient();
  const kind = source?.kind ?? bill?.kind ?? 'repair';
  const currency = source?.currency ?? bill?.currency ?? '';
  const number = source?.number ?? bill?.contractNumber ?? '';
  // What the amount is matched against: the source's now, or what the draft was last matched with.
  const reference = source?.amount ?? bill?.lines[0]?.contractPrice ?? 0;
  const tolerance = bill?.tolerance ?? DEFAULT_BILL_TOLERANCE;
  const [amount, setAmount] = useState(String(bill ? bill.amount : reference));
  const [remarks, setRemarks] = useState(bill?.remarks ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const value = parseAmount(amount);
  const match =
    value === null
      ? null
      : matchLine(
          { quantity: 1, unitPrice: value },
          { unitPrice: reference, billableQuantity: 1 },
          tolerance,
        );
  const terms = subjectTerms(
    t,
    currency,
    source?.repair ?? bill?.repair ?? null,
    source?.freight ?? bill?.freight ?? null,
  );

  const send = async () => {
    setTried(true);
    setAlert('');
    if (value === null) return;
    setBusy(true);
    try {
      const base = { amount: value, remarks: remarks.trim() };
      const r = bill
        ? await call(
            billsApi.updateBill,
            { id: bill.id, version: bill.version, ...base },
            { toast: false },
          )
        : kind === 'freight'
          ? await call(
              billsApi.createFreightBill,
              { transportOrderId: source?.id ?? '', ...base },
              { toast: false },
            )
          : await call(
              billsApi.createRepairBill,
              { contractId: source?.id ?? '', ...base },
              { toast: false },
            );
      toast.success(t(bill ? 'bill.saved' : 'bill.created', { ns: 'contract' }));
      void client.invalidateQueries({ queryKey: [BILLS_KEY] });
      onDone(r.data.id);
    } catch (e) {
      setAlert(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      part="detail"
      noValidate
      style={wrapStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {back}
      <h2 style={{ ...headingStyle, fontSize: token('fontSizeBase500') }}>
        {bill
          ? t('amt.editTitle', { number: bill.number, subject: number })
          : t(`amt.title.${kind}`, { number })}
      </h2>
      <p style={{ margin: 0 }}>
        {t(`amt.intro.${kind}`, {
          reference: formatMoney(reference, currency),
          pricePct: tolerance.pricePct,
        })}
      </p>
      <TermList
        items={[...terms, [t(`amt.reference.${kind}`), formatMoney(reference, currency)]]}
      />
      <FormField
        label={t('amt.amount', { currency })}
        required
        error={tried && value === null ? t('amt.amountInvalid') : undefined}
      >
        <Input inputMode="decimal" value={amount} onChange={(_, d) => setAmount(d.value)} />
      </FormField>
      <div aria-live="polite">
        {match ? <MatchFlags match={match} tolerance={tolerance} /> : null}
      </div>
      <FormField label={t('f.remarks')}>
        <Textarea
          value={remarks}
          maxLength={BILL_REMARKS_MAX}
          onChange={(_, d) => setRemarks(d.value)}
        />
      </FormField>
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      <Row>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t('new.save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel', { ns: 'common' })}</Button>
      </Row>
    </form>
  );
}
