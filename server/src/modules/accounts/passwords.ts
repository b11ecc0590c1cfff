import argon2 from 'argon2';
import { OWASP_MEMORY_KIB } from '../../config';

/**
 * argon2id with t=2, p=1 and the configuration's memory (PASSWORD_HASH_MEMORY_KIB, by default
 * OWASP_MEMORY_KIB): only the tests lower it, since every account they make pays for a hash and a
 * verification. A hash carries its own parameters, so verifying never depends on the setting.
 */
export function createPasswordHasher(memoryKib: number = OWASP_MEMORY_KIB) {
  const options = { type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 } as const;
  const hash = (password: string) => argon2.hash(password, options);
  let decoy: Promise<string> | undefined;
  return {
    hash,
    async verify(passwordHash: string, password: string): Promise<boolean> {
      try {
        return await argon2.verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    /**
     * A hash of a password nobody has: verified against when no account matches, so a wrong
     * username costs the same time as a wrong password and timing does not reveal which accounts
     * exist. Made on first use, with the same parameters as every new hash.
     */
    decoyHash: () => (decoy ??= hash('decoy-password-that-matches-no-account')),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
