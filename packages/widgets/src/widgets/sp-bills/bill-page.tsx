// One bill (a list row's page, ?id=): its header, the reviewer's reason when refused, the lines with
// their match against the contract price and the delivered quantity (flagged lines highlighted),
// the invoices, the versions and the history, and this side's actions from the contract's
// billActions: the supplier's Edit lines, Add invoice, Remove, Submit (confirmed: it cannot be
// withdrawn) and Correct and resubmit; the finance review's Approve (confirmed) and Refuse (with a
// reason).
import { useState, type ReactNode } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { billsApi, sameMoney, type BillDetail, type BillInvoice } from '@portal/contract';
import { BackLink } from '../../kit/back-link';
import { useConfirm } from '../../kit/confirm-context';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { dash, PlainTable, TermList } from '../../kit/plain-table';
import { downloadOnClick, downloadUrl } from '../../kit/download-url';
import { InlineAlert, Row } from '../../kit/form-layout';
import { StatusBadge } from '../../kit/status-badge';
import { call } from '../../runtime/http';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../runtime/format';
import { useT, type TFunction } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { subjectTerms } from './bill-amount-form';
import { BILL_STATE_COLORS, type BillViewSide } from './bill-list';
import { cellStyle, headingStyle, wrapStyle } from './bill-styles';
import { BILLS_KEY, BILLS_NS } from './bills-text';
import { InvoiceDialog } from './invoice-dialog';
import { MatchFlags } from './match-flags';
import { RefuseDialog } from './refuse-dialog';

const flaggedRow = { background: token('colorPaletteRedBackground1') };

export const billQueryKey = (side: BillViewSide, id: string) => [BILLS_KEY, side, id] as const;

function Lines({ d, t }: { d: BillDetail; t: TFunction }) {
  const heads = ['line', 'billable', 'quantity', 'contractPrice', 'unitPrice', 'amount', 'match'];
  return (
    <PlainTable label={t('page.lines')} heads={heads.map((h) => t(`line.${h}`))}>
      {d.lines.map((l, i) => (
        <tr
          key={l.lineNo ?? i}
          data-line={l.lineNo ?? ''}
          style={l.match.flags.length ? flaggedRow : undefined}
        >
          <td style={cellStyle}>
            {t('line.text', {
              no: l.lineNo ?? '—',
              part: l.partNumber,
              description: l.description,
            })}
          </td>
          <td style={cellStyle}>{formatNumber(l.billableQuantity)}</td>
          <td style={cellStyle}>
            {formatNumber(l.quantity)} {l.unit}
          </td>
          <td style={cellStyle}>{formatMoney(l.contractPrice, d.currency)}</td>
          <td style={cellStyle}>{formatMoney(l.unitPrice, d.currency)}</td>
          <td style={cellStyle}>{formatMoney(l.amount, d.currency)}</td>
          <td style={cellStyle}>
            <MatchFlags match={l.match} tolerance={d.tolerance} />
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}

function invoiceNumber(inv: BillInvoice) {
  return inv.code ? `${inv.code} / ${inv.number}` : inv.number;
}

function Invoices({
  d,
  t,
  onRemove,
}: {
  d: BillDetail;
  t: TFunction;
  onRemove?: (inv: BillInvoice) => void;
}) {
  if (!d.invoices.length) return <p style={{ margin: 0 }}>{t('page.noInvoices')}</p>;
  const heads = ['kind', 'number', 'date', 'amount', 'taxRate', 'taxAmount', 'total', 'file'];
  return (
    <PlainTable
      label={t('page.invoices')}
      heads={[...heads.map((h) => t(`inv.${h}`)), ...(onRemove ? [t('page.actions')] : [])]}
    >
      {d.invoices.map((inv) => (
        <tr key={inv.id}>
          <td style={cellStyle}>{t(`enum.invoiceKind.${inv.kind}`)}</td>
          <td style={cellStyle}>{invoiceNumber(inv)}</td>
          <td style={cellStyle}>{formatDate(inv.date)}</td>
          <td style={cellStyle}>{formatMoney(inv.amount, inv.currency)}</td>
          <td style={cellStyle}>
            {inv.taxRate === null ? '—' : t('inv.rate', { rate: inv.taxRate })}
          </td>
          <td style={cellStyle}>{formatMoney(inv.taxAmount, inv.currency)}</td>
          <td style={cellStyle}>{formatMoney(inv.total, inv.currency)}</td>
          <td style={cellStyle}>
            {inv.file ? (
              <Link href={downloadUrl(inv.file.id)} onClick={downloadOnClick(inv.file.id)}>
                {inv.file.name}
              </Link>
            ) : (
              '—'
            )}
          </td>
          {onRemove ? (
            <td style={cellStyle}>
              <Button
                size="small"
                aria-label={t('page.removeInvoice', { number: invoiceNumber(inv) })}
                onClick={() => onRemove(inv)}
              >
                {t('page.remove')}
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </PlainTable>
  );
}

function Versions({ d, t, open }: { d: BillDetail; t: TFunction; open: (id: string) => void }) {
  const heads = ['revision', 'state', 'feedbackDate', 'reason'];
  return (
    <PlainTable label={t('page.versions')} heads={heads.map((h) => t(`ver.${h}`))}>
      {d.versions.map((v) => (
        <tr key={v.id} aria-current={v.id === d.id ? 'page' : undefined}>
          <td style={cellStyle}>
            {v.id === d.id ? (
              t('ver.this', { revision: v.revision })
            ) : (
              <Link as="button" onClick={() => open(v.id)}>
                {t('ver.open', { revision: v.revision })}
              </Link>
            )}
          </td>
          <td style={cellStyle}>
            <StatusBadge
              value={v.state}
              enum="billState"
              ns={BILLS_NS}
              colors={BILL_STATE_COLORS}
            />
          </td>
          <td style={cellStyle}>{v.feedbackDate ? formatDateTime(v.feedbackDate) : '—'}</td>
          <td style={{ ...cellStyle, whiteSpace: 'pre-wrap' }}>{dash(v.rejectReason)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

function History({ d, t }: { d: BillDetail; t: TFunction }) {
  const heads = ['at', 'action', 'by', 'remarks'];
  return (
    <PlainTable label={t('page.history')} heads={heads.map((h) => t(`hist.${h}`))}>
      {d.history.map((h, i) => (
        <tr key={i}>
          <td style={cellStyle}>{formatDateTime(h.at)}</td>
          <td style={cellStyle}>{t(`hist.actions.${h.action}`, { defaultValue: h.action })}</td>
          <td style={cellStyle}>{dash(h.byName)}</td>
          <td style={{ ...cellStyle, whiteSpace: 'pre-wrap' }}>{dash(h.remarks)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

export interface BillPageProps {
  side: BillViewSide;
  id: string;
  backHref?: string;
  onBack: () => void;
  /** Opens another bill: a version, or the new draft a correction made. */
  open: (id: string) => void;
  /** The supplier's Edit lines: the lines form over this draft. */
  onEditLines?: (bill: BillDetail) => void;
}

export function BillPage({ side, id, backHref, onBack, open, onEditLines }: BillPageProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'invoice' | 'refuse' | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: billQueryKey(side, id),
    queryFn: ({ signal }) =>
      call(
        side === 'buyer' ? billsApi.getBuyerBill : billsApi.getSupplierBill,
        { id },
        { signal, toast: false },
      ),
  });
  const back = (
    <BackLink href={backHref} onBack={onBack}>
      {t('page.back')}
    </BackLink>
  );
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        back={back}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const d = query.data.data;
  const can = (a: BillDetail['actions'][number]) => d.actions.includes(a);
  const refresh = () => client.invalidateQueries({ queryKey: [BILLS_KEY] });
  /** One write: the http client toasts a refusal in the user's language; the page reloads. */
  const write = async (run: () => Promise<{ data: { id: string } }>, done: string) => {
    setBusy(true);
    try {
      const r = await run();
      toast.success(t(done, { ns: 'contract' }));
      return r.data.id;
    } catch {
      return null;
    } finally {
      setBusy(false);
      void refresh();
    }
  };
  const invoicesAddUp = d.invoices.length > 0 && sameMoney(d.invoiceAmount, d.amount);

  const submit = async () => {
    const ok = await confirm({
      title: t('page.submitTitle', { number: d.number }),
      body: t('page.submitText', { amount: formatMoney(d.amount, d.currency) }),
      confirmLabel: t('page.submit'),
      danger: true,
    });
    if (ok) {
      await write(
        () => call(billsApi.submitBill, { id: d.id, version: d.version }),
        'bill.submitted',
      );
    }
  };
  const remove = async (inv: BillInvoice) => {
    const ok = await confirm({
      title: t('page.removeTitle', { number: invoiceNumber(inv) }),
      confirmLabel: t('page.remove'),
    });
    if (ok) {
      await write(
        () => call(billsApi.removeBillInvoice, { id: d.id, version: d.version, invoiceId: inv.id }),
        'bill.invoiceRemoved',
      );
    }
  };
  const correct = async () => {
    const next = await write(
      () => call(billsApi.correctBill, { id: d.id, version: d.version }),
      'bill.corrected',
    );
    if (next) open(next);
  };
  const approve = async () => {
    const flagged = d.flaggedLines;
    const ok = await confirm({
      title: t('review.approveTitle', { number: d.number }),
      body: t(flagged ? 'review.approveFlagged' : 'review.approveText', {
        count: flagged,
        amount: formatMoney(d.amount, d.currency),
        supplier: d.supplierName,
      }),
      confirmLabel: t('review.approve'),
    });
    if (ok) {
      await write(
        () => call(billsApi.approveBill, { id: d.id, version: d.version }),
        'bill.approved',
      );
    }
  };

  return (
    <div part="detail" style={wrapStyle}>
      {back}
      <h2 style={{ ...headingStyle, fontSize: token('fontSizeBase500') }}>
        {t('page.title', { number: d.number, revision: d.revision })}
      </h2>
      <Row>
        <StatusBadge
          value={d.state}
          enum="billState"
          ns={BILLS_NS}
          colors={BILL_STATE_COLORS}
          size="large"
        />
        {can('edit') && onEditLines ? (
          <Button onClick={() => onEditLines(d)}>
            {t(d.kind === 'goods' ? 'page.editLines' : 'page.editAmount')}
          </Button>
        ) : null}
        {can('edit') ? (
          <Button onClick={() => setDialog('invoice')}>{t('page.addInvoice')}</Button>
        ) : null}
        {can('submit') ? (
          <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
            {t('page.submit')}
          </Button>
        ) : null}
        {can('correct') ? (
          <Button appearance="primary" disabled={busy} onClick={() => void correct()}>
            {t('page.correct')}
          </Button>
        ) : null}
        {can('approve') ? (
          <Button appearance="primary" disabled={busy} onClick={() => void approve()}>
            {t('review.approve')}
          </Button>
        ) : null}
        {can('refuse') ? (
          <Button disabled={busy} onClick={() => setDialog('refuse')}>
            {t('review.refuse')}
          </Button>
        ) : null}
      </Row>
      {d.state === 'notApproved' ? (
        <InlineAlert intent="warning">{t('page.refused', { reason: d.rejectReason })}</InlineAlert>
      ) : null}
      {d.superseded ? (
        <InlineAlert intent="info">{t('bill.superseded', { ns: 'contract' })}</InlineAlert>
      ) : null}
      {d.state === 'pendingReview' && side === 'supplier' ? (
        <InlineAlert intent="info">{t('page.pending')}</InlineAlert>
      ) : null}
      {can('submit') && !invoicesAddUp ? (
        <InlineAlert intent="info">
          {t(d.invoices.length ? 'page.invoicesShort' : 'page.needInvoice', {
            invoiced: formatMoney(d.invoiceAmount, d.currency),
            amount: formatMoney(d.amount, d.currency),
          })}
        </InlineAlert>
      ) : null}
      <section aria-label={t('page.header')}>
        <TermList
          items={[
            [t('f.contractNumber'), d.contractNumber],
            ...(side === 'buyer'
              ? [[t('f.supplierName'), d.supplierName] as [string, ReactNode]]
              : []),
            [t('f.kind'), t(`enum.billKind.${d.kind}`)],
            ...subjectTerms(t, d.currency, d.repair, d.freight),
            [t('f.amount'), formatMoney(d.amount, d.currency)],
            [t('f.invoiceAmount'), formatMoney(d.invoiceAmount, d.currency)],
            [t('f.invoiceTotal'), formatMoney(d.invoiceTotal, d.currency)],
            [t('f.flaggedLines'), formatNumber(d.flaggedLines)],
            [
              t('f.tolerance'),
              t('page.tolerance', {
                quantityPct: d.tolerance.quantityPct,
                pricePct: d.tolerance.pricePct,
              }),
            ],
            [t('f.submittedAt'), d.submittedAt ? formatDateTime(d.submittedAt) : ''],
            [t('f.feedbackDate'), d.feedbackDate ? formatDateTime(d.feedbackDate) : ''],
            [t('f.remarks'), d.remarks],
          ]}
        />
      </section>
      <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
        <h3 style={headingStyle}>{t('page.lines')}</h3>
        <Lines d={d} t={t} />
      </section>
      <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
        <h3 style={headingStyle}>{t('page.invoices')}</h3>
        <Invoices d={d} t={t} onRemove={can('edit') ? (inv) => void remove(inv) : undefined} />
      </section>
      {d.versions.length > 1 ? (
        <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
          <h3 style={headingStyle}>{t('page.versions')}</h3>
          <Versions d={d} t={t} open={open} />
        </section>
      ) : null}
      <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
        <h3 style={headingStyle}>{t('page.history')}</h3>
        <History d={d} t={t} />
      </section>
      {dialog === 'invoice' ? <InvoiceDialog bill={d} onClose={() => setDialog(null)} /> : null}
      {dialog === 'refuse' ? <RefuseDialog bill={d} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
