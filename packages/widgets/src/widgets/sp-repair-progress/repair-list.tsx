// The repair list of one side (docs/product-rules.md#repair-progress): contract, part and serial,
// the current status, days in the stage, the turnaround against the quote and the overdue flag,
// filtered by status and overdue and searched on number, title and serial. A row's number opens
// the repair page.
import { useMemo, type CSSProperties } from 'react';
import { WarningFilled } from '@fluentui/react-icons';
import { REPAIR_STATUSES, repairProgressApi, type RepairRow } from '@portal/contract';
import { linkHref, navigateTo, routeRef, type LinkBindings } from '../../kit/links';
import { ResourceList, defineResource } from '../../kit/resource';
import { token } from '../../kit/css-token';
import { useT, type TFunction } from '../../runtime/i18n';
import { REPAIR_FIELDS, type RepairViewSide } from './repair-fields';
import { REPAIR_NS } from './repair-progress-text';

export const repairLinks = { detail: routeRef('id') };

const overdueStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacingHorizontalXS'),
  color: token('colorPaletteRedForeground1'),
  fontWeight: token('fontWeightSemibold'),
};

/** The overdue flag as an icon and a word, never colour alone (WCAG 1.4.1). */
export function OverdueFlag({ overdue, t }: { overdue: boolean; t: TFunction }) {
  return overdue ? (
    <span style={overdueStyle} data-overdue="true">
      <WarningFilled aria-hidden />
      {t('overdueText', { ns: REPAIR_NS })}
    </span>
  ) : (
    <span data-overdue="false">{t('onTime', { ns: REPAIR_NS })}</span>
  );
}

/** "12 of 30": the shop's days against the quoted turnaround; a dash before receipt. */
export function turnaroundText(
  row: Pick<RepairRow, 'turnaroundDays' | 'quotedTurnaroundDays'>,
  t: TFunction,
): string {
  if (row.turnaroundDays === null) return '—';
  return row.quotedTurnaroundDays === null
    ? t('turnaroundNoQuote', { ns: REPAIR_NS, days: row.turnaroundDays })
    : t('turnaroundOf', {
        ns: REPAIR_NS,
        days: row.turnaroundDays,
        quoted: row.quotedTurnaroundDays,
      });
}

function repairListResource(side: RepairViewSide, t: TFunction, open: (row: RepairRow) => void) {
  return defineResource({
    name: 'repair-progress',
    title: 'list.title',
    ns: REPAIR_NS,
    links: repairLinks,
    list:
      side === 'buyer' ? repairProgressApi.listBuyerRepairs : repairProgressApi.listSupplierRepairs,
    emptyHint: 'list.empty',
    fields: { ...REPAIR_FIELDS, q: { kind: 'text', label: 'list.search' } },
    columns: [
      { field: 'contractNumber', width: 160, essential: true },
      { field: 'title', width: 200 },
      ...(side === 'buyer' ? [{ field: 'supplierName' as const, width: 180 }] : []),
      { field: 'serialNumber', width: 140 },
      { field: 'status', width: 200, essential: true },
      { field: 'daysInStage', width: 110 },
      {
        field: 'turnaroundDays',
        label: 'f.turnaround',
        width: 180,
        render: (row: RepairRow) => turnaroundText(row, t),
      },
      {
        field: 'overdue',
        width: 120,
        essential: true,
        render: (row: RepairRow) => <OverdueFlag overdue={row.overdue} t={t} />,
      },
      { field: 'totalAmount', width: 160 },
    ],
    filters: [
      { kind: 'text', param: 'q', label: 'list.search' },
      {
        kind: 'select',
        param: 'status',
        label: 'list.status',
        enum: 'repairStatus',
        options: REPAIR_STATUSES,
      },
      {
        kind: 'select',
        param: 'overdue',
        label: 'list.overdue',
        enum: 'repairOverdue',
        options: ['true', 'false'],
      },
    ],
    rowLink: {
      field: 'contractNumber',
      to: (row) => ({ ref: 'detail', params: { id: row.id } }),
      onOpen: open,
    },
  });
}

export interface RepairListProps {
  side: RepairViewSide;
  links?: LinkBindings<typeof repairLinks>;
  onOpen?: (detail: { id: string }) => void;
}

export function RepairList({ side, links, onOpen }: RepairListProps) {
  const { t } = useT([REPAIR_NS, 'common']);
  const resource = useMemo(
    () =>
      repairListResource(side, t, (row) => {
        onOpen?.({ id: row.id });
        const href = linkHref(links, 'detail', { id: row.id });
        if (href) navigateTo(href);
      }),
    [side, t, links, onOpen],
  );
  return <ResourceList resource={resource} links={links} stateKey={`repair-list:${side}`} />;
}
