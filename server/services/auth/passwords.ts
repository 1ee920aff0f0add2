import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is its Argon2id member.
const options = { algorithm: 2 as Algorithm };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. Without a hash (unknown user, social-only account) it
 * still spends one verification on a dummy hash, so the answer time does not reveal which accounts exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('zhijian-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
