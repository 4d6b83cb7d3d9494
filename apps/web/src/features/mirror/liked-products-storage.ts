import { safeStorage } from '../../lib/safe-storage.ts';

/**
 * The products the client liked on the Recommendations step, by product id, kept on the mirror
 * across a reload until the Cart step starts the cart from them: a like is a wish to take the
 * product, and nothing on the server records it until the cart is saved. One consultation's at a
 * time; another session's read as none.
 */
const LIKED_KEY = 'piiq.mirror.liked-products';

export const likedProductsStorage = {
  read(sessionId: string): string[] {
    const raw = safeStorage.get(LIKED_KEY);
    if (!raw) return [];
    try {
      const saved = JSON.parse(raw) as { sessionId?: unknown; productIds?: unknown };
      return saved.sessionId === sessionId && Array.isArray(saved.productIds)
        ? saved.productIds.filter((id): id is string => typeof id === 'string')
        : [];
    } catch {
      return [];
    }
  },
  save: (sessionId: string, productIds: readonly string[]): void =>
    safeStorage.set(LIKED_KEY, JSON.stringify({ sessionId, productIds })),
};
