import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';

builder.mutationFields((t) => ({
  recordPageView: t.boolean({
    description: 'Our own page-view analytics, in place of a third-party tracker.',
    authScopes: { guest: true },
    args: {
      path: t.arg.string({
        required: true,
        validate: z.string().startsWith('/').max(512),
      }),
    },
    resolve: async (_root, args, context) => {
      await context.services.analytics.recordPageView(args.path, context.viewer?.user.id ?? null, context.ip);
      return true;
    },
  }),
}));
