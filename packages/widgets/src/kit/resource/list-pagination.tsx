// Server-side paging under a list: how many in total, which page, previous/next, rows per page.
import type { CSSProperties } from 'react';
import { Button, Field, Select } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { TFunction } from '../../runtime/i18n';
import { formatNumber } from '../../runtime/format';
import { token } from '../css-token';

const navStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: token('spacingHorizontalM'),
};
const inline: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacingHorizontalS'),
};

export interface ListPaginationProps {
  total: number;
  /** More than `total` match (the server counted only so far): said so, not given as the total. */
  totalCapped?: boolean;
  current: number;
  size: number;
  pageSizes: readonly number[];
  onPage: (current: number) => void;
  onSize: (size: number) => void;
  t: TFunction;
}

export function ListPagination({
  total,
  totalCapped = false,
  current,
  size,
  pageSizes,
  onPage,
  onSize,
  t,
}: ListPaginationProps) {
  const k = { ns: 'common' };
  const pages = Math.max(1, Math.ceil(total / size));
  const sizes = pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b);
  return (
    <nav aria-label={t('kit.list.pagination', k)} part="pagination" style={navStyle}>
      <span>
        {t(totalCapped ? 'kit.list.totalMore' : 'kit.list.total', {
          ...k,
          count: total,
          formatted: formatNumber(total),
        })}
      </span>
      <Field label={t('kit.list.pageSize', k)} orientation="horizontal" style={inline}>
        <Select value={String(size)} onChange={(_, d) => onSize(Number(d.value))}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t('kit.list.pageSizeOption', { ...k, count: s })}
            </option>
          ))}
        </Select>
      </Field>
      <div style={inline}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={t('kit.list.previousPage', k)}
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        />
        <span aria-live="polite">
          {t(totalCapped ? 'kit.list.pageOfMore' : 'kit.list.pageOf', { ...k, current, pages })}
        </span>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={t('kit.list.nextPage', k)}
          disabled={current >= pages}
          onClick={() => onPage(current + 1)}
        />
      </div>
    </nav>
  );
}
