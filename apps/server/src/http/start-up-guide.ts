import { START_UP_GUIDE_PATH } from '@piiq/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

/** The start-up guide download of Help and resources: open to anyone, as a salon shares it with its team. */
export async function registerStartUpGuide(app: FastifyInstance, options: { services: Services }): Promise<void> {
  app.get(START_UP_GUIDE_PATH, async (_request, reply) => {
    const pdf = await options.services.resources.startUpGuide();
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="piiq-start-up-guide.pdf"')
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
