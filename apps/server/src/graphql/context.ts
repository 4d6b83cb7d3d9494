import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Viewer } from '../modules/auth/viewer.ts';
import type { Services } from '../services.ts';

export interface SalonAccessFlags {
  salonAdmin: boolean;
  salonClient: boolean;
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
