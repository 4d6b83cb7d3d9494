import { builder } from '../../graphql/builder.ts';

/** The version the admin footer shows (for example 2.0.2a). */
export const APP_VERSION = '2.0.2a';

const AppConfigRef = builder
  .objectRef<{ supportEmail: string; helpCentreUrl: string; onboardingVideoUrl: string | null; version: string }>(
    'AppConfig',
  )
  .implement({
    description: 'Public settings the browser needs: nothing secret ever goes here.',
    fields: (t) => ({
      supportEmail: t.exposeString('supportEmail', { description: 'The contact address in sign-in failure messages.' }),
      helpCentreUrl: t.exposeString('helpCentreUrl', { description: 'The page the Support screen embeds.' }),
      onboardingVideoUrl: t.exposeString('onboardingVideoUrl', {
        nullable: true,
        description:
          "Where the setup wizard's welcome video plays from: a shipped video or a player's embed address; null when none is configured.",
      }),
      version: t.exposeString('version'),
    }),
  });

builder.queryFields((t) => ({
  appConfig: t.field({
    type: AppConfigRef,
    authScopes: { guest: true },
    resolve: (_root, _args, context) => ({
      supportEmail: context.config.supportEmail,
      helpCentreUrl: context.config.helpCentreUrl,
      onboardingVideoUrl: context.config.onboardingVideoUrl,
      version: APP_VERSION,
    }),
  }),
}));
