// A form that edits a list of records at once (a quote's lines; a shipment's or a bill's lines)
// sends them in one call, and the server's 400 names each message by position:
// `data.fields` = { 'lines.3.unitPrice': '…', 'remarks': '…' }. The screen shows messages per row,
// and rows are known by their own key, not their position (the user may sort or filter them).

/** A path's segments, numbers for list positions: `fees.0.amount` → ['fees', 0, 'amount']. */
export type PathSegments = readonly (string | number)[];

export interface RowErrorOptions<Row> {
  /** The list's field in the call's input (`lines`). */
  list: string;
  /** The row's own key (`itemId`). */
  rowKey: (row: Row) => string;
  /** The form's name for a path inside the row; by default the segments joined with dots. */
  path?: (row: Row, segments: PathSegments) => string;
}

/**
 * The 400's field messages by row key and path inside the row, for the rows as they were sent.
 * Messages that name no sent row (the record's own fields) are kept under `''`.
 */
export function serverErrorsByRow<Row>(
  fields: Readonly<Record<string, string>>,
  sent: readonly Row[],
  options: RowErrorOptions<Row>,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  const prefix = `${options.list}.`;
  for (const [key, message] of Object.entries(fields)) {
    const [position, ...rest] = key.startsWith(prefix) ? key.slice(prefix.length).split('.') : [];
    const row =
      position !== undefined && /^\d+$/.test(position) ? sent[Number(position)] : undefined;
    if (row === undefined || rest.length === 0) {
      (out[''] ??= {})[key] = message;
      continue;
    }
    const segments = rest.map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const path = options.path ? options.path(row, segments) : rest.join('.');
    (out[options.rowKey(row)] ??= {})[path] = message;
  }
  return out;
}
