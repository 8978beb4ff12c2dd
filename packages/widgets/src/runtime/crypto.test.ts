// Both ways of encrypting a password give what the server decrypts (RSA-OAEP, SHA-256, UTF-8): the
// browser's WebCrypto, and jsencrypt, loaded only where WebCrypto is not allowed (plain http).
import { constants, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@portal/contract';
import { mockApi } from '../testing';
import { FIXTURE_PRIVATE_KEY, FIXTURE_PUBLIC_KEY } from '../testing/rsa-fixture';
import { fetchPasswordCipher, jsencryptEncrypt, webCryptoEncrypt } from './crypto';

const decrypt = (cipher: string) =>
  privateDecrypt(
    { key: FIXTURE_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipher, 'base64'),
  ).toString('utf8');

const secret = '密码Passwört€#1';

// jsdom's WebCrypto (Node's, see testing/jsdom-webcrypto.ts); a browser's behaves the same.
const subtle = globalThis.crypto.subtle;

afterEach(() => vi.unstubAllGlobals());

describe('password encryption', () => {
  it('WebCrypto: RSA-OAEP with SHA-256 over UTF-8, as base64', async () => {
    const encrypt = await webCryptoEncrypt(subtle, FIXTURE_PUBLIC_KEY);
    const cipher = await encrypt(secret);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(cipher)).toBe(secret);
    // A fresh random padding each time.
    expect(await encrypt(secret)).not.toBe(cipher);
  });

  it('jsencrypt gives the same format', async () => {
    const encrypt = await jsencryptEncrypt(FIXTURE_PUBLIC_KEY);
    expect(decrypt(await encrypt(secret))).toBe(secret);
  });

  it('uses WebCrypto in a secure context and jsencrypt outside one', async () => {
    mockApi((api) =>
      api.on(authApi.getPublicKey, () => [
        200,
        { code: 200, msg: 'ok', data: { publicKey: FIXTURE_PUBLIC_KEY, uuid: 'uuid-1' } },
      ]),
    );
    const encryptSpy = vi.spyOn(subtle, 'encrypt');
    vi.stubGlobal('crypto', { subtle });
    vi.stubGlobal('isSecureContext', true);
    const secure = await fetchPasswordCipher();
    expect(secure.uuid).toBe('uuid-1');
    expect(decrypt(await secure.encrypt(secret))).toBe(secret);
    expect(encryptSpy).toHaveBeenCalledTimes(1);

    vi.stubGlobal('isSecureContext', false);
    const plainHttp = await fetchPasswordCipher();
    expect(decrypt(await plainHttp.encrypt(secret))).toBe(secret);
    expect(encryptSpy).toHaveBeenCalledTimes(1);
  });
});
