/** What the comparison needs of a session: when it was, and the photos the mirror took. */
export interface ComparableSession {
  id: string;
  createdAt: string;
  clientSelfieImage: { url: string } | null;
  client360Image: { url: string } | null;
}

export const hasPhotos = (session: ComparableSession): boolean =>
  session.clientSelfieImage !== null || session.client360Image !== null;

/** The sessions oldest first, the order a before-and-after reads in. */
export function oldestFirst<T extends ComparableSession>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/**
 * The two sessions the comparison opens on: the first and the latest with photos, the widest
 * before-and-after there is; without two such sessions, the first and the latest session. Null when
 * there are not two sessions to compare.
 */
export function defaultComparison(sessions: readonly ComparableSession[]): readonly [string, string] | null {
  const ordered = oldestFirst(sessions);
  const withPhotos = ordered.filter(hasPhotos);
  const pool = withPhotos.length >= 2 ? withPhotos : ordered;
  const first = pool[0];
  const latest = pool[pool.length - 1];
  return first && latest && first !== latest ? [first.id, latest.id] : null;
}
