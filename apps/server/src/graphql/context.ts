import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Viewer } from '../modules/auth/viewer.ts';
import type { ApiKeyViewer } from '../modules/api-keys/api-keys.service.ts';
import type { DeviceViewer } from '../modules/mirror/mirror.service.ts';
import type { Services } from '../services.ts';

export interface SalonAccessFlags {
  salonAdmin: boolean;
  salonClient: boolean;
}

export interface GraphQLContext {
  requestId: string;
  ip: string;
  userAgent: string | undefined;
  /** The person behind the session cookie; always null on a mirror's call. */
  viewer: Viewer | null;
  /** The paired mirror behind an `Authorization: Bearer` device credential (decision 022). */
  device: DeviceViewer | null;
  /**
   * The salon API key behind an `Authorization: Bearer piiq_sk_...` (decision 048). A key that is
   * unknown, revoked or over its limit never gets this far: the whole request is refused.
   */
  apiKey: ApiKeyViewer | null;
  /** A bearer credential came and named no paired mirror: the mirror is told to pair again. */
  deviceRefused: boolean;
  services: Services;
  config: Pick<Config, 'supportEmail' | 'helpCentreUrl' | 'onboardingVideoUrl'>;
  /** The viewer's access to one salon, read once per request; answered at once when already known. */
  salonAccess(salonId: string): SalonAccessFlags | null | Promise<SalonAccessFlags | null>;
  /** The IBB learner pass a guest's device keeps after opening an emailed link (decision 026). */
  ibbLearnerPass: string | undefined;
  setIbbLearnerCookie(pass: string, expiresAt: Date): void;
  clearIbbLearnerCookie(): void;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** The cookie a browser keeps after signing in, so guesses made elsewhere never lock it out. */
  deviceCookie: string | undefined;
  setDeviceCookie(value: string, expiresAt: Date): void;
}

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
