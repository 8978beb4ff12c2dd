// RSA-OAEP (SHA-256) keys for encrypting passwords in the browser. A key pair serves a day, then a
// new one is made; each public key goes out with a one-time uuid that names the key and expires.
// PKCS#1 v1.5 is never used (ASVS V11.3.1; Node 20 refuses to decrypt it anyway).
import { constants, generateKeyPair, privateDecrypt, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../http/api-error.ts';
import { limitPerAddress } from './address-limit.ts';
import type { Db } from '../../core/db.ts';
import {
  consumeUuid,
  insertKey,
  insertUuid,
  keyById,
  latestKey,
  pruneKeys,
} from './key-queries.ts';

const generate = promisify(generateKeyPair);

interface KeyPair {
  id: string;
  publicPem: string;
  privatePem: string;
  createdAt: Date;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export class RsaKeyService {
  #current: KeyPair | undefined;
  #making: Promise<KeyPair> | undefined;
  readonly #privateById = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  /** A public key and a fresh one-time uuid for it; `ip` is limited to config.publicKeyMaxPerIp. */
  async issue(ip: string): Promise<{ publicKey: string; uuid: string }> {
    await limitPerAddress(this.db, this.config, `key:${ip}`, this.config.publicKeyMaxPerIp);
    const key = await this.#currentKey();
    const uuid = randomUUID();
    const expiresAt = new Date(this.config.now().getTime() + this.config.keyUuidTtlMs);
    await insertUuid(this.db, uuid, key.id, expiresAt);
    return { publicKey: key.publicPem, uuid };
  }

  /**
   * Uses up the uuid (whatever happens next) and decrypts the ciphertexts with its key. An unknown,
   * used or expired uuid answers auth.keyExpired; an unreadable ciphertext auth.decryptFailed.
   */
  async consumeAndDecrypt(uuid: string, ciphertexts: string[]): Promise<string[]> {
    const keyId = await consumeUuid(this.db, uuid, this.config.now());
    if (!keyId) throw new ApiError(400, 'auth.keyExpired', { error: 'invalid_grant' });
    const privatePem = await this.#privateKey(keyId);
    if (!privatePem) throw new ApiError(400, 'auth.keyExpired', { error: 'invalid_grant' });
    return ciphertexts.map((c) => decrypt(privatePem, c));
  }

  async #currentKey(): Promise<KeyPair> {
    const now = this.config.now().getTime();
    const fresh = (k: KeyPair | undefined) =>
      !!k && now - k.createdAt.getTime() < this.config.rsaKeyRotationMs;
    if (fresh(this.#current)) return this.#current as KeyPair;
    // One generation at a time in this process; another process may have made one already.
    this.#making ??= (async () => {
      const row = await latestKey(this.db);
      const stored = row && {
        id: row.id,
        publicPem: row.public_pem,
        privatePem: row.private_pem,
        createdAt: row.created_at,
      };
      if (fresh(stored)) return stored as KeyPair;
      const made = await makeKeyPair(this.config.now());
      await insertKey(this.db, { ...made, at: made.createdAt });
      await pruneKeys(this.db, new Date(now - 2 * this.config.rsaKeyRotationMs), made.id);
      return made;
    })().finally(() => (this.#making = undefined));
    this.#current = await this.#making;
    this.#privateById.set(this.#current.id, this.#current.privatePem);
    return this.#current;
  }

  async #privateKey(id: string): Promise<string | undefined> {
    const cached = this.#privateById.get(id);
    if (cached) return cached;
    const row = await keyById(this.db, id);
    if (row) this.#privateById.set(id, row.private_pem);
    return row?.private_pem;
  }
}

async function makeKeyPair(at: Date): Promise<KeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { id: randomUUID(), publicPem: publicKey, privatePem: privateKey, createdAt: at };
}

function decrypt(privatePem: string, ciphertext: string): string {
  // Query strings turn '+' into ' ' when the browser forgot to encode it; put it back.
  const text = ciphertext.replace(/ /g, '+');
  if (!BASE64.test(text))
    throw new ApiError(400, 'auth.decryptFailed', { error: 'invalid_request' });
  try {
    const plain = privateDecrypt(
      { key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    throw new ApiError(400, 'auth.decryptFailed', { error: 'invalid_request' });
  }
}
