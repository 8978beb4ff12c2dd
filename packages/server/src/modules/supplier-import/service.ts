// The bulk supplier import (`/sys/supplier/import`): reads the filled-in template, checks every row
// with the registration's rules, for duplicates within the file and in the database (tax ID,
// company name, account) and against the blacklist, and creates the rows that pass together in one
// transaction: each company admitted outside the flow (audit state `approved`), its administrator
// without a usable password, and an e-mail through the outbox asking them to set one. The answer
// is a row-by-row report; the refused rows can be fixed and uploaded again.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  SUPPLIER_IMPORT_COLUMNS,
  SUPPLIER_IMPORT_MAX_ROWS,
  formatMessage,
  isMessageKey,
  supplierImportRow,
  type ImportedSupplier,
  type Language,
  type SupplierImportRow,
} from '@portal/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { stableId } from '../../db/stable-id.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { enqueue } from '../outbox/index.ts';
import {
  type SheetError,
  buildTemplate,
  duplicatesInFile as sheetDuplicates,
  readSheet,
  reportErrors,
} from '../spreadsheet/index.ts';
import { recordSupplierEvent } from '../supplier/index.ts';
import { REQUIRED_COLUMNS, addInstructions, importColumns, parseBusinessTypes } from './columns.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** The role every supplier's administrator gets (the seed's `supplier-admin`), as at registration. */
const SUPPLIER_ADMIN_ROLE = stableId('role:supplier-admin');
/**
 * What an imported administrator's password hash is until they set one: not an argon2 hash, so no
 * password matches it (verification fails closed) and signing in needs the password reset first.
 */
export const NO_PASSWORD = '!import:no-password';

interface ParsedRow {
  row: number;
  fields: SupplierImportRow;
}

export interface ImportResult {
  rowsRead: number;
  created: ImportedSupplier[];
  errors: ReturnType<typeof reportErrors>;
}

export class SupplierImportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  template(lang: Language): Promise<Buffer> {
    const columns = importColumns(lang);
    return buildTemplate(columns, [], lang, formatMessage(lang, 'import.sheet.data'), (wb) =>
      addInstructions(wb, lang, columns),
    );
  }

  async import(actor: Actor, buffer: Buffer, lang: Language): Promise<ImportResult> {
    // Either language's lists read the same; the caller's is the one its headers were made in.
    const sheet = await readSheet(buffer, importColumns(lang), {
      required: REQUIRED_COLUMNS,
      maxRows: SUPPLIER_IMPORT_MAX_ROWS,
    });
    const errors: SheetError[] = [...sheet.errors];
    const failedCells = new Set(sheet.errors.map((e) => `${e.row}:${e.column}`));
    const parsed: ParsedRow[] = [];
    for (const { row, values } of sheet.rows) {
      const { businessTypes, ...rest } = values;
      const types = businessTypes === undefined ? [] : parseBusinessTypes(String(businessTypes));
      const before = errors.length;
      if (types === null) {
        errors.push({ row, column: 'businessTypes', message: 'import.businessTypesRule' });
      }
      const result = supplierImportRow.safeParse({ ...rest, businessTypes: types ?? [] });
      if (!result.success) {
        const seen = new Set<string>();
        for (const issue of result.error.issues) {
          const column = String(issue.path[0] ?? 'row');
          // One message per cell; a cell the reader could not take has said so already.
          if (seen.has(column) || failedCells.has(`${row}:${column}`)) continue;
          seen.add(column);
          errors.push({
            row,
            column,
            message: isMessageKey(issue.message) ? issue.message : 'field.invalid',
          });
        }
      }
      if (result.success && errors.length === before && !sheet.errors.some((e) => e.row === row)) {
        parsed.push({ row, fields: result.data });
      }
    }
    errors.push(...duplicatesInFile(parsed));

    const created = await this.db
      .transaction()
      .execute(async (trx) => {
        errors.push(...(await this.#taken(trx, parsed)));
        const refused = new Set(errors.map((e) => e.row));
        const valid = parsed.filter((p) => !refused.has(p.row));
        if (valid.length === 0) return [];
        return this.#create(trx, actor, valid);
      })
      .catch((error: unknown) => {
        // A unique index caught a registration that raced this import past the checks.
        if (isUniqueViolation(error)) {
          throw new ApiError(409, 'import.conflict');
        }
        throw error;
      });

    return {
      rowsRead: sheet.rows.length,
      created,
      errors: reportErrors(errors, lang, SUPPLIER_IMPORT_COLUMNS),
    };
  }

  /** Rows whose tax ID, company name or account is registered already, or whose tax ID is blacklisted. */
  async #taken(trx: Transaction<Database>, rows: ParsedRow[]): Promise<SheetError[]> {
    if (rows.length === 0) return [];
    const taxIds = rows.map((r) => r.fields.taxId);
    const names = rows.map((r) => r.fields.companyName.toLowerCase());
    const accounts = rows.map((r) => r.fields.account.toLowerCase());
    const [takenTax, takenNames, takenAccounts, blacklisted] = await Promise.all([
      trx
        .selectFrom('companies')
        .select('tax_id as v')
        .where('kind', '=', 'supplier')
        .where('tax_id', 'in', taxIds)
        .execute(),
      trx
        .selectFrom('companies')
        .select(sql<string>`lower(name)`.as('v'))
        .where('kind', '=', 'supplier')
        .where(sql<string>`lower(name)`, 'in', names)
        .execute(),
      trx
        .selectFrom('users')
        .select(sql<string>`lower(account)`.as('v'))
        .where(sql<string>`lower(account)`, 'in', accounts)
        .execute(),
      trx
        .selectFrom('supplier_blacklist')
        .select('tax_id as v')
        .where('tax_id', 'in', taxIds)
        .execute(),
    ]);
    const set = (found: { v: string | null }[]) => new Set(found.map((f) => f.v));
    const tax = set(takenTax);
    const name = set(takenNames);
    const account = set(takenAccounts);
    const black = set(blacklisted);
    const errors: SheetError[] = [];
    for (const { row, fields } of rows) {
      if (black.has(fields.taxId)) {
        errors.push({ row, column: 'taxId', message: 'register.blacklisted' });
      } else if (tax.has(fields.taxId)) {
        errors.push({ row, column: 'taxId', message: 'register.taxIdTaken' });
      }
      if (name.has(fields.companyName.toLowerCase())) {
        errors.push({ row, column: 'companyName', message: 'register.companyTaken' });
      }
      if (account.has(fields.account.toLowerCase())) {
        errors.push({ row, column: 'account', message: 'register.accountTaken' });
      }
    }
    return errors;
  }

  async #create(
    trx: Transaction<Database>,
    actor: Actor,
    rows: ParsedRow[],
  ): Promise<ImportedSupplier[]> {
    const now = this.config.now();
    const buyer = await trx
      .selectFrom('companies')
      .select(['name', 'name_en'])
      .where('id', '=', actor.companyId)
      .executeTakeFirstOrThrow();
    const codes = await sql<{ n: string }>`select nextval('supplier_code_seq')::text as n
      from generate_series(1, ${rows.length})`.execute(trx);
    const made = rows.map(({ row, fields }, i) => ({
      row,
      fields,
      companyId: randomUUID(),
      userId: randomUUID(),
      code: `S${codes.rows[i]!.n}`,
      email: fields.email.toLowerCase(),
    }));

    await trx
      .insertInto('companies')
      .values(
        made.map((m) => ({
          id: m.companyId,
          kind: 'supplier' as const,
          name: m.fields.companyName,
          name_en: m.fields.nameEn || m.fields.companyName,
          code: m.code,
          status: 'approved' as const,
          country: m.fields.country,
          supplier_kind: m.fields.supplierKind,
          // Admitted outside the flow (docs/product-rules.md#states-and-moves).
          audit_status: 'approved' as const,
          tax_category: m.fields.taxCategory,
          tax_id: m.fields.taxId,
          email: m.email,
          time_zone: m.fields.timeZone,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('users')
      .values(
        made.map((m) => ({
          id: m.userId,
          company_id: m.companyId,
          account: m.fields.account,
          password_hash: NO_PASSWORD,
          real_name: m.fields.account,
          email: m.email,
          avatar: '',
          status: 'enabled' as const,
          created_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('user_roles')
      .values(made.map((m) => ({ user_id: m.userId, role_id: SUPPLIER_ADMIN_ROLE })))
      .execute();
    const types = made.flatMap((m) =>
      m.fields.businessTypes.map((t) => ({ company_id: m.companyId, business_type: t })),
    );
    if (types.length) await trx.insertInto('supplier_business_types').values(types).execute();
    await recordSupplierEvent(
      trx,
      made.map((m) => ({
        companyId: m.companyId,
        action: 'import',
        from: null,
        to: 'approved' as const,
        by: { userId: actor.userId, name: actor.name },
      })),
      now,
    );
    for (const m of made) {
      // The configured address, never the request's Host or Origin (a forged one would phish).
      const link = `${this.config.publicUrl}/forgetPassword?account=${encodeURIComponent(m.fields.account)}`;
      const params = (lang: Language) => ({
        buyer: lang === 'zh' ? buyer.name : buyer.name_en,
        company: m.fields.companyName,
        account: m.fields.account,
        link,
      });
      // Both languages, Chinese first, as the invitation: the recipient's is unknown.
      await enqueue(trx, {
        system: 'mail',
        kind: 'mail.supplierImport',
        subjectId: m.companyId,
        payload: {
          to: m.email,
          subject: `${formatMessage('zh', 'mail.import.subject', params('zh'))} / ${formatMessage('en', 'mail.import.subject', params('en'))}`,
          body: `${formatMessage('zh', 'mail.import.body', params('zh'))}\n\n———\n\n${formatMessage('en', 'mail.import.body', params('en'))}`,
        },
      });
    }
    await this.log.logAction(actor, OPERATION_LOG_TYPES.add, 'supplier.import', trx, now);
    return made.map((m) => ({
      row: m.row,
      id: m.companyId,
      code: m.code,
      companyName: m.fields.companyName,
      account: m.fields.account,
      email: m.email,
    }));
  }
}

/** Every row sharing a tax ID, company name or account with another row of the file is refused. */
export function duplicatesInFile(rows: readonly ParsedRow[]): SheetError[] {
  return sheetDuplicates(rows, [
    ['taxId', (f: SupplierImportRow) => f.taxId],
    ['companyName', (f: SupplierImportRow) => f.companyName.toLowerCase()],
    ['account', (f: SupplierImportRow) => f.account.toLowerCase()],
  ]);
}
