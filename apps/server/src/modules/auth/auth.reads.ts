import type { AuthRepository } from './auth.repository.ts';

export type { UserRow } from './auth.repository.ts';

/** What another module may read of accounts; every write goes through the auth service. */
export type AuthReads = Pick<AuthRepository, 'findUserById' | 'phonesOf' | 'seenSince'>;
