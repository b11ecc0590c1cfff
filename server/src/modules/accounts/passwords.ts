import argon2 from 'argon2';

/** argon2id with the OWASP Password Storage Cheat Sheet's first configuration (19 MiB, t=2, p=1). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has: verified against when no account matches, so a wrong username
 * costs the same time as a wrong password and timing does not reveal which accounts exist.
 */
export const decoyHash = hashPassword('decoy-password-that-matches-no-account');
