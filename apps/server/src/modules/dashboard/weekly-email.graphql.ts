import { authMessages } from '@piiq/domain/auth-rules';
import { WEEKLY_EMAIL_SWITCH_LABEL } from '@piiq/domain/weekly-email';
import { UserError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { SalonRef } from '../salons/salons.graphql.ts';

/** The scope `salonAdmin` has already refused anyone but a signed-in admin; this narrows the type. */
function viewerId(context: GraphQLContext): string {
  if (!context.viewer) throw new UserError('UNAUTHENTICATED', authMessages.signedOut);
  return context.viewer.user.id;
}

builder.objectField(SalonRef, 'weeklyReportEmail', (t) =>
  t.boolean({
    description: `Whether the viewer gets the weekly report by email every Monday at 08:00 in the salon’s zone (Account Settings: ${WEEKLY_EMAIL_SWITCH_LABEL}).`,
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.weeklyEmail.weeklyReportEmail(viewerId(context), salon.id),
  }),
);

builder.mutationFields((t) => ({
  setWeeklyReportEmail: t.boolean({
    description: 'Turns the viewer’s weekly report email for the salon on or off; answers the setting now stored.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), on: t.arg.boolean({ required: true }) },
    resolve: (_root, { salonId, on }, context) =>
      context.services.weeklyEmail.setWeeklyReportEmail(viewerId(context), String(salonId), on),
  }),
}));
