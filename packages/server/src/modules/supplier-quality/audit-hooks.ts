// What the quality domain adds to the buyer's audit actions, inside their transaction: Submit
// QAUDIT needs the quality assessment (409 otherwise), and returning a registration e-mails the
// supplier a one-time link to correct it (/supRegisterEdit?code=…).
import { randomUUID } from 'node:crypto';
import { EDIT_CODE_VALID_DAYS, formatMessage } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { enqueue } from '../outbox/index.ts';
import {
  type AuditActionContext,
  type AuditHook,
  hashInviteCode,
  newInviteCode,
} from '../supplier/index.ts';

const DAY = 24 * 60 * 60 * 1000;

export function supplierQualityAuditHooks(config: AppConfig): AuditHook[] {
  return [requireAssessment, (trx, ctx) => mailEditLink(trx, ctx, config)];
}

async function requireAssessment(trx: Transaction<Database>, ctx: AuditActionContext) {
  if (ctx.action !== 'submitQAUDIT') return;
  const assessed = await trx
    .selectFrom('supplier_assessments')
    .select('company_id')
    .where('company_id', '=', ctx.company.id)
    .executeTakeFirst();
  if (!assessed) throw new ApiError(409, 'quality.assessmentRequired');
}

/** A new code for each return; the codes sent before stop working. */
async function mailEditLink(
  trx: Transaction<Database>,
  ctx: AuditActionContext,
  config: AppConfig,
) {
  if (ctx.action !== 'return') return;
  const now = config.now();
  await trx
    .updateTable('supplier_edit_codes')
    .set({ used_at: now })
    .where('company_id', '=', ctx.company.id)
    .where('used_at', 'is', null)
    .execute();
  const code = newInviteCode();
  const expiresAt = new Date(now.getTime() + EDIT_CODE_VALID_DAYS * DAY);
  const id = randomUUID();
  await trx
    .insertInto('supplier_edit_codes')
    .values({
      id,
      company_id: ctx.company.id,
      code_hash: hashInviteCode(code),
      remarks: ctx.remarks,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    })
    .execute();
  const supplier = await trx
    .selectFrom('companies')
    .select(['email', 'name'])
    .where('id', '=', ctx.company.id)
    .executeTakeFirstOrThrow();
  const buyer = ctx.who.userId
    ? await trx
        .selectFrom('users as u')
        .innerJoin('companies as b', 'b.id', 'u.company_id')
        .select(['b.name', 'b.name_en'])
        .where('u.id', '=', ctx.who.userId)
        .executeTakeFirst()
    : undefined;
  if (!supplier.email) return;
  const link = `${ctx.origin}/supRegisterEdit?code=${code}`;
  const until = expiresAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const params = (lang: 'zh' | 'en') => ({
    buyer: (lang === 'zh' ? buyer?.name : buyer?.name_en) ?? '',
    company: supplier.name,
    remarks: ctx.remarks || '—',
    until,
    link,
  });
  const subject = `${formatMessage('zh', 'mail.registerReturned.subject', params('zh'))} / ${formatMessage('en', 'mail.registerReturned.subject', params('en'))}`;
  const body = `${formatMessage('zh', 'mail.registerReturned.body', params('zh'))}\n\n———\n\n${formatMessage('en', 'mail.registerReturned.body', params('en'))}`;
  await enqueue(trx, {
    system: 'mail',
    kind: 'mail.registerReturned',
    subjectId: id,
    payload: { to: supplier.email, subject, body },
  });
}
