// What a spreadsheet import created, below the kit's report of what it refused: one row per created
// object with the file's row number first (so a user can match it to the sheet), then the columns
// the widget names. The table scrolls inside a fixed height, as a file may create hundreds.
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useT } from '../runtime/i18n';
import { UPLOAD_NS } from './file-upload-text';

export interface CreatedColumn<Item> {
  /** The column's header, in the widget's words. */
  label: string;
  width?: number;
  value: (item: Item) => ReactNode;
}

export interface BatchUploadCreatedProps<Item> {
  /** The table's accessible name ("Suppliers created"). */
  caption: string;
  created: readonly Item[];
  columns: readonly CreatedColumn<Item>[];
  maxHeight?: number;
}

export function BatchUploadCreated<Item extends { id: string; row: number }>({
  caption,
  created,
  columns,
  maxHeight = 320,
}: BatchUploadCreatedProps<Item>) {
  const { t } = useT(UPLOAD_NS);
  if (!created.length) return null;
  return (
    <div style={{ maxHeight, overflow: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 72 }}>{t('report.row')}</TableHeaderCell>
            {columns.map((c) => (
              <TableHeaderCell key={c.label} style={c.width ? { width: c.width } : undefined}>
                {c.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {created.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.row}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.value(item)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
