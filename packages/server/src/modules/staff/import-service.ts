// The bulk staff import (docs/decisions/2026-11-27-staff-import.md): the same reader as the
// supplier import (modules/spreadsheet). Each row is checked as the create form checks one
// colleague, for accounts taken within the file and in the portal, and for its role (which needs
// the roles page, as giving roles in the list does); the rows that pass are created together in
// one transaction, each with an operation-log line, and those with an e-mail address invited (the
// Invite action's code and mail). The others are reported row by row, to fix and upload again.
import { randomUUID } from 'node:crypto';
import {
  OPERATION_LOG_TYPES,
  ROLE_ADMIN_PERMISSIONS,
  STAFF_IMPORT_COLUMNS,
  STAFF_IMPORT_MAX_ROWS,
  STAFF_PERMISSIONS,
  formatMessage,
  isMessageKey,
  staffImportRow,
  type BatchRowError,
  type ImportedStaff,
  type Language,
  type StaffImportRow,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';
import type { PasswordResetService } from '../auth/index.ts';
import {
  buildTemplate,
  duplicatesInFile,
  readSheet,
  reportErrors,
  type SheetError,
} from '../spreadsheet/index.ts';
import {
  REQUIRED_COLUMNS,
  addInstructions,
  staffColumns,
  type RoleChoice,
} from './import-columns.ts';
import { mailInvitation } from './invite-mail.ts';
import { assignableRoles, takenAccounts } from './queries.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * An imported colleague's password hash until they choose one (as the supplier import's): not an
 * argon2 hash, so no password matches it. One invited by e-mail chooses it with the mailed code;
 * one without an address once the administrator adds it and sends a reset. Argon2id per row would
 * make a 500-row file take minutes for passwords nobody knows.
 */
export const NO_PASSWORD = '!staff-import:no-password';

interface ParsedRow {
  row: number;
  fields: StaffImportRow;
}

export interface StaffImportResult {
  rowsRead: number;
  created: ImportedStaff[];
  errors: BatchRowError[];
}

export class StaffImportService {
  constructor(
    private readonly db: Db,
    readonly reset: PasswordResetService,
    private readonly log: OperationLog,
    readonly config: AppConfig,
  ) {}

  async template(actor: Actor, lang: Language): Promise<Buffer> {
    this.#permission(actor);
    const columns = staffColumns(lang, await this.#roles(actor));
    return buildTemplate(columns, [], lang, formatMessage(lang, 'staff.import.sheet.data'), (wb) =>
      addInstructions(wb, lang, columns),
    );
  }

  async import(actor: Actor, buffer: Buffer, lang: Language): Promise<StaffImportResult> {
    this.#permission(actor);
    const roles = await this.#roles(actor);
    const mayGiveRoles = actor.permissions.has(ROLE_ADMIN_PERMISSIONS[actor.companyKind]);
    const sheet = await readSheet(buffer, staffColumns(lang, roles), {
      required: REQUIRED_COLUMNS,
      maxRows: STAFF_IMPORT_MAX_ROWS,
    });
    const errors: SheetError[] = [...sheet.errors];
    const failedRows = new Set(sheet.errors.map((e) => e.row));
    const failedCells = new Set(sheet.errors.map((e) => `${e.row}:${e.column}`));
    const parsed: ParsedRow[] = [];
    for (const { row, values } of sheet.rows) {
      const before = errors.length;
      // Every cell is text to the rules, as a form's input is.
      // An empty cell is an empty input, so a missing name says so as the form does.
      const input = {
        name: '',
        account: '',
        ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
      };
      const result = staffImportRow.safeParse(input);
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
      } else if (result.data.role && !mayGiveRoles) {
        errors.push({ row, column: 'role', message: 'staff.import.roleNotAllowed' });
      }
      if (result.success && errors.length === before && !failedRows.has(row)) {
        parsed.push({ row, fields: result.data });
      }
    }
    errors.push(
      ...duplicatesInFile(
        parsed,
        [['account', (f: StaffImportRow) => f.account.toLowerCase()]],
        'staff.import.duplicateInFile',
      ),
    );

    const created = await this.db
      .transaction()
      .execute(async (trx) => {
        const taken = await takenAccounts(
          trx,
          parsed.map((p) => p.fields.account.toLowerCase()),
        );
        for (const { row, fields } of parsed) {
          if (taken.has(fields.account.toLowerCase())) {
            errors.push({ row, column: 'account', message: 'staff.accountTaken' });
          }
        }
        const refused = new Set(errors.map((e) => e.row));
        const valid = parsed.filter((p) => !refused.has(p.row));
        return valid.length ? this.#create(trx, actor, valid, roles, lang) : [];
      })
      .catch((error: unknown) => {
        // A unique index caught an account created by someone else past the checks above.
        if (isUniqueViolation(error)) {
          throw new ApiError(409, 'import.conflict');
        }
        throw error;
      });

    return {
      rowsRead: sheet.rows.length,
      created,
      errors: reportErrors(errors, lang, STAFF_IMPORT_COLUMNS),
    };
  }

  async #create(
    trx: Db,
    actor: Actor,
    rows: readonly ParsedRow[],
    roles: readonly RoleChoice[],
    lang: Language,
  ): Promise<ImportedStaff[]> {
    const now = this.config.now();
    const roleName = new Map(roles.map((r) => [r.id, r.name]));
    const made: ImportedStaff[] = [];
    for (const { row, fields } of rows) {
      const id = randomUUID();
      const email = fields.email.toLowerCase();
      await trx
        .insertInto('users')
        .values({
          id,
          company_id: actor.companyId,
          account: fields.account,
          password_hash: NO_PASSWORD,
          real_name: fields.name,
          email,
          mobile: fields.mobile,
          position: fields.position,
          avatar: '',
          status: 'enabled',
          invited_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (fields.role) {
        await trx.insertInto('user_roles').values({ user_id: id, role_id: fields.role }).execute();
      }
      if (email) {
        await mailInvitation(
          trx,
          this,
          actor,
          { userId: id, account: fields.account, email },
          lang,
        );
      }
      await this.log.logAction(
        actor,
        OPERATION_LOG_TYPES.add,
        `staff.import ${fields.account}`,
        trx,
        now,
      );
      const name = fields.role ? roleName.get(fields.role) : undefined;
      made.push({
        row,
        id,
        account: fields.account,
        name: fields.name,
        email,
        roles: name ? [name] : [],
        invited: email !== '',
      });
    }
    return made;
  }

  #roles(actor: Actor): Promise<RoleChoice[]> {
    return assignableRoles(this.db, actor.companyId, actor.companyKind);
  }

  /** The staff page of the caller's side, or 403, as every staff call. */
  #permission(actor: Actor): void {
    if (!actor.permissions.has(STAFF_PERMISSIONS[actor.companyKind])) {
      throw new ApiError(403, 'auth.forbidden');
    }
  }
}
