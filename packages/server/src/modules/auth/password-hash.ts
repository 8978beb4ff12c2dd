// argon2id at OWASP's minimum (19 MiB, t=2, p=1); @node-rs/argon2 defaults to argon2id.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummy, plain);
  return false;
}
