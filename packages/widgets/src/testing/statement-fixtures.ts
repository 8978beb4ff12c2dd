// Fixture account statements and an in-memory statement server for the sp-account-statements
// stories and tests: an open statement whose supplier side differs from the buyer's and names a
// portal bill, a disputed one and a confirmed one, with the calls' rules as
// modules/account-statements keeps them (actions by state, stale version 409, the upload's report).
import {
  accountStatementsApi,
  formatMessage,
  statementActions,
  type AccountStatementDetail,
  type AccountStatementState,
} from '@portal/contract';
import type { MockApi, RecordedRequest, Reply } from './mock-api';
import { langOf, ok, refusal } from './fixtures';
import { page } from './resource-fixtures';
import { templateHandler } from './upload-fixtures';

const AT = '2026-11-20T08:00:00.000Z';

function statement(
  id: string,
  number: string,
  state: AccountStatementState,
  extra: Partial<AccountStatementDetail> = {},
): AccountStatementDetail {
  return {
    id,
    number,
    supplierName: 'Skyline Aero Parts Ltd.',
    supplierCode: 'SUP001',
    currency: 'CNY',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    openingBalance: 1000,
    closingBalance: 1300,
    state,
    disputeCount: 0,
    differenceCount: 0,
    supplierUploadedAt: null,
    answeredAt: null,
    version: 1,
    updatedAt: AT,
    buyerLines: [
      {
        position: 1,
        date: '2026-10-05',
        docType: 'invoice',
        reference: 'BL-SUP001-000007',
        debit: 500,
        credit: 0,
        balance: 1500,
        disputeReason: null,
        bill: {
          id: 'b-7',
          number: 'BL-SUP001-000007',
          amount: 565,
          state: 'approved',
          currency: 'CNY',
        },
      },
      {
        position: 2,
        date: '2026-10-20',
        docType: 'payment',
        reference: 'PAY-88',
        debit: 0,
        credit: 200,
        balance: 1300,
        disputeReason: null,
        bill: null,
      },
    ],
    supplierLines: [],
    supplierClosingBalance: null,
    differences: [],
    actions: statementActions(state),
    ...extra,
  };
}

export function fixtureStatements(): AccountStatementDetail[] {
  const open = statement('st-1', 'ST-2026-10', 'open', {
    supplierUploadedAt: AT,
    supplierClosingBalance: 1365,
    differenceCount: 1,
    supplierLines: [
      {
        position: 1,
        date: '2026-10-05',
        docType: 'invoice',
        reference: 'BL-SUP001-000007',
        debit: 565,
        credit: 0,
        balance: 1565,
        disputeReason: null,
        bill: null,
      },
      {
        position: 2,
        date: '2026-10-20',
        docType: 'payment',
        reference: 'PAY-88',
        debit: 0,
        credit: 200,
        balance: 1365,
        disputeReason: null,
        bill: null,
      },
    ],
    differences: [
      {
        kind: 'amountDiffers',
        docType: 'invoice',
        reference: 'BL-SUP001-000007',
        buyerAmount: 500,
        supplierAmount: 565,
      },
      {
        kind: 'billAmountDiffers',
        docType: 'invoice',
        reference: 'BL-SUP001-000007',
        buyerAmount: 500,
        supplierAmount: 565,
      },
    ],
  });
  const disputed = statement('st-2', 'ST-2026-09', 'disputed', {
    periodFrom: '2026-09-01',
    periodTo: '2026-09-30',
    disputeCount: 1,
    answeredAt: AT,
    version: 2,
  });
  disputed.buyerLines[1] = { ...disputed.buyerLines[1]!, disputeReason: 'Payment not received' };
  const confirmed = statement('st-3', 'ST-2026-08', 'confirmed', {
    periodFrom: '2026-08-01',
    periodTo: '2026-08-31',
    answeredAt: AT,
    version: 2,
  });
  return [open, disputed, confirmed];
}

export interface StatementFixtureOptions {
  statements?: AccountStatementDetail[];
  /** Every write answers this status (409: someone changed the statement). */
  writeFails?: number;
}

export interface StatementMock {
  statements: () => AccountStatementDetail[];
}

export function statementHandlers(api: MockApi, opts: StatementFixtureOptions = {}): StatementMock {
  const statements = opts.statements ?? fixtureStatements();
  const find = (id: unknown) => statements.find((s) => s.id === id);
  const row = (s: AccountStatementDetail) => {
    const { buyerLines, supplierLines, differences, actions, supplierClosingBalance, ...rest } = s;
    void buyerLines;
    void supplierLines;
    void differences;
    void actions;
    void supplierClosingBalance;
    return rest;
  };
  const list = (req: RecordedRequest) => {
    const q = (req.params.q ?? '').toUpperCase();
    const rows = statements
      .filter((s) => !req.params.state || s.state === req.params.state)
      .filter((s) => !q || s.number.startsWith(q))
      .map(row);
    return [200, page(rows, req)] as Reply;
  };
  api.on(accountStatementsApi.listSupplierStatements, list);
  api.on(accountStatementsApi.listBuyerStatements, list);
  const detail = (side: 'supplier' | 'buyer') => (req: RecordedRequest) => {
    const s = find(req.params.id);
    return s
      ? ([
          200,
          ok({ ...s, actions: side === 'supplier' ? statementActions(s.state) : [] }),
        ] as Reply)
      : refusal(req, 404, 'statement.notFound');
  };
  api.on(accountStatementsApi.getSupplierStatement, detail('supplier'));
  api.on(accountStatementsApi.getBuyerStatement, detail('buyer'));

  /** The statement a write names, or its refusal (404, stale 409, a move its state forbids 409). */
  const writable = (req: RecordedRequest, action: 'confirm' | 'dispute' | 'upload') => {
    if (opts.writeFails) return refusal(req, opts.writeFails, 'statement.stale');
    const s = find(req.body.id);
    if (!s) return refusal(req, 404, 'statement.notFound');
    if (Number(req.body.version) !== s.version) return refusal(req, 409, 'statement.stale');
    if (!statementActions(s.state).includes(action)) {
      return refusal(req, 409, 'statement.moveNotAllowed');
    }
    return s;
  };
  const replace = (s: AccountStatementDetail) => {
    statements[statements.findIndex((x) => x.id === s.id)] = s;
  };
  api.on(accountStatementsApi.confirmStatement, (req) => {
    const s = writable(req, 'confirm');
    if (Array.isArray(s)) return s;
    replace({ ...s, state: 'confirmed', answeredAt: AT, version: s.version + 1 });
    return [200, ok({ id: s.id, state: 'confirmed', version: s.version + 1 })];
  });
  api.on(accountStatementsApi.disputeStatement, (req) => {
    const s = writable(req, 'dispute');
    if (Array.isArray(s)) return s;
    const lines = req.body.lines as { position: number; reason: string }[];
    const reasons = new Map(lines.map((l) => [l.position, l.reason]));
    replace({
      ...s,
      state: 'disputed',
      disputeCount: lines.length,
      answeredAt: AT,
      version: s.version + 1,
      buyerLines: s.buyerLines.map((l) => ({
        ...l,
        disputeReason: reasons.get(l.position) ?? null,
      })),
    });
    return [200, ok({ id: s.id, state: 'disputed', version: s.version + 1 })];
  });
  templateHandler(api, accountStatementsApi.statementTemplate);
  api.on(accountStatementsApi.uploadStatement, (req) => {
    const s = writable(req, 'upload');
    if (Array.isArray(s)) return s;
    const lang = langOf(req);
    // The fixture's file always has one bad row: the report, nothing saved.
    const errors = [
      { row: 4, column: 'date', message: formatMessage(lang, 'statement.outOfPeriod') },
    ];
    return [200, ok({ applied: 0, errors, rowsRead: 2, version: s.version })];
  });
  return { statements: () => statements };
}
