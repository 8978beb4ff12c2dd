// The buyer's invoicing details the supplier prints on its invoice (SPEC: invoice information), as
// terms and values like the kit's detail sections.
import { useId } from 'react';
import type { ContractInvoice as Invoice } from '@portal/contract';
import {
  emptyStyle,
  headingStyle,
  listStyle,
  termStyle,
  valueStyle,
} from '../kit/resource/detail-styles';
import { useT } from '../runtime/i18n';
import { CONTRACTS_NS } from './contract-text';

const KEYS = ['title', 'taxId', 'bank', 'account', 'address', 'phone'] as const;

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
        <p style={emptyStyle}>{t('empty.invoice')}</p>
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
