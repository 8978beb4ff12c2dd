// The signed-in user's own profile (`/admin/sys/user/update`;
// docs/decisions/2026-11-27-own-profile.md): name, e-mail and mobile under the create form's
// rules, and an avatar that is a PNG or JPEG of at most AVATAR_MAX_BYTES the caller uploaded
// through the files module. The call takes no id: it is always the caller's own row, so nobody
// changes another account through it. The change is in the operation log with before and after,
// and the cached profile (getUserInfo: name and avatar in the header) is dropped.
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  OPERATION_LOG_TYPES,
  type MyProfile,
  type updateMyProfileInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import { checkVersion, loggedChange } from '../../core/logged-change.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { ApiError } from '../../http/api-error.ts';

const MIME_TYPES: ReadonlySet<string> = new Set(AVATAR_MIME_TYPES);
const NOT_FOUND = { missing: 'staff.notFound', stale: 'profile.stale' } as const;

/** Whose cached profile to drop after a change (the user module's UserService). */
export interface ProfileCache {
  invalidateUser(userId: string): void;
}

function selectOwn(db: Db, actor: Actor) {
  return db
    .selectFrom('users')
    .select(['id', 'account', 'real_name', 'email', 'mobile', 'avatar_file_id', 'version'])
    .where('id', '=', actor.userId)
    .where('company_id', '=', actor.companyId);
}

type OwnRow = Awaited<ReturnType<ReturnType<typeof selectOwn>['executeTakeFirstOrThrow']>>;

const toProfile = (r: OwnRow): MyProfile => ({
  id: r.id,
  account: r.account,
  name: r.real_name,
  email: r.email,
  mobile: r.mobile,
  avatar: r.avatar_file_id ?? '',
  version: r.version,
});

export class OwnProfileService {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
    private readonly profiles: ProfileCache,
  ) {}

  async get(actor: Actor): Promise<MyProfile> {
    const row = await selectOwn(this.db, actor).executeTakeFirst();
    if (!row) throw new ApiError(404, 'staff.notFound');
    return toProfile(row);
  }

  async update(actor: Actor, input: z.output<typeof updateMyProfileInput>): Promise<MyProfile> {
    await loggedChange(
      { db: this.db, log: this.log },
      actor,
      OPERATION_LOG_TYPES.modify,
      '',
      async (trx) => {
        const row = checkVersion(
          await selectOwn(trx, actor).forUpdate().executeTakeFirst(),
          input.version,
          NOT_FOUND,
        );
        const avatar = input.avatar || null;
        if (avatar && avatar !== row.avatar_file_id) await this.#checkAvatar(trx, actor, avatar);
        const after = {
          name: input.name,
          email: input.email.toLowerCase(),
          mobile: input.mobile,
          avatar: avatar ?? '',
        };
        await trx
          .updateTable('users')
          .set((eb) => ({
            real_name: after.name,
            email: after.email,
            mobile: after.mobile,
            avatar_file_id: avatar,
            updated_at: this.config.now(),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', row.id)
          .execute();
        const before = {
          name: row.real_name,
          email: row.email,
          mobile: row.mobile,
          avatar: row.avatar_file_id ?? '',
        };
        return { item: `profile.update ${row.account}`, changes: { before, after } };
      },
    );
    this.profiles.invalidateUser(actor.userId);
    return this.get(actor);
  }

  /** The caller's own upload, an image of an allowed type and size; 400 with the reason otherwise. */
  async #checkAvatar(trx: Db, actor: Actor, fileId: string): Promise<void> {
    const file = await trx
      .selectFrom('files')
      .select(['mime', 'size'])
      .where('id', '=', fileId)
      .where('company_id', '=', actor.companyId)
      .where('uploaded_by', '=', actor.userId)
      .executeTakeFirst();
    const refuse = (
      key: 'profile.avatarNotFound' | 'profile.avatarType' | 'profile.avatarTooLarge',
    ) => new ApiError(400, key, { fields: { avatar: key } });
    if (!file) throw refuse('profile.avatarNotFound');
    if (!MIME_TYPES.has(file.mime)) throw refuse('profile.avatarType');
    if (Number(file.size) > AVATAR_MAX_BYTES) throw refuse('profile.avatarTooLarge');
  }
}
