import { HELP_RESOURCE_KINDS } from '@piiq/domain/resources';
import { helpResourceInputSchema } from '@piiq/domain/content';
import { auditActorOf } from '../../graphql/audit-actor.ts';
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
    body: t.exposeString('body', {
      description: 'The text to copy (a template, a caption), a guide section, or a phone number.',
    }),
    url: t.exposeString('url', { nullable: true }),
    videoUrl: t.exposeString('videoUrl', {
      nullable: true,
      description:
        'Where the video plays from: a video the server ships (/videos/NAME.mp4) or a player’s embed address on player.vimeo.com or www.youtube-nocookie.com.',
    }),
    position: t.exposeInt('position', { description: 'The place among entries of its kind: lower first.' }),
  }),
});

const HelpResourceInputRef = builder.inputType('HelpResourceInput', {
  fields: (t) => ({
    kind: t.field({ type: HelpResourceKindEnum, required: true }),
    title: t.string({ required: true }),
    body: t.string({ required: true }),
    url: t.string(),
    videoUrl: t.string(),
    position: t.int({ required: true }),
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

builder.mutationFields((t) => ({
  saveHelpResource: t.field({
    type: HelpResourceRef,
    authScopes: { provider: true },
    description: 'A new Help and resources entry (no id) or a change.',
    args: {
      id: t.arg.id(),
      input: t.arg({ type: HelpResourceInputRef, required: true, validate: helpResourceInputSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.resources.save(
        auditActorOf(context),
        args.id ? String(args.id) : null,
        helpResourceInputSchema.parse(args.input),
      ),
  }),
  deleteHelpResource: t.field({
    type: HelpResourceRef,
    authScopes: { provider: true },
    description: 'Takes an entry off Help and resources.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.resources.remove(auditActorOf(context), String(args.id)),
  }),
}));
