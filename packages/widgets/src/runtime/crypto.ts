// RSA-OAEP (SHA-256) with a fresh one-time key for each password form (DESIGN.md section 5).
// jsencrypt is loaded on demand so that it stays out of the shared chunk.
import { authApi } from '@portal/contract';
import { call } from './http';

export interface PasswordCipher {
  uuid: string;
  encrypt: (plain: string) => string;
}

export async function fetchPasswordCipher(): Promise<PasswordCipher> {
  const [{ data }, { JSEncrypt }] = await Promise.all([
    call(authApi.getPublicKey, {}),
    import('jsencrypt'),
  ]);
  const rsa = new JSEncrypt();
  rsa.setPublicKey(data.publicKey);
  return {
    uuid: data.uuid,
    encrypt(plain) {
      // jsencrypt's OAEP reads char codes as bytes: encode to UTF-8 first or non-ASCII breaks.
      const out = rsa.encryptOAEP(unescape(encodeURIComponent(plain)));
      if (!out) throw new Error('RSA encryption failed');
      return out;
    },
  };
}
