import { HELP_RESOURCE_KINDS } from '@piiq/domain/resources';
import { builder } from '../../graphql/builder.ts';
import type { HelpResourceRow } from './resources.repository.ts';

const HelpResourceKindEnum = builder.enumType('HelpResourceKind', {
  description: 'Where the Help and resources page shows an entry.',
  values: HELP_RESOURCE_KINDS,
});

const HelpResourceRef = builder.objectRef<HelpResourceRow>('HelpResource').implement({
  description: 'One entry of Help and resources: a video, a link, a template or caption to copy, a phone number.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: HelpResourceKindEnum, resolve: (entry) => entry.kind }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'The text to copy (a template, a caption), a guide section, or a phone number.' }),
    url: t.exposeString('url', { nullable: true }),
    videoId: t.exposeString('videoId', { nullable: true, description: 'A Vimeo video id.' }),
  }),
});

builder.queryFields((t) => ({
  helpResources: t.field({
    type: [HelpResourceRef],
    authScopes: { authenticated: true },
    description: 'The Help and resources page: every entry, by kind and place.',
    resolve: (_root, _args, context) => context.services.resources.all(),
  }),
}));
