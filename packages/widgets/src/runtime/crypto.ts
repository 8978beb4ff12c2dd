// RSA-OAEP (SHA-256) with a fresh one-time key for each password form
// (docs/decisions/2026-11-22-rsa-oaep-keys-in-database.md). The browser's own WebCrypto does it
// where it exists; it does not on a plain-http page that is not localhost (no secure context), and
// only there is jsencrypt loaded (18 KB gzip), on demand. Both give the same ciphertext format:
// base64 of RSA-OAEP with SHA-256 and MGF1-SHA-256 over the UTF-8 text, which the server decrypts
// alike.
import { authApi } from '@portal/contract';
import { call } from './http';

export interface PasswordCipher {
  uuid: string;
  encrypt: (plain: string) => Promise<string>;
}

type Encrypt = (plain: string) => Promise<string>;

/** The DER bytes of a PEM public key (SubjectPublicKeyInfo). */
function pemBody(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function webCryptoEncrypt(subtle: SubtleCrypto, pem: string): Promise<Encrypt> {
  const key = await subtle.importKey(
    'spki',
    pemBody(pem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return async (plain) =>
    toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain)));
}

export async function jsencryptEncrypt(pem: string): Promise<Encrypt> {
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(pem);
  return (plain) => {
    // jsencrypt's OAEP reads char codes as bytes: encode to UTF-8 first or non-ASCII breaks.
    const out = rsa.encryptOAEP(unescape(encodeURIComponent(plain)));
    return out ? Promise.resolve(out) : Promise.reject(new Error('RSA encryption failed'));
  };
}

/** WebCrypto's SubtleCrypto when the page may use it (a secure context), else undefined. */
function subtleCrypto(): SubtleCrypto | undefined {
  return globalThis.isSecureContext !== false ? globalThis.crypto?.subtle : undefined;
}

export async function fetchPasswordCipher(): Promise<PasswordCipher> {
  const subtle = subtleCrypto();
  // Without WebCrypto, jsencrypt downloads while the key is fetched.
  const [{ data }] = await Promise.all([
    call(authApi.getPublicKey, {}),
    subtle ? undefined : import('jsencrypt'),
  ]);
  const encrypt = subtle
    ? await webCryptoEncrypt(subtle, data.publicKey)
    : await jsencryptEncrypt(data.publicKey);
  return { uuid: data.uuid, encrypt };
}
