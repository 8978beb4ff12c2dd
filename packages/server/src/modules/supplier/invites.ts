// Invitations (`/hna/invite`, `/hna/pdInvite`): a buyer invites a company by e-mail; the invite code
// goes out through the outbox as a bilingual e-mail, valid INVITE_VALID_DAYS; resending makes a new
// code (the old one stops working). `expired` is derived from the clock, never stored.
import { randomUUID } from 'node:crypto';
import {
  INVITE_VALID_DAYS,
  OPERATION_LOG_TYPES,
  formatMessage,
  type InviteRow,
  type InviteState,
  type createInviteInput,
  type inviteListInput,
  type versionedIdInput,
} from '@portal/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { page } from '../../db/paging.ts';
import type { Database, SupplierInvitesTable } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { enqueue } from '../outbox/index.ts';
import { hashInviteCode, newInviteCode } from './invite-code.ts';
import { containsPattern } from '../../db/like.ts';

const DAY = 24 * 60 * 60 * 1000;

type InviteRecord = Selectable<SupplierInvitesTable> & {
  invited_by_name: string | null;
  registered_name: string | null;
};

export function inviteState(
  status: 'sent' | 'registered',
  expiresAt: Date,
  now: Date,
): InviteState {
  if (status === 'registered') return 'registered';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : 'sent';
}

export class InviteService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async list(actor: Actor, input: z.output<typeof inviteListInput>) {
    const now = this.config.now();
    let q = this.#select(this.db)
      .where('v.buyer_company_id', '=', actor.companyId)
      .where('v.kind', input.page === 'transport' ? '=' : '<>', 'transport');
    if (input.q) {
      const like = containsPattern(input.q);
      q = q.where((eb) =>
        eb.or([eb('v.company_name', 'ilike', like), eb('v.email', 'ilike', like)]),
      );
    }
    if (input.state === 'registered') q = q.where('v.status', '=', 'registered');
    if (input.state === 'sent')
      q = q.where('v.status', '=', 'sent').where('v.expires_at', '>', now);
    if (input.state === 'expired') {
      q = q.where('v.status', '=', 'sent').where('v.expires_at', '<=', now);
    }
    return page(
      q,
      input,
      (x) => x.orderBy('v.last_sent_at', 'desc').orderBy('v.id'),
      (r) => this.#row(r, now),
    );
  }

  async create(actor: Actor, input: z.output<typeof createInviteInput>) {
    const now = this.config.now();
    const email = input.email.toLowerCase();
    const id = randomUUID();
    const code = newInviteCode();
    await this.db.transaction().execute(async (trx) => {
      // One open invitation per address: a second one would leave two working codes around.
      const open = await trx
        .selectFrom('supplier_invites')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email)
        .where('status', '=', 'sent')
        .where('expires_at', '>', now)
        .where('buyer_company_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (open) throw new ApiError(409, 'invite.pending');
      await trx
        .insertInto('supplier_invites')
        .values({
          id,
          buyer_company_id: actor.companyId,
          company_name: input.companyName,
          email,
          kind: input.kind,
          code_hash: hashInviteCode(code),
          expires_at: new Date(now.getTime() + INVITE_VALID_DAYS * DAY),
          status: 'sent',
          last_sent_at: now,
          invited_by: actor.userId,
          created_at: now,
        })
        .execute();
      await this.#mail(trx, id, code);
      await this.#log(trx, actor, 'invite.create', now);
    });
    return this.#get(actor, id);
  }

  async resend(actor: Actor, input: z.output<typeof versionedIdInput>) {
    const now = this.config.now();
    const code = newInviteCode();
    await this.db.transaction().execute(async (trx) => {
      const invite = await trx
        .selectFrom('supplier_invites')
        .select(['status', 'version'])
        .where('id', '=', input.id)
        .where('buyer_company_id', '=', actor.companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!invite) throw new ApiError(404, 'invite.notFound');
      if (invite.status === 'registered') throw new ApiError(409, 'invite.registered');
      if (invite.version !== input.version) throw new ApiError(409, 'invite.stale');
      await trx
        .updateTable('supplier_invites')
        .set((eb) => ({
          code_hash: hashInviteCode(code),
          expires_at: new Date(now.getTime() + INVITE_VALID_DAYS * DAY),
          last_sent_at: now,
          sent_count: eb('sent_count', '+', 1),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', input.id)
        .execute();
      await this.#mail(trx, input.id, code);
      await this.#log(trx, actor, 'invite.resend', now);
    });
    return this.#get(actor, input.id);
  }

  /** The e-mail in both languages (the recipient's is unknown), Chinese first. */
  async #mail(trx: Transaction<Database>, id: string, code: string) {
    const row = await trx
      .selectFrom('supplier_invites as v')
      .innerJoin('companies as b', 'b.id', 'v.buyer_company_id')
      .select(['v.email', 'v.company_name', 'v.expires_at', 'b.name', 'b.name_en'])
      .where('v.id', '=', id)
      .executeTakeFirstOrThrow();
    // The configured address (PUBLIC_URL), never the request's Host or Origin: whoever sends the
    // request chooses those, and the e-mail would carry the code to their site.
    const link = `${this.config.publicUrl}/supRegister?code=${encodeURIComponent(code)}`;
    const until = row.expires_at.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    const params = (lang: 'zh' | 'en') => ({
      buyer: lang === 'zh' ? row.name : row.name_en,
      company: row.company_name,
      code,
      until,
      link,
    });
    const subject = `${formatMessage('zh', 'mail.invite.subject', params('zh'))} / ${formatMessage('en', 'mail.invite.subject', params('en'))}`;
    const body = `${formatMessage('zh', 'mail.invite.body', params('zh'))}\n\n———\n\n${formatMessage('en', 'mail.invite.body', params('en'))}`;
    await enqueue(trx, {
      system: 'mail',
      kind: 'mail.invite',
      subjectId: id,
      payload: { to: row.email, subject, body },
    });
  }

  #log(trx: Transaction<Database>, actor: Actor, item: string, at: Date) {
    return this.log.logAction(actor, OPERATION_LOG_TYPES.add, item, trx, at);
  }

  async #get(actor: Actor, id: string): Promise<InviteRow> {
    const row = await this.#select(this.db)
      .where('v.id', '=', id)
      .where('v.buyer_company_id', '=', actor.companyId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'invite.notFound');
    return this.#row(row, this.config.now());
  }

  #select(db: Kysely<Database>) {
    return db
      .selectFrom('supplier_invites as v')
      .leftJoin('users as u', 'u.id', 'v.invited_by')
      .leftJoin('companies as c', 'c.id', 'v.registered_company_id')
      .selectAll('v')
      .select(['u.real_name as invited_by_name', 'c.name as registered_name']);
  }

  #row(r: InviteRecord, now: Date): InviteRow {
    return {
      id: r.id,
      companyName: r.company_name,
      email: r.email,
      kind: r.kind,
      state: inviteState(r.status, r.expires_at, now),
      expiresAt: r.expires_at.toISOString(),
      sentCount: r.sent_count,
      lastSentAt: r.last_sent_at.toISOString(),
      invitedBy: r.invited_by_name ?? '',
      registeredCompany: r.registered_name,
      version: r.version,
    };
  }
}
