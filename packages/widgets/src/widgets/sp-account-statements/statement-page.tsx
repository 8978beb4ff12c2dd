// One statement (a list row's page, ?id=): its header, what the supplier may do now (Confirm, after
// a confirmation naming the closing balance; Dispute lines; Upload my side), the buyer's lines with
// the portal bill each names and the supplier's dispute reasons, the supplier's uploaded lines, and
// the differences both sides see.
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountStatementsApi, type AccountStatementDetail } from '@portal/contract';
import { BackLink } from '../../kit/back-link';
import { useConfirm } from '../../kit/confirm-context';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { InlineAlert, Row } from '../../kit/form-layout';
import { StatusBadge } from '../../kit/status-badge';
import { call } from '../../runtime/http';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { DisputeDialog } from './dispute-dialog';
import { STATEMENT_STATE_COLORS, type StatementViewSide } from './statement-list';
import { headingStyle, sectionStyle, wrapStyle } from './statement-styles';
import { TermList } from '../../kit/plain-table';
import { Differences, StatementLines } from './statement-tables';
import { STATEMENTS_KEY, STATEMENTS_NS } from './statements-text';

export const statementQueryKey = (side: StatementViewSide, id: string) =>
  [STATEMENTS_KEY, side, id] as const;

/** The statement of `side`, as the page and the upload page read it. */
export function useStatement(side: StatementViewSide, id: string) {
  return useQuery({
    queryKey: statementQueryKey(side, id),
    queryFn: ({ signal }) =>
      call(
        side === 'buyer'
          ? accountStatementsApi.getBuyerStatement
          : accountStatementsApi.getSupplierStatement,
        { id },
        { signal, toast: false },
      ),
  });
}

export interface StatementPageProps {
  side: StatementViewSide;
  id: string;
  backHref?: string;
  onBack: () => void;
  /** The supplier's Upload my side: its page, or in place. */
  onUpload?: (d: AccountStatementDetail) => void;
}

export function StatementPage({ side, id, backHref, onBack, onUpload }: StatementPageProps) {
  const { t } = useT([STATEMENTS_NS, 'common']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [disputing, setDisputing] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = useStatement(side, id);
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
  const can = (a: AccountStatementDetail['actions'][number]) => d.actions.includes(a);

  const confirmStatement = async () => {
    const ok = await confirm({
      title: t('page.confirmTitle', { number: d.number }),
      body: t('page.confirmText', { amount: formatMoney(d.closingBalance, d.currency) }),
      confirmLabel: t('page.confirm'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await call(accountStatementsApi.confirmStatement, { id: d.id, version: d.version });
      toast.success(t('statement.confirmed', { ns: 'contract' }));
    } catch {
      // The http client toasted the refusal in the user's language.
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: [STATEMENTS_KEY] });
    }
  };

  return (
    <div part="detail" style={wrapStyle}>
      {back}
      <h2 style={{ ...headingStyle, fontSize: token('fontSizeBase500') }}>
        {t('page.title', { number: d.number })}
      </h2>
      <Row>
        <StatusBadge
          value={d.state}
          enum="statementState"
          ns={STATEMENTS_NS}
          colors={STATEMENT_STATE_COLORS}
          size="large"
        />
        {can('confirm') ? (
          <Button appearance="primary" disabled={busy} onClick={() => void confirmStatement()}>
            {t('page.confirm')}
          </Button>
        ) : null}
        {can('dispute') ? (
          <Button disabled={busy} onClick={() => setDisputing(true)}>
            {t('page.dispute')}
          </Button>
        ) : null}
        {can('upload') && onUpload ? (
          <Button onClick={() => onUpload(d)}>{t('page.upload')}</Button>
        ) : null}
      </Row>
      {d.state === 'confirmed' && d.answeredAt ? (
        <InlineAlert intent="success">
          {t('page.confirmed', { at: formatDateTime(d.answeredAt) })}
        </InlineAlert>
      ) : null}
      {d.state === 'disputed' ? (
        <InlineAlert intent="warning">{t('page.disputedInfo')}</InlineAlert>
      ) : null}
      {d.state === 'open' && side === 'supplier' ? (
        <InlineAlert intent="info">{t('page.openInfo')}</InlineAlert>
      ) : null}
      <section aria-label={t('page.header')}>
        <TermList
          items={[
            ...(side === 'buyer'
              ? [[t('f.supplierName'), d.supplierName] as [string, string]]
              : []),
            [t('f.currency'), d.currency],
            [t('f.periodFrom'), formatDate(d.periodFrom)],
            [t('f.periodTo'), formatDate(d.periodTo)],
            [t('f.openingBalance'), formatMoney(d.openingBalance, d.currency)],
            [t('f.closingBalance'), formatMoney(d.closingBalance, d.currency)],
            [
              t(side === 'buyer' ? 'f.buyerSupplierClosingBalance' : 'f.supplierClosingBalance'),
              d.supplierClosingBalance === null
                ? ''
                : formatMoney(d.supplierClosingBalance, d.currency),
            ],
            [t('f.disputeCount'), formatNumber(d.disputeCount)],
            [
              t('f.supplierUploadedAt'),
              d.supplierUploadedAt ? formatDateTime(d.supplierUploadedAt) : '',
            ],
          ]}
        />
      </section>
      <section style={sectionStyle}>
        <h3 style={headingStyle}>{t('page.differences')}</h3>
        <Differences d={d} t={t} />
      </section>
      <section style={sectionStyle}>
        <h3 style={headingStyle}>{t('page.buyerLines')}</h3>
        <StatementLines d={d} lines={d.buyerLines} label={t('page.buyerLines')} withBills t={t} />
      </section>
      <section style={sectionStyle}>
        <h3 style={headingStyle}>{t('page.supplierLines')}</h3>
        {d.supplierUploadedAt ? (
          <StatementLines
            d={d}
            lines={d.supplierLines}
            label={t('page.supplierLines')}
            withBills={false}
            t={t}
          />
        ) : (
          <p style={{ margin: 0 }}>{t('page.notUploaded')}</p>
        )}
      </section>
      {disputing ? <DisputeDialog statement={d} onClose={() => setDisputing(false)} /> : null}
    </div>
  );
}
