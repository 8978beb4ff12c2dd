// The buyer's invoicing details the supplier prints on its invoice (SPEC: invoice information), as
// terms and values like the kit's detail sections.
import { useId, type CSSProperties } from 'react';
import type { ContractInvoice as Invoice } from '@portal/contract';
import { token } from '../kit/css-token';
import { useT } from '../runtime/i18n';
import { CONTRACTS_NS } from './contract-text';

const KEYS = ['title', 'taxId', 'bank', 'account', 'address', 'phone'] as const;

const headingStyle: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
const termStyle: CSSProperties = {
  color: token('colorNeutralForeground3'),
  fontSize: token('fontSizeBase200'),
};
const valueStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };

export function ContractInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useT(CONTRACTS_NS);
  const headingId = useId();
  const empty = KEYS.every((k) => !invoice[k]);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={headingStyle}>
        {t('s.invoice')}
      </h3>
      {empty ? (
        <p style={{ margin: 0, color: token('colorNeutralForeground3') }}>{t('empty.invoice')}</p>
      ) : (
        <dl style={listStyle}>
          {KEYS.map((k) => (
            <div key={k}>
              <dt style={termStyle}>{t(`invoice.${k}`)}</dt>
              <dd style={valueStyle}>{invoice[k] || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
