// The supplier's payment company data as the buyer's ERP sent it (SPEC: credit, receivable,
// currency, delivery status, payment terms). The terms carry an info button whose popover explains
// each of the four and the due-date rule (docs/decisions/2026-11-28-payments.md).
import type { CSSProperties } from 'react';
import { InfoLabel } from '@fluentui/react-components';
import { PAYMENT_TERMS, type PaymentOverview } from '@portal/contract';
import { token } from '../../kit/css-token';
import { enumLabel } from '../../kit/enum-label';
import { formatDateTime, formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { PAYMENT_NS } from './payment-text';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: token('spacingHorizontalL'),
  margin: 0,
};
const termStyle: CSSProperties = { color: token('colorNeutralForeground3'), margin: 0 };
const valueStyle: CSSProperties = { margin: 0, fontWeight: token('fontWeightSemibold') };
const listStyle: CSSProperties = { margin: 0, paddingInlineStart: token('spacingHorizontalL') };

export function PaymentSummary({ overview }: { overview: PaymentOverview }) {
  const { t } = useT([PAYMENT_NS, 'common']);
  const c = overview.company;
  if (!c) return <p data-part="no-company">{t('company.none')}</p>;
  const terms = (
    <>
      <p style={{ marginTop: 0 }}>{t('company.termsHelp', { days: overview.termDays })}</p>
      <ul style={listStyle}>
        {PAYMENT_TERMS.map((k) => (
          <li key={k}>{t(`terms.${k}`)}</li>
        ))}
      </ul>
    </>
  );
  const item = (label: string, value: React.ReactNode, info?: React.ReactNode) => (
    <div>
      <dt style={termStyle}>
        {info ? (
          <InfoLabel info={info} infoButton={{ 'aria-label': t('company.termsInfo') }}>
            {label}
          </InfoLabel>
        ) : (
          label
        )}
      </dt>
      <dd style={valueStyle}>{value}</dd>
    </div>
  );
  return (
    <dl style={gridStyle} data-part="company">
      {item(t('company.creditLimit'), formatMoney(c.creditLimit, c.currency))}
      {item(t('company.receivable'), formatMoney(c.receivable, c.currency))}
      {item(t('company.currency'), c.currency)}
      {item(
        t('company.deliveryStatus'),
        enumLabel(t, 'deliveryStatus', c.deliveryStatus, PAYMENT_NS),
      )}
      {item(
        t('company.paymentTerms'),
        enumLabel(t, 'paymentTerms', c.paymentTerms, PAYMENT_NS),
        terms,
      )}
      {item(t('company.updatedAt'), formatDateTime(c.updatedAt))}
    </dl>
  );
}
