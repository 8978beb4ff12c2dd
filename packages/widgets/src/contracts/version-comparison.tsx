// Two versions of a contract side by side (docs/decisions/2026-11-27-contract-screens.md): each
// line's unit price, quantity and deliveries before and after, the changed values marked (colour
// and a word, not colour alone), lines added or removed named as such.
import { useId, type CSSProperties } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { token } from '../kit/css-token';
import { formatNumber } from '../runtime/format';
import { useT } from '../runtime/i18n';
import { CONTRACTS_NS } from './contract-text';
import { deliveriesText } from './contract-fields';
import {
  diffContractLines,
  scheduleOf,
  type CompareLine,
  type DiffField,
  type LineDiff,
} from './version-diff';

export interface ComparedVersion {
  /** Already translated: "Version 2", "As ordered", "Your answer". */
  title: string;
  lines: readonly CompareLine[];
}

export interface ContractVersionComparisonProps {
  /** i18n-free heading of the comparison (already translated). */
  title: string;
  before: ComparedVersion;
  after: ComparedVersion;
}

const headingStyle: CSSProperties = {
  margin: `0 0 ${token('spacingVerticalS')}`,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const scrollStyle: CSSProperties = { overflowX: 'auto' };
const changedStyle: CSSProperties = {
  background: token('colorPaletteYellowBackground2'),
  fontWeight: token('fontWeightSemibold'),
};
const addedStyle: CSSProperties = { background: token('colorPaletteGreenBackground1') };
const removedStyle: CSSProperties = {
  background: token('colorPaletteRedBackground1'),
  textDecoration: 'line-through',
};

const FIELDS: DiffField[] = ['unitPrice', 'quantity', 'deliveries'];

function value(line: CompareLine | undefined, field: DiffField): string {
  if (!line) return '—';
  if (field === 'unitPrice') return formatNumber(line.unitPrice, { maximumFractionDigits: 4 });
  if (field === 'quantity') return formatNumber(line.quantity);
  return deliveriesText(scheduleOf(line));
}

function rowStyle(diff: LineDiff): CSSProperties | undefined {
  if (diff.status === 'added') return addedStyle;
  if (diff.status === 'removed') return removedStyle;
  return undefined;
}

export function ContractVersionComparison({
  title,
  before,
  after,
}: ContractVersionComparisonProps) {
  const { t } = useT(CONTRACTS_NS);
  const headingId = useId();
  const diffs = diffContractLines(before.lines, after.lines);
  const changeText = (d: LineDiff) =>
    d.status === 'changed'
      ? t('compare.changedFields', {
          fields: d.changed.map((f) => t(`compare.field.${f}`)).join(t('compare.separator')),
        })
      : t(`compare.status.${d.status}`);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={headingStyle}>
        {title}
      </h3>
      <div style={scrollStyle}>
        <Table aria-labelledby={headingId} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('line.lineNo')}</TableHeaderCell>
              <TableHeaderCell>{t('line.materialNumber')}</TableHeaderCell>
              {FIELDS.map((f) => (
                <TableHeaderCell key={`b-${f}`}>
                  {t('compare.column', { version: before.title, field: t(`compare.field.${f}`) })}
                </TableHeaderCell>
              ))}
              {FIELDS.map((f) => (
                <TableHeaderCell key={`a-${f}`}>
                  {t('compare.column', { version: after.title, field: t(`compare.field.${f}`) })}
                </TableHeaderCell>
              ))}
              <TableHeaderCell>{t('compare.change')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {diffs.map((d) => (
              <TableRow key={d.lineNo} style={rowStyle(d)} data-change={d.status}>
                <TableCell>{d.lineNo}</TableCell>
                <TableCell>{(d.after ?? d.before)?.materialNumber}</TableCell>
                {FIELDS.map((f) => (
                  <TableCell key={`b-${f}`}>{value(d.before, f)}</TableCell>
                ))}
                {FIELDS.map((f) => (
                  <TableCell
                    key={`a-${f}`}
                    style={d.changed.includes(f) ? changedStyle : undefined}
                    data-changed={d.changed.includes(f) || undefined}
                  >
                    {value(d.after, f)}
                  </TableCell>
                ))}
                <TableCell>{changeText(d)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
