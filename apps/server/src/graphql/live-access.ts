import { administersSalon } from '@piiq/domain/salon-access';
import type { Viewer } from '../modules/auth/viewer.ts';
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
 * a change to the person's account, announced on any instance, leaves them without access. The
 * session's streams of one scope share those checks (see SessionStreams).
 */
export function whileAllowed<T extends object>(
  context: GraphQLContext,
  scope: LiveScope,
  source: AsyncIterable<T>,
): AsyncIterable<T> {
  const viewer = context.viewer;
  if (!viewer) return source;
  return { [Symbol.asyncIterator]: () => allowedEvents(context, viewer, scope, source) };
}

/**
 * An iterator written out rather than a Repeater around the source: a salon's event goes through every
 * listener's stream at once, and a Repeater's push, the race of each event with the stream's end and
 * their promises cost 1,000 listeners about 9 ms of CPU an event, several times the shared check.
 */
function allowedEvents<T extends object>(
  context: GraphQLContext,
  viewer: Viewer,
  scope: LiveScope,
  source: AsyncIterable<T>,
): AsyncIterator<T> {
  const events = source[Symbol.asyncIterator]();
  const finished: IteratorReturnResult<undefined> = { done: true, value: undefined };
  let ended = false;
  let broken: { error: unknown } | undefined;
  const end: StreamEnd = (failure) => {
    if (ended) return;
    ended = true;
    broken = failure;
    streams.leave(end);
    // Settles a next() waiting on the source: the stream closes now, not at the salon's next event.
    void events.return?.();
  };
  const streams = joinSessionStreams(context, viewer, scope, end);
  const finish = (): IteratorReturnResult<undefined> => {
    end();
    if (broken) throw broken.error;
    return finished;
  };

  return {
    async next() {
      if (ended) return finish();
      try {
        const next = await events.next();
        if (ended || next.done) return finish();
        if (!(await allowedToHave(streams, next.value)) || ended) return finish();
        return next;
      } catch (error) {
        end();
        throw error;
      }
    },
    async return() {
      end();
      return finished;
    },
  };
}

/**
 * The live streams one session holds open under one scope on one server (a tab each, or a thousand
 * for a benchmark). A salon's event reaches them all at once, and whether the session may still have
 * it is one question for all of them: asked once per event, and once per change to the person's
 * account, however many streams wait on the answer.
 */
interface SessionStreams {
  /** Account changes heard while the streams are open: an event's decision made before the latest is made again. */
  changesHeard: number;
  /** Each event's decision, by the event object every listener of the salon receives. */
  decisions: WeakMap<object, { changesHeard: number; allowed: Promise<boolean> }>;
  /**
   * `current`: read past this instance's caches, as after an announced change. The first check after
   * one reads past them anyway, whichever asks first, the change's own or an event's.
   */
  allowed(current: boolean): Promise<boolean>;
  join(end: StreamEnd): void;
  /** A stream ended: the last one stops watching the account. */
  leave(end: StreamEnd): void;
}

/** Ends a stream; given a failure, breaks it instead, so the browser opens it again and is checked then. */
type StreamEnd = (failure?: { error: unknown }) => void;

/** By server (its auth service), then by session and scope. */
const openStreams = new WeakMap<object, Map<string, SessionStreams>>();

function joinSessionStreams(context: GraphQLContext, viewer: Viewer, scope: LiveScope, end: StreamEnd): SessionStreams {
  const { auth, salons } = context.services;
  let ofServer = openStreams.get(auth);
  if (!ofServer) openStreams.set(auth, (ofServer = new Map()));
  const key = `${viewer.sessionTokenHash} ${'provider' in scope ? 'provider' : `salonAdmin ${scope.salonAdmin}`}`;
  const found = ofServer.get(key);
  if (found) {
    found.join(end);
    return found;
  }

  const ends = new Set<StreamEnd>([end]);
  // The account changes heard when the salon access was last read past the cache: until it is read
  // again after the latest, a cached row may be the one the change replaced.
  let accessReadAfter = 0;
  const streams: SessionStreams = {
    changesHeard: 0,
    decisions: new WeakMap(),
    async allowed(current) {
      const heard = streams.changesHeard;
      const user = await auth.userOfOpenSession(viewer.sessionTokenHash);
      if (!user || user.id !== viewer.user.id) return false;
      if ('provider' in scope) return user.isProviderStaff;
      if (!current && heard === accessReadAfter) {
        return administersSalon(user.profileRole, await salons.accessOf(user.id, scope.salonAdmin));
      }
      const access = await salons.currentAccessOf(user.id, scope.salonAdmin);
      accessReadAfter = Math.max(accessReadAfter, heard);
      return administersSalon(user.profileRole, access);
    },
    join: (another) => void ends.add(another),
    leave(ended) {
      ends.delete(ended);
      if (ends.size > 0) return;
      unwatch();
      ofServer.delete(key);
    },
  };
  const unwatch = auth.watchAccount(viewer.user.id, () => {
    streams.changesHeard += 1;
    void streams.allowed(true).then(
      (stillAllowed) => {
        if (!stillAllowed) for (const stop of ends) stop();
      },
      (error: unknown) => {
        for (const stop of ends) stop({ error });
      },
    );
  });
  ofServer.set(key, streams);
  return streams;
}

/** The session's answer for one event, made once for all its streams that receive it. */
function allowedToHave(streams: SessionStreams, event: object): Promise<boolean> {
  const made = streams.decisions.get(event);
  if (made && made.changesHeard === streams.changesHeard) return made.allowed;
  const changesHeard = streams.changesHeard;
  // Redis hands an account change and an event published after it out in one tick, each to its own
  // chain of promises; the event's may reach the check before the change has cleared the session from
  // the cache. Waiting one turn of the event loop lets every announcement that arrived before the
  // event be heard first, so an event published after access ended never goes out.
  const allowed = new Promise<void>((resolve) => setImmediate(resolve)).then(() => streams.allowed(false));
  streams.decisions.set(event, { changesHeard, allowed });
  return allowed;
}
