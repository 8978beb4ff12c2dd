// The supplier's bill lines: for a new bill first the kind and what to bill (bill-source-picker),
// then for goods its delivered lines with what is still billable; the supplier ticks lines, sets quantity and
// unit price (prefilled with the billable quantity and the contract price) and sees each line's
// match live. Saving drafts the bill (or rewrites the draft's lines); flags warn, they do not stop
// the save (docs/decisions/2026-11-28-bills.md).
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Input, Textarea } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILL_REMARKS_MAX,
  DEFAULT_BILL_TOLERANCE,
  billsApi,
  lineAmount,
  type BillDetail,
  type BillSourceRow,
} from '@portal/contract';
import { BackLink } from '../../kit/back-link';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BillAmountForm } from './bill-amount-form';
import { BillSourcePicker } from './bill-source-picker';
import {
  draftLines,
  lineProblems,
  liveMatch,
  parsePrice,
  parseQuantity,
  toLinesInput,
  type BillableLine,
  type LineDraft,
} from './bill-lines';
import { BILLS_KEY, BILLS_NS } from './bills-text';
import { MatchFlags } from './match-flags';
import { plainTableBox, plainTableStyle } from '../../kit/plain-table';
import { cellStyle, headingStyle, wrapStyle } from './bill-styles';

export interface BillLinesEditorProps {
  /** The draft whose lines are rewritten; none: a new bill. */
  bill?: BillDetail;
  onDone: (id: string) => void;
  onCancel: () => void;
}

interface FormProps extends BillLinesEditorProps {
  contractId: string;
  contractNumber: string;
  currency: string;
  lines: readonly BillableLine[];
  back: ReactNode;
}

function LinesForm({
  bill,
  contractId,
  contractNumber,
  currency,
  lines,
  back,
  onDone,
  onCancel,
}: FormProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const client = useQueryClient();
  const [draft, setDraft] = useState<LineDraft[]>(() => draftLines(lines, bill));
  const [remarks, setRemarks] = useState(bill?.remarks ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  // A new bill is matched with the defaults: the buyer's tolerances are the review's to read; the
  // saved draft shows the server's flags (docs/decisions/2026-11-28-bill-screens.md).
  const tolerance = bill?.tolerance ?? DEFAULT_BILL_TOLERANCE;
  const problems = tried ? lineProblems(draft) : {};
  const set = (i: number, patch: Partial<LineDraft>) =>
    setDraft((d) => d.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const total = draft
    .filter((l) => l.ticked)
    .reduce(
      (s, l) => s + lineAmount(parseQuantity(l.quantity) ?? 0, parsePrice(l.unitPrice) ?? 0),
      0,
    );

  const send = async () => {
    setTried(true);
    setAlert('');
    if (Object.keys(lineProblems(draft)).length) {
      setAlert(t('new.fix'));
      return;
    }
    setBusy(true);
    try {
      const input = { lines: toLinesInput(draft), remarks: remarks.trim() };
      const r = bill
        ? await call(
            billsApi.updateBill,
            { id: bill.id, version: bill.version, ...input },
            { toast: false },
          )
        : await call(billsApi.createBill, { contractId, ...input }, { toast: false });
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
          ? t('new.editTitle', { number: bill.number, contract: contractNumber })
          : t('new.title', { contract: contractNumber })}
      </h2>
      <p style={{ margin: 0 }}>
        {t('new.intro', { quantityPct: tolerance.quantityPct, pricePct: tolerance.pricePct })}
      </p>
      {problems.lines ? <InlineAlert>{t(problems.lines)}</InlineAlert> : null}
      <div style={plainTableBox}>
        <table style={plainTableStyle} aria-label={t('new.lines')}>
          <thead>
            <tr>
              {[
                'bill',
                'line',
                'delivered',
                'billable',
                'quantity',
                'unitPrice',
                'amount',
                'match',
              ].map((h) => (
                <th key={h} scope="col" style={cellStyle}>
                  {t(`line.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.map((l, i) => {
              const match = l.ticked ? liveMatch(l, tolerance) : null;
              const label = t('line.text', {
                no: l.lineNo,
                part: l.partNumber,
                description: l.description,
              });
              return (
                <tr key={l.lineNo} data-line={l.lineNo}>
                  <td style={cellStyle}>
                    <Checkbox
                      checked={l.ticked}
                      disabled={l.delivered === 0 && !l.ticked}
                      aria-label={t('line.tick', { no: l.lineNo })}
                      onChange={(_, d) => set(i, { ticked: !!d.checked })}
                    />
                  </td>
                  <td style={cellStyle}>{label}</td>
                  <td style={cellStyle}>
                    {formatNumber(l.delivered)} {l.unit}
                  </td>
                  <td style={cellStyle}>{formatNumber(l.billable)}</td>
                  <td style={cellStyle}>
                    <FormField
                      label={t('line.quantityOf', { no: l.lineNo })}
                      error={problems[`lines.${i}.quantity`] && t(problems[`lines.${i}.quantity`]!)}
                    >
                      <Input
                        inputMode="numeric"
                        value={l.quantity}
                        disabled={!l.ticked}
                        onChange={(_, d) => set(i, { quantity: d.value })}
                      />
                    </FormField>
                  </td>
                  <td style={cellStyle}>
                    <FormField
                      label={t('line.priceOf', { no: l.lineNo })}
                      hint={t('line.contractPriceHint', {
                        price: formatMoney(l.contractPrice, currency),
                      })}
                      error={problems[`lines.${i}.unitPrice`]}
                    >
                      <Input
                        inputMode="decimal"
                        value={l.unitPrice}
                        disabled={!l.ticked}
                        onChange={(_, d) => set(i, { unitPrice: d.value })}
                      />
                    </FormField>
                  </td>
                  <td style={cellStyle}>
                    {l.ticked
                      ? formatMoney(
                          lineAmount(parseQuantity(l.quantity) ?? 0, parsePrice(l.unitPrice) ?? 0),
                          currency,
                        )
                      : '—'}
                  </td>
                  <td style={cellStyle}>
                    {match ? (
                      <MatchFlags match={match} tolerance={tolerance} />
                    ) : l.delivered === 0 ? (
                      t('bill.nothingDelivered', { ns: 'contract' })
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p style={{ margin: 0, fontWeight: token('fontWeightSemibold') }}>
        {t('new.total', { amount: formatMoney(total, currency) })}
      </p>
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

function ContractLines(props: BillLinesEditorProps & { contractId: string; back: ReactNode }) {
  const query = useQuery({
    queryKey: [BILLS_KEY, 'billable', props.contractId],
    queryFn: ({ signal }) =>
      call(billsApi.getBillableLines, { contractId: props.contractId }, { signal, toast: false }),
  });
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        back={props.back}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const c = query.data.data;
  return (
    <LinesForm {...props} contractNumber={c.contractNumber} currency={c.currency} lines={c.lines} />
  );
}

/**
 * A new bill: the kind (only those the company bills), then what to bill from the bills' own pick
 * list, then the goods lines or the repair / freight amount. Editing a draft: its lines or amount.
 */
export function BillLinesEditor(props: BillLinesEditorProps) {
  const { bill, onCancel } = props;
  const { t } = useT([BILLS_NS, 'common']);
  const [picked, setPicked] = useState<BillSourceRow | null>(null);
  const back = <BackLink onBack={onCancel}>{t('new.back')}</BackLink>;
  if (bill) {
    return bill.kind === 'goods' ? (
      <ContractLines {...props} contractId={bill.contractId ?? ''} back={back} />
    ) : (
      <BillAmountForm {...props} back={back} />
    );
  }
  if (!picked) return <BillSourcePicker back={back} onPick={setPicked} onCancel={onCancel} />;
  return picked.kind === 'goods' ? (
    <ContractLines {...props} contractId={picked.id} back={back} />
  ) : (
    <BillAmountForm {...props} source={picked} back={back} />
  );
}
