import { profileAllowsAdmin } from '@piiq/domain/auth-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Viewer, ViewerUser } from '../modules/auth/viewer.ts';
import type { Services } from '../services.ts';

export interface SalonAccessFlags {
  salonAdmin: boolean;
  salonClient: boolean;
}

/** A salon's admin is flagged so for the salon and has a profile that may administer (Role=Client may not). */
export function administersSalon(user: Pick<ViewerUser, 'profileRole'>, access: SalonAccessFlags | null | undefined): boolean {
  return Boolean(access?.salonAdmin) && profileAllowsAdmin(user.profileRole);
}

export interface GraphQLContext {
  requestId: string;
  ip: string;
  userAgent: string | undefined;
  viewer: Viewer | null;
  services: Services;
  config: Pick<Config, 'supportEmail' | 'helpCentreUrl' | 'onboardingVideoUrl'>;
  /** The viewer's access to one salon, read once per request. */
  salonAccess(salonId: string): Promise<SalonAccessFlags | null>;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
}

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
