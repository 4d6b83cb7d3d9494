import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** The request a piece of work belongs to, for errors raised where no request object is at hand. */
export const requestStore = new AsyncLocalStorage<{ requestId: string; log: FastifyBaseLogger }>();
