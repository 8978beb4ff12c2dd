// The table behind a chart: always in the page for screen readers (visually hidden), shown to
// everyone with its toggle. The chart itself is aria-hidden; this table is what it says.
import { useState, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { srOnly } from '../../kit/field-value';
import { useT } from '../../runtime/i18n';
import { PAYMENT_NS } from './payment-text';

export interface ChartTableProps {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

export function ChartTable({ caption, head, rows }: ChartTableProps) {
  const { t } = useT(PAYMENT_NS);
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? t('charts.hideTable') : t('charts.showTable')}
      </Button>
      <table style={shown ? undefined : srOnly} data-part="chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={i}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
