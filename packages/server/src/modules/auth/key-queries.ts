// Sign-in's RSA keys and the one-time uuids that name them (rsa-keys.ts uses these).
import type { Db } from '../../core/db.ts';

export async function insertKey(
  db: Db,
  key: { id: string; publicPem: string; privatePem: string; at: Date },
) {
  await db
    .insertInto('rsa_keys')
    .values({
      id: key.id,
      public_pem: key.publicPem,
      private_pem: key.privatePem,
      created_at: key.at,
    })
    .execute();
}

export function latestKey(db: Db) {
  return db
    .selectFrom('rsa_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function keyById(db: Db, id: string) {
  return db.selectFrom('rsa_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUuid(db: Db, uuid: string, keyId: string, expiresAt: Date) {
  await db
    .insertInto('key_uuids')
    .values({ uuid, key_id: keyId, expires_at: expiresAt, used_at: null })
    .execute();
}

/** Marks the uuid used and answers its key id; undefined if unknown, used or expired. */
export async function consumeUuid(db: Db, uuid: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('key_uuids')
    .set({ used_at: now })
    .where('uuid', '=', uuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('key_id')
    .executeTakeFirst();
  return row?.key_id;
}

/** Forgets uuids that expired before `before` and keys that no uuid refers to any more. */
export async function pruneKeys(db: Db, before: Date, keepKeyId: string) {
  await db.deleteFrom('key_uuids').where('expires_at', '<', before).execute();
  await db
    .deleteFrom('rsa_keys')
    .where('id', '!=', keepKeyId)
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('key_uuids')
            .select('key_uuids.uuid')
            .whereRef('key_uuids.key_id', '=', 'rsa_keys.id'),
        ),
      ),
    )
    .execute();
}
