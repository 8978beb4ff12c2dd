// The server's row-by-row report of a spreadsheet upload: what it read, and a table of the rows it
// could not (row, column, problem). The table scrolls inside a fixed height, as a bad file can
// fail on every one of thousands of rows.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { BatchRowError } from '@portal/contract';
import { useT } from '../runtime/i18n';
import { messageText, UPLOAD_NS } from './file-upload-text';

export interface BatchReport {
  errors: BatchRowError[];
  rowsRead: number;
}

/** Shown in full up to this many problems; a file with more is wrong as a whole. */
const ROWS_SHOWN = 500;

export function BatchUploadReport({
  report,
  columnLabel = (c) => c,
}: {
  report: BatchReport;
  columnLabel?: (column: string) => string;
}) {
  const { t } = useT([UPLOAD_NS, 'contract']);
  const failed = new Set(report.errors.map((e) => e.row)).size;
  const caption = t('report.caption');
  return (
    <div style={{ display: 'grid', gap: 'var(--spacingVerticalS)' }}>
      <div role="status">
        {failed
          ? t('report.summary', { rows: report.rowsRead, failed })
          : t('report.allGood', { rows: report.rowsRead })}
      </div>
      {report.errors.length > 0 && (
        <div style={{ maxHeight: 240, overflow: 'auto' }}>
          <Table size="small" aria-label={caption}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell style={{ width: 72 }}>{t('report.row')}</TableHeaderCell>
                <TableHeaderCell style={{ width: 180 }}>{t('report.column')}</TableHeaderCell>
                <TableHeaderCell>{t('report.message')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.errors.slice(0, ROWS_SHOWN).map((e, i) => (
                <TableRow key={i}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell>{columnLabel(e.column)}</TableCell>
                  <TableCell>{messageText(t, e.message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
