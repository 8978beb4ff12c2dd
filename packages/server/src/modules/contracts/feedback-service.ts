// Contract feedback by spreadsheet (SPEC: batch upload for contract feedback;
// docs/decisions/2026-11-27-contract-feedback-upload.md). The template holds one row per line of
// the caller's contracts waiting for its answer; the upload reads the answers and applies each
// contract through the answer service, so a file obeys exactly the answer form's rules. A contract
// is answered whole: a refused row, or a line missing from the file, leaves the whole contract
// unanswered; a contract whose answer cells are all empty is left alone. The answer is a row-by-row
// report of what was applied and what was refused, and why.
import {
  CONTRACT_FEEDBACK_MAX_ROWS,
  OPERATION_LOG_TYPES,
  formatMessage,
  isMessageKey,
  lineAnswerSchema,
  type ContractState,
  type Language,
  type LineAnswerInput,
  type MessageKey,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { Database } from '../../db/schema.ts';
import { isApiError } from '../../http/api-error.ts';
import {
  buildTemplate,
  readSheet,
  reportErrors,
  type SheetColumn,
  type SheetError,
  type SheetRow,
} from '../spreadsheet/index.ts';
import type { ContractAnswerService } from './answer-service.ts';
import { linesOf } from './queries.ts';

const COLUMNS = [
  'contractNumber',
  'versionNo',
  'lineNo',
  'materialNumber',
  'partNumber',
  'description',
  'quantity',
  'unit',
  'unitPrice',
  'deliveryDate',
  'answer',
  'newUnitPrice',
  'newQuantity',
  'newDeliveryDate',
  'reason',
] as const;
type Column = (typeof COLUMNS)[number];

const ANSWERS = ['confirm', 'amend', 'reject'] as const;
const other = (lang: Language): Language => (lang === 'zh' ? 'en' : 'zh');
const KIND: Partial<Record<Column, SheetColumn['kind']>> = {
  versionNo: 'number',
  lineNo: 'number',
  quantity: 'number',
  unitPrice: 'number',
  answer: 'list',
  newUnitPrice: 'number',
  newQuantity: 'number',
  newDeliveryDate: 'date',
};
const WIDTH: Partial<Record<Column, number>> = {
  contractNumber: 20,
  description: 30,
  answer: 14,
  newDeliveryDate: 18,
  reason: 36,
};
/** What the supplier fills in; the rest is the order, for reference (and the keys of a row). */
const EDITABLE: readonly Column[] = [
  'answer',
  'newUnitPrice',
  'newQuantity',
  'newDeliveryDate',
  'reason',
];

export function feedbackColumns(lang: Language): SheetColumn[] {
  return COLUMNS.map((key) => {
    const kind = KIND[key] ?? 'text';
    return {
      key,
      label: (l: Language) =>
        `${formatMessage(l, `order.fb.col.${key}`)} / ${formatMessage(other(l), `order.fb.col.${key}`)}`,
      kind,
      ...(key === 'answer'
        ? {
            options: ANSWERS.map((a) => ({
              value: a,
              text: formatMessage(lang, `order.fb.answer.${a}`),
              aliases: [formatMessage(other(lang), `order.fb.answer.${a}`)],
            })),
          }
        : {}),
      readOnly: !EDITABLE.includes(key),
      width: WIDTH[key] ?? 14,
    };
  });
}

/** Where an answer's field lands in the sheet (the answer service's `lines.<i>.<path>`). */
function columnOf(path: string): Column {
  if (path.startsWith('deliveries'))
    return path.endsWith('date') ? 'newDeliveryDate' : 'newQuantity';
  if (path.startsWith('unitPrice')) return 'newUnitPrice';
  if (path.startsWith('quantity')) return 'newQuantity';
  if (path.startsWith('reason')) return 'reason';
  if (path.startsWith('lineId')) return 'lineNo';
  return 'answer';
}

const keyOf = (message: unknown): MessageKey => (isMessageKey(message) ? message : 'field.invalid');

export interface FeedbackResult {
  rowsRead: number;
  applied: { contractNumber: string; rows: number[]; state: ContractState }[];
  errors: ReturnType<typeof reportErrors>;
}

export class ContractFeedbackService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly answers: ContractAnswerService,
  ) {}

  async template(actor: Actor, lang: Language): Promise<Buffer> {
    // Whole contracts only, oldest change first: one more row than fits tells whether the last
    // contract was cut, and a cut contract is left for the next template.
    const rows = await this.db
      .selectFrom('contracts as c')
      .innerJoin('contract_lines as l', (j) =>
        j.onRef('l.contract_id', '=', 'c.id').onRef('l.version_no', '=', 'c.current_version'),
      )
      .select([
        'c.contract_number',
        'c.current_version',
        'l.line_no',
        'l.material_number',
        'l.part_number',
        'l.description',
        'l.quantity',
        'l.unit',
        'l.unit_price',
        'l.delivery_date',
      ])
      .where('c.supplier_id', '=', actor.companyId)
      .where('c.state', '=', 'toConfirm')
      .where('l.answer', '=', 'open')
      .orderBy('c.updated_at')
      .orderBy('c.id')
      .orderBy('l.line_no')
      .limit(CONTRACT_FEEDBACK_MAX_ROWS + 1)
      .execute();
    if (rows.length > CONTRACT_FEEDBACK_MAX_ROWS) {
      const cut = rows.at(-1)!.contract_number;
      while (rows.length > 0 && rows.at(-1)!.contract_number === cut) rows.pop();
    }
    const columns = feedbackColumns(lang);
    return buildTemplate(
      columns,
      rows.map((r) => ({
        contractNumber: r.contract_number,
        versionNo: r.current_version,
        lineNo: r.line_no,
        materialNumber: r.material_number,
        partNumber: r.part_number,
        description: r.description,
        quantity: Number(r.quantity),
        unit: r.unit,
        unitPrice: Number(r.unit_price),
        deliveryDate: r.delivery_date,
      })),
      lang,
      formatMessage(lang, 'order.fb.sheet'),
    );
  }

  async upload(actor: Actor, buffer: Buffer, lang: Language): Promise<FeedbackResult> {
    const sheet = await readSheet(buffer, feedbackColumns(lang), {
      required: ['contractNumber', 'lineNo', 'answer'],
      maxRows: CONTRACT_FEEDBACK_MAX_ROWS,
    });
    const errors: SheetError[] = [...sheet.errors];
    const badRows = new Set(sheet.errors.map((e) => e.row));
    const groups = new Map<string, SheetRow[]>();
    for (const row of sheet.rows) {
      const number = row.values.contractNumber;
      if (number === undefined || row.values.lineNo === undefined) {
        const column = number === undefined ? 'contractNumber' : 'lineNo';
        errors.push({ row: row.row, column, message: 'field.required' });
        continue;
      }
      const group = groups.get(String(number)) ?? [];
      group.push(row);
      groups.set(String(number), group);
    }
    const contracts = groups.size
      ? await this.db
          .selectFrom('contracts')
          .select(['id', 'contract_number', 'state', 'current_version', 'version'])
          .where('supplier_id', '=', actor.companyId)
          .where('contract_number', 'in', [...groups.keys()])
          .execute()
      : [];
    const byNumber = new Map(contracts.map((c) => [c.contract_number, c]));
    const applied: FeedbackResult['applied'] = [];

    for (const [number, rows] of groups) {
      // Nothing answered and nothing wrong: a contract the supplier leaves for later.
      if (rows.every((r) => r.values.answer === undefined && !badRows.has(r.row))) continue;
      const refuseAll = (
        column: Column,
        message: MessageKey,
        params?: Record<string, string | number>,
      ) => rows.forEach((r) => errors.push({ row: r.row, column, message, params }));
      const c = byNumber.get(number);
      // Another company's number reads as unknown, as its id would be 404.
      if (!c) {
        refuseAll('contractNumber', 'order.fb.unknownContract');
        continue;
      }
      if (c.state !== 'toConfirm') {
        refuseAll('contractNumber', 'order.fb.notWaiting');
        continue;
      }
      if (rows.some((r) => r.values.versionNo !== c.current_version)) {
        refuseAll('versionNo', 'order.fb.newVersion');
        continue;
      }
      const lines = await linesOf(this.db, c.id, c.current_version);
      const byLineNo = new Map(lines.map((l) => [l.line_no, l]));
      const own: SheetError[] = [];
      const answered: { row: number; answer: LineAnswerInput }[] = [];
      const seen = new Set<number>();
      for (const r of rows) {
        const v = r.values;
        const line = byLineNo.get(Number(v.lineNo));
        if (!line) {
          own.push({ row: r.row, column: 'lineNo', message: 'order.fb.unknownLine' });
          continue;
        }
        if (seen.has(line.line_no)) {
          own.push({ row: r.row, column: 'lineNo', message: 'order.fb.lineTwice' });
          continue;
        }
        seen.add(line.line_no);
        if (v.answer === undefined) {
          if (!badRows.has(r.row)) {
            own.push({ row: r.row, column: 'answer', message: 'order.fb.answerRequired' });
          }
          continue;
        }
        const amends = [v.newUnitPrice, v.newQuantity, v.newDeliveryDate].some(
          (x) => x !== undefined,
        );
        if (v.answer === 'amend' && !amends) {
          own.push({ row: r.row, column: 'answer', message: 'order.fb.amendWhat' });
          continue;
        }
        const quantity = v.newQuantity === undefined ? undefined : Number(v.newQuantity);
        const candidate =
          v.answer === 'amend'
            ? {
                lineId: line.id,
                answer: 'amend',
                reason: v.reason === undefined ? '' : String(v.reason),
                ...(v.newUnitPrice === undefined ? {} : { unitPrice: Number(v.newUnitPrice) }),
                ...(quantity === undefined ? {} : { quantity }),
                // One delivery per line in a file: the whole quantity on the new (or old) date.
                deliveries: [
                  {
                    quantity: quantity ?? Number(line.quantity),
                    date: String(v.newDeliveryDate ?? line.delivery_date),
                  },
                ],
              }
            : v.answer === 'reject'
              ? {
                  lineId: line.id,
                  answer: 'reject',
                  reason: v.reason === undefined ? '' : String(v.reason),
                }
              : { lineId: line.id, answer: 'confirm' };
        const parsed = lineAnswerSchema.safeParse(candidate);
        if (!parsed.success) {
          const cells = new Set<string>();
          for (const issue of parsed.error.issues) {
            const column = columnOf(issue.path.join('.'));
            if (cells.has(column)) continue;
            cells.add(column);
            own.push({ row: r.row, column, message: keyOf(issue.message) });
          }
          continue;
        }
        answered.push({ row: r.row, answer: parsed.data });
      }
      const missing = lines.filter((l) => !seen.has(l.line_no)).map((l) => l.line_no);
      if (missing.length > 0) {
        own.push({
          row: rows[0]!.row,
          column: 'lineNo',
          message: 'order.fb.linesMissing',
          params: { lines: missing.join(', ') },
        });
      }
      const refusedRows = new Set([
        ...own.map((e) => e.row),
        ...rows.map((r) => r.row).filter((n) => badRows.has(n)),
      ]);
      if (refusedRows.size > 0) {
        errors.push(...own);
        for (const r of rows) {
          if (!refusedRows.has(r.row)) {
            errors.push({ row: r.row, column: 'answer', message: 'order.fb.contractRefused' });
          }
        }
        continue;
      }
      try {
        const result = await this.answers.answer(actor, {
          id: c.id,
          version: c.version,
          lines: answered.map((a) => a.answer),
        });
        applied.push({
          contractNumber: number,
          rows: answered.map((a) => a.row),
          state: result.state,
        });
      } catch (error) {
        if (!isApiError(error)) throw error;
        // The answer service's own rules (dates, sums, frozen, stale): its field paths name the
        // line, `lines.<i>.<path>`; a refusal of the whole contract lands on every row.
        const fields = Object.entries(error.options.fields ?? {});
        const located = fields
          .map(([path, message]) => {
            const m = /^lines\.(\d+)\.?(.*)$/.exec(path);
            const at = m ? answered[Number(m[1])] : undefined;
            return at ? { row: at.row, column: columnOf(m![2]!), message } : null;
          })
          .filter((e) => e !== null);
        if (located.length > 0) {
          errors.push(...located);
          const rowsHit = new Set(located.map((e) => e.row));
          for (const a of answered) {
            if (!rowsHit.has(a.row)) {
              errors.push({ row: a.row, column: 'answer', message: 'order.fb.contractRefused' });
            }
          }
        } else {
          refuseAll('answer', error.key, error.options.params);
        }
      }
    }
    if (applied.length > 0) {
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.modify,
        `contract.feedback ${applied.length}`,
      );
    }
    return {
      rowsRead: sheet.rows.length,
      applied,
      errors: reportErrors(errors, lang, COLUMNS),
    };
  }
}
