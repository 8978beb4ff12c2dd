// The award once made (docs/decisions/2026-11-27-repair-quote-review.md): the winning repair shop
// and the repair contracts the award issued, one per awarded unit (a repair order is per serial
// number), each linking to the buyer's contract review when the page binds the `contract` link.
import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import type { RepairAwardContract, RepairQuoteComparison } from '@portal/contract';
import { InlineAlert } from '../../kit/form-layout';
import { formatDateTime } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { REPAIR_QUOTE_REVIEW_NS } from './repair-quote-review-text';

export interface AwardBannerProps {
  award: NonNullable<RepairQuoteComparison['award']>;
  /** The buyer's page of a contract, when bound. */
  contractHref: (id: string) => string | undefined;
}

export function AwardBanner({ award, contractHref }: AwardBannerProps) {
  const { t } = useT(REPAIR_QUOTE_REVIEW_NS);
  const number = (c: RepairAwardContract): ReactNode => {
    const href = contractHref(c.contractId);
    return href ? <Link href={href}>{c.contractNumber}</Link> : c.contractNumber;
  };
  const by = t('award.bannerBy', { at: formatDateTime(award.at), by: award.by });
  const [only, ...others] = award.contracts;

  // One unit (or an award from before contracts were per unit): one sentence, as it always read.
  if (only && others.length === 0) {
    return (
      <InlineAlert intent="success">
        <span data-testid="award-banner">
          {t('award.banner', { name: award.supplierName })} {number(only)}
          {'. '}
          {by}
        </span>
      </InlineAlert>
    );
  }
  return (
    <InlineAlert intent="success">
      <div data-testid="award-banner">
        {t('award.bannerMany', { name: award.supplierName, units: award.contracts.length })}
        <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
          {award.contracts.map((c) => (
            <li key={c.contractId}>
              {number(c)}
              {c.itemNo === null
                ? null
                : ` · ${t('award.unit', { itemNo: c.itemNo, serial: c.serialNumber ?? '—' })}`}
            </li>
          ))}
        </ul>
        {by}
      </div>
    </InlineAlert>
  );
}
