// A line's match in words: each difference beyond tolerance with its size and the tolerance, or
// "matches". Flagged text carries an icon and weight as well as colour (WCAG 1.4.1); the cell's
// data-flags lets a test or a style find the flagged lines.
import type { CSSProperties } from 'react';
import { CheckmarkCircleRegular, WarningFilled } from '@fluentui/react-icons';
import type { BillTolerance, LineMatch } from '@portal/contract';
import { token } from '../../kit/css-token';
import { formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';

const flaggedStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacingHorizontalXS'),
  color: token('colorPaletteRedForeground1'),
  fontWeight: token('fontWeightSemibold'),
};
const okStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacingHorizontalXS'),
  color: token('colorNeutralForeground3'),
};

const signed = (n: number) => `${n > 0 ? '+' : ''}${formatNumber(n)}`;

export function MatchFlags({ match, tolerance }: { match: LineMatch; tolerance: BillTolerance }) {
  const { t } = useT('contract');
  if (!match.flags.length) {
    return (
      <span style={okStyle} data-flags="">
        <CheckmarkCircleRegular aria-hidden />
        {t('bill.flag.none')}
      </span>
    );
  }
  return (
    <span data-flags={match.flags.join(' ')}>
      {match.flags.map((f) => (
        <span key={f} style={flaggedStyle}>
          <WarningFilled aria-hidden />
          {f === 'quantity'
            ? t('bill.flag.quantity', {
                diff: signed(match.quantityDiff),
                pct: match.quantityDiffPct === null ? '—' : signed(match.quantityDiffPct),
                tolerance: tolerance.quantityPct,
              })
            : t('bill.flag.price', {
                diff: signed(match.priceDiff),
                pct: match.priceDiffPct === null ? '—' : signed(match.priceDiffPct),
                tolerance: tolerance.pricePct,
              })}
        </span>
      ))}
    </span>
  );
}
