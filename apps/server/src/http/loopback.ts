import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * For development routes that show other people's secrets (the mailbox holds reset codes) or act on
 * their data (sending a reminder early): only a client on this computer may use them. The socket's address decides, never X-Forwarded-For, which
 * the caller writes itself.
 */
export async function refuseOtherComputers(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) return;
  await reply
    .code(403)
    .send(errorBody('The development tools are only served to this computer.', 'FORBIDDEN', request.id));
}
