import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import type { TermsRow } from './terms.repository.ts';

const TermsOfServiceRef = builder.objectRef<TermsRow>('TermsOfService').implement({
  fields: (t) => ({
    bodyHtml: t.exposeString('bodyHtml', { description: 'Trusted HTML from our own content; the browser still sanitises it.' }),
    locale: t.exposeString('locale'),
    version: t.exposeInt('version'),
  }),
});

builder.queryFields((t) => ({
  termsOfService: t.field({
    type: TermsOfServiceRef,
    nullable: true,
    description:
      'The newest terms for a locale (en-US), a country (US) or a language (en). GetTermsOfService asks four times with aliases and uses the first answer.',
    authScopes: { guest: true },
    args: { locale: t.arg.string({ required: true, validate: z.string().min(2).max(16) }) },
    resolve: async (_root, args, context) => (await context.services.terms.latestFor(args.locale)) ?? null,
  }),
}));
