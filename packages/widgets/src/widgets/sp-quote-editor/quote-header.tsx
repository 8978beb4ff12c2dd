// The inquiry at a glance: number and title, the quote's state, the bid end with a countdown.
import { memo } from 'react';
import { ClockRegular } from '@fluentui/react-icons';
import type { InquiryDetail, Quote, QuoteState } from '@portal/contract';
import { token } from '../../kit/css-token';
import { StatusBadge } from '../../kit/status-badge';
import { QUOTE_STATE_COLORS } from '../../kit/status-colors';
import { formatDateTime, intlLocale } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { relativeToNow } from './bid-clock';
import { QUOTE_NS } from './quote-editor-text';

export interface QuoteHeaderProps {
  inquiry: InquiryDetail;
  quote: Quote;
  state: QuoteState;
  clock: number;
}

export const QuoteHeader = memo(function QuoteHeader({
  inquiry,
  quote,
  state,
  clock,
}: QuoteHeaderProps) {
  const { t } = useT(QUOTE_NS);
  const end = Date.parse(inquiry.bidEnd);
  const left = end - clock;
  const relative = relativeToNow(left, intlLocale());
  const soon = left > 0 && left < 24 * 3_600_000;
  const facts: [string, string][] = [
    [t('header.purchasingOrg'), inquiry.purchasingOrg],
    [t('list.label'), t('header.items', { count: inquiry.items.length })],
  ];
  if (quote.quoteNumber) facts.push([t('header.quoteNumber'), quote.quoteNumber]);
  return (
    <header style={{ display: 'grid', gap: token('spacingVerticalXS') }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <h2
          style={{
            margin: 0,
            fontSize: token('fontSizeBase500'),
            lineHeight: token('lineHeightBase500'),
            fontWeight: token('fontWeightSemibold'),
            // A long inquiry number wraps on a phone instead of being cut.
            overflowWrap: 'anywhere',
            minWidth: 0,
          }}
        >
          {t('title', { number: inquiry.inquiryNumber })}
        </h2>
        <StatusBadge value={state} enum="quoteState" colors={QUOTE_STATE_COLORS} />
      </div>
      <div style={{ color: token('colorNeutralForeground2'), overflowWrap: 'anywhere' }}>
        {inquiry.title}
      </div>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 24px', margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, minWidth: 0 }}>
            <dt style={{ color: token('colorNeutralForeground3') }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
          <dt style={{ color: token('colorNeutralForeground3') }}>{t('header.bidEnd')}</dt>
          <dd
            style={{
              margin: 0,
              color: soon || left <= 0 ? token('colorPaletteRedForeground1') : undefined,
            }}
          >
            <ClockRegular style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
            <time dateTime={inquiry.bidEnd}>{formatDateTime(end)}</time>
            {' · '}
            <span>{t(left > 0 ? 'header.closesIn' : 'header.closed', { relative })}</span>
          </dd>
        </div>
      </dl>
    </header>
  );
});
