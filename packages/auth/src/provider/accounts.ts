/**
 * Accounts of the embedded provider: invented demo accounts (always there, documented with their
 * passwords) and accounts created through its sign-up form, kept in a JSON file in its data folder.
 * Passwords are stored as scrypt hashes with a per-account salt.
 */
import {
  randomBytes,
  randomUUID,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { Role } from '../roles';
import { loadOrCreateJson, writeFileAtomic } from './files';

export interface Account {
  /** The `sub` claim: stable, never the e-mail address. */
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Demo accounts are trusted; a sign-up's address was never confirmed, and the token says so. */
  emailVerified: boolean;
  /** Editorial roles, sent in the ID token's `roles` claim; only demo accounts have any. */
  roles: readonly Role[];
}

export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  roles?: readonly Role[];
}

/** Invented sample people; their passwords are shown on the provider's login page on purpose. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'demo-reader',
    email: 'reader@example.org',
    password: 'reader-demo',
    givenName: 'Sample',
    familyName: 'Reader',
  },
  {
    id: 'demo-student',
    email: 'student@example.org',
    password: 'student-demo',
    givenName: 'Example',
    familyName: 'Student',
  },
  {
    id: 'demo-editor',
    email: 'editor@example.org',
    password: 'editor-demo',
    givenName: 'Sample',
    familyName: 'Editor',
    roles: ['editor'],
  },
  {
    id: 'demo-admin',
    email: 'admin@example.org',
    password: 'admin-demo',
    givenName: 'Sample',
    familyName: 'Admin',
    roles: ['admin'],
  },
];

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 32 } as const;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keyLength, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const storedAccountSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(3),
  givenName: z.string(),
  familyName: z.string(),
  passwordHash: z.string().startsWith('scrypt$'),
  createdAt: z.string(),
});
type StoredAccount = z.infer<typeof storedAccountSchema>;
const accountFileSchema = z.object({ accounts: z.array(storedAccountSchema) });

export type SignUpResult = { ok: true; account: Account } | { ok: false; reason: 'EMAIL_TAKEN' };

export interface AccountStore {
  findById(id: string): Account | undefined;
  /** The account whose password this is, or undefined (same time either way). */
  authenticate(email: string, password: string): Promise<Account | undefined>;
  signUp(input: {
    email: string;
    givenName: string;
    familyName: string;
    password: string;
  }): Promise<SignUpResult>;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function openAccountStore(dataDir: string): Promise<AccountStore> {
  const file = join(dataDir, 'accounts.json');
  const stored = await loadOrCreateJson(
    file,
    (value) => accountFileSchema.parse(value),
    () => ({ accounts: [] as StoredAccount[] }),
  );
  const demo: StoredAccount[] = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, roles: _roles, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      createdAt: new Date(0).toISOString(),
    })),
  );
  const demoIds = new Set(demo.map((account) => account.id));
  const demoRoles = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account.roles ?? []]));
  const all = [...demo, ...stored.accounts];
  // A hash to compare against when the address is unknown, so timing does not reveal which exist.
  const decoyHash = await hashPassword(randomBytes(16).toString('hex'));
  // Sign-ups are written one at a time, so two at once cannot lose each other.
  let writing: Promise<void> = Promise.resolve();

  const toAccount = (account: StoredAccount): Account => ({
    id: account.id,
    email: account.email,
    givenName: account.givenName,
    familyName: account.familyName,
    emailVerified: demoIds.has(account.id),
    roles: demoRoles.get(account.id) ?? [],
  });
  const byEmail = (email: string) =>
    all.find((account) => normaliseEmail(account.email) === normaliseEmail(email));

  return {
    findById(id) {
      const account = all.find((candidate) => candidate.id === id);
      return account ? toAccount(account) : undefined;
    },
    async authenticate(email, password) {
      const account = byEmail(email);
      const matches = await verifyPassword(password, account?.passwordHash ?? decoyHash);
      return account && matches ? toAccount(account) : undefined;
    },
    async signUp({ email, givenName, familyName, password }) {
      if (byEmail(email)) return { ok: false, reason: 'EMAIL_TAKEN' };
      const account: StoredAccount = {
        id: randomUUID(),
        email: email.trim(),
        givenName: givenName.trim(),
        familyName: familyName.trim(),
        passwordHash: await hashPassword(password),
        createdAt: new Date().toISOString(),
      };
      // Checked again after the (slow) hash: another sign-up may have taken the address meanwhile.
      if (byEmail(email)) return { ok: false, reason: 'EMAIL_TAKEN' };
      all.push(account);
      stored.accounts.push(account);
      // A failed write must not block every later one: each write starts after the previous settles.
      writing = writing
        .catch(() => undefined)
        .then(() => writeFileAtomic(file, `${JSON.stringify(stored, null, 2)}\n`));
      await writing;
      return { ok: true, account: toAccount(account) };
    },
  };
}
