// The invitation of a colleague created without a password: a one-time code (the reset flow's,
// valid STAFF_INVITE_TTL_HOURS) and an e-mail through the outbox, written in the caller's
// transaction. Used by Invite and by the import for each row with an e-mail address.
import { STAFF_INVITE_TTL_HOURS, formatMessage, type Language } from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { PasswordResetService } from '../auth/index.ts';
import { enqueue } from '../outbox/index.ts';

const MINUTES_PER_HOUR = 60;

export async function mailInvitation(
  trx: Db,
  deps: { reset: PasswordResetService; config: AppConfig },
  actor: Actor,
  invitee: { userId: string; account: string; email: string },
  lang: Language,
): Promise<void> {
  const code = await deps.reset.issueCode(
    trx,
    invitee.userId,
    STAFF_INVITE_TTL_HOURS * MINUTES_PER_HOUR,
  );
  const company = await trx
    .selectFrom('companies')
    .select(['name', 'name_en'])
    .where('id', '=', actor.companyId)
    .executeTakeFirstOrThrow();
  const params = {
    company: lang === 'zh' ? company.name : company.name_en,
    inviter: actor.name || actor.account,
    account: invitee.account,
    code,
    hours: STAFF_INVITE_TTL_HOURS,
    link: `${deps.config.publicUrl}/resetPass?account=${encodeURIComponent(invitee.account)}`,
  };
  await enqueue(trx, {
    system: 'mail',
    kind: 'mail.staffInvite',
    subjectId: invitee.userId,
    payload: {
      to: invitee.email,
      subject: formatMessage(lang, 'mail.staffInvite.subject', params),
      body: formatMessage(lang, 'mail.staffInvite.body', params),
    },
  });
}
