// A software FIDO2 authenticator for tests: an EC P-256 key pair from node:crypto, answering
// WebAuthn's create (attestation 'none') and get the way a USB key does, with the authenticator
// data, clientDataJSON and CBOR built here (CBOR by @simplewebauthn/server's own encoder).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftAuthenticator {
  /** The credential id, base64url (the key's serial). */
  id: string;
  /** A RegistrationResponseJSON for creation options. */
  register(options: { challenge: string; rp: { id: string } }, origin: string): object;
  /** An AuthenticationResponseJSON for request options. */
  authenticate(options: { challenge: string; rpId: string }, origin: string): object;
}

export function softAuthenticator(credentialId: Buffer = randomBytes(32)): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let counter = 0;
  const id = b64url(credentialId);
  const authData = (rpId: string, flags: number, tail: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, tail]);
  };
  return {
    id,
    register(options, origin) {
      counter += 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16), // aaguid: none
        idLength,
        credentialId,
        Buffer.from(coseKey(publicKey)),
      ]);
      const data = authData(options.rp.id, FLAG_UP | FLAG_UV | FLAG_AT, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(data)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['usb'],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(options, origin) {
      counter += 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
      );
      const data = authData(options.rpId, FLAG_UP | FLAG_UV);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signWith(privateKey, Buffer.concat([data, sha256(clientDataJSON)]))),
        },
        clientExtensionResults: {},
      };
    },
  };
}

function signWith(key: KeyObject, data: Buffer): Buffer {
  // DER-encoded ECDSA, as WebAuthn's ES256 signatures are.
  return sign('sha256', data, key);
}

/** The COSE_Key of an EC2 P-256 public key (kty 2, alg -7 ES256, crv 1). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]) as never,
  );
}
