import { administersSalon } from '@piiq/domain/salon-access';
import { Repeater } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

/** What a live stream was opened under: the same scopes its field declares. */
export type LiveScope = { salonAdmin: string } | { provider: true };

/**
 * The scope and the stream of a subscription field a salon's admins follow, spread into the field beside
 * its `salonId` argument: the field's scope and the stream's are one, so they cannot drift apart.
 */
export function salonAdminStream<T extends object>(
  open: (services: GraphQLContext['services'], salonId: string) => AsyncIterable<T>,
) {
  return {
    authScopes: (_root: unknown, args: { salonId: string | number }) => ({ salonAdmin: String(args.salonId) }),
    subscribe: (_root: unknown, args: { salonId: string | number }, context: GraphQLContext) =>
      whileAllowed(context, { salonAdmin: String(args.salonId) }, open(context.services, String(args.salonId))),
  };
}

/**
 * A subscription's events for as long as the person who opened it may still have them. Scope checks
 * run once, when the stream opens; access can end while it stays open (a sign-out, a new password, the
 * console role withdrawn, the salon's access taken away, on this instance or another). So each event
 * is delivered only after the session and the scope are checked again, and the stream ends as soon as
 * a change to the person's account, announced on any instance, leaves them without access.
 */
export function whileAllowed<T>(context: GraphQLContext, scope: LiveScope, source: AsyncIterable<T>): AsyncIterable<T> {
  const viewer = context.viewer;
  const { auth, salons } = context.services;
  if (!viewer) return source;

  /** `current`: read past this instance's caches, after an announced change. */
  const allowed = async (current: boolean): Promise<boolean> => {
    const user = await auth.userOfOpenSession(viewer.sessionTokenHash);
    if (!user || user.id !== viewer.user.id) return false;
    if ('provider' in scope) return user.isProviderStaff;
    const access = current
      ? await salons.currentAccessOf(user.id, scope.salonAdmin)
      : await salons.accessOf(user.id, scope.salonAdmin);
    return administersSalon(user.profileRole, access);
  };

  return new Repeater<T>(async (push, stop) => {
    const events = source[Symbol.asyncIterator]();
    const unwatch = auth.watchAccount(viewer.user.id, () => {
      // A check that cannot be made breaks the stream rather than completing it: the browser opens it
      // again, and is checked then.
      void allowed(true).then(
        (stillAllowed) => stillAllowed || stop(),
        (error: unknown) => stop(error),
      );
    });
    const ended = stop.then(() => null);
    try {
      for (;;) {
        const next = await Promise.race([events.next(), ended]);
        if (next === null || next.done) break;
        // Redis hands an account change and an event published after it out in one tick, each to its
        // own chain of promises; this event's may reach the check below before the change has cleared
        // the session from the cache. Waiting one turn of the event loop lets every announcement that
        // arrived before the event be heard first, so an event published after access ended never goes out.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (!(await allowed(false))) break;
        await push(next.value);
      }
    } finally {
      unwatch();
      void events.return?.();
      stop();
    }
  });
}
