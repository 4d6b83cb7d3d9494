import { pushMessages } from '@piiq/domain/push';
import { graphql, request } from '../../lib/graphql.ts';

const PushSettings = graphql(`
  query PushSettings($endpoint: String) {
    pushNotifications(endpoint: $endpoint) {
      vapidPublicKey
      subscribed
    }
  }
`);

const SavePushSubscription = graphql(`
  mutation SavePushSubscription($subscription: PushSubscriptionInput!) {
    savePushSubscription(subscription: $subscription)
  }
`);

const RemovePushSubscription = graphql(`
  mutation RemovePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`);

/** The service worker in apps/web/public: at the site root, so its scope is every page. */
const WORKER_URL = '/push-worker.js';

/** Where this device stands: the control shows a button for `on` and `off`, and a message otherwise. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/**
 * Web Push needs a service worker, the Push API and notifications; iOS Safari has them only in a
 * web app added to the Home Screen, and some webviews never.
 */
function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** On only when this browser holds a subscription and the server has it for the viewer (a sign-in of someone else moves it). */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  const { pushNotifications } = await request(PushSettings, { endpoint: subscription.endpoint });
  return pushNotifications.subscribed ? 'on' : 'off';
}

/** The server's key, as PushManager.subscribe wants it (bytes, not base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Why turning on did not work, in words for the person (the domain's). */
export class PushProblem extends Error {}

export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  await navigator.serviceWorker.ready;
  const { pushNotifications } = await request(PushSettings, { endpoint: null });
  let subscription = await registration.pushManager.getSubscription();
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(pushNotifications.vapidPublicKey),
    });
  } catch {
    // The browser could not reach its push service (offline, or a browser without one, like a headless test browser).
    throw new PushProblem(pushMessages.failed);
  }
  const json = subscription.toJSON();
  await request(SavePushSubscription, {
    subscription: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    await request(RemovePushSubscription, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}
