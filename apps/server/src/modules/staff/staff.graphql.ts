import { staffNameSchema } from '@piiq/domain/salon-settings';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import { pageArgs, pageOf, pageType } from '../../graphql/paging.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { StaffRow } from './staff.repository.ts';

export const StaffRef = builder.objectRef<StaffRow>('Staff').implement({
  description: 'A stylist of the salon. Only active staff show on the mirror’s stylist sign-in screen.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    active: t.exposeBoolean('active'),
  }),
});

const StaffPageRef = pageType('StaffPage', StaffRef, 'A page of the team, oldest member first.');

builder.objectFields(SalonRef, (t) => ({
  staff: t.field({
    type: StaffPageRef,
    description: 'GetSalonStaff: the team, paged by limit (1 to 100) and page (from 1), oldest member first.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    args: pageArgs(t.arg),
    resolve: async (salon, args, context) => {
      const page = pageOf(args);
      return { ...page, ...(await context.services.staff.page(salon.id, page)) };
    },
  }),
  activeStaff: t.field({
    type: [StaffRef],
    description: 'The mirror’s stylist sign-in list: active staff by name.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.staff.active(salon.id),
  }),
}));

const CreateStaffInput = builder
  .inputType('CreateStaffInput', {
    fields: (t) => ({ salonId: t.id({ required: true }), name: t.string({ required: true }) }),
  })
  .validate(z.object({ salonId: z.string(), name: staffNameSchema }));

const UpdateStaffInput = builder
  .inputType('UpdateStaffInput', {
    description: 'Only the given fields change.',
    fields: (t) => ({ name: t.string(), active: t.boolean() }),
  })
  .validate(
    z.object({
      name: staffNameSchema.optional(),
      active: z
        .boolean()
        .nullish()
        .transform((value) => value ?? undefined),
    }),
  );

builder.mutationFields((t) => ({
  createStaff: t.field({
    type: StaffRef,
    description: 'Adds a team member; a name matching one the salon has (ignoring case) is refused.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.input.salonId) }),
    args: { input: t.arg({ type: CreateStaffInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.staff.create(auditActorOf(context), input.salonId, input.name),
  }),
  updateStaff: t.field({
    type: StaffRef,
    description: 'Renames a team member (the same duplicate rule) or toggles whether they are active.',
    authScopes: async (_root, args, context) => ({
      salonAdmin: (await context.services.staff.salonIdOfStaff(String(args.staffId))) ?? '',
    }),
    args: { staffId: t.arg.id({ required: true }), input: t.arg({ type: UpdateStaffInput, required: true }) },
    resolve: (_root, { staffId, input }, context) =>
      context.services.staff.update(auditActorOf(context), String(staffId), input),
  }),
}));
