import {
  changePasswordSchema,
  clientSignUpSchema,
  completeNewPasswordSchema,
  emailCheckSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  updateTermsOfServiceSchema,
  updateUserSchema,
} from '@piiq/domain/auth';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { UserError } from '../../errors.ts';
import type { UserRow } from './auth.repository.ts';
import type { RequestMeta, SignInOutcome } from './auth.service.ts';

export const ProfileRoleEnum = builder.enumType('ProfileRole', { values: ['Salon', 'Client'] as const });

export const UserRef = builder.objectRef<UserRow>('User');
UserRef.implement({
  description: 'A person with an account: salon owner or staff, salon client, or provider staff.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    profileRole: t.field({ type: ProfileRoleEnum, nullable: true, resolve: (user) => user.profileRole }),
    isProviderStaff: t.exposeBoolean('isProviderStaff'),
    isProviderAdmin: t.exposeBoolean('isProviderAdmin', {
      description:
        'Of the provider’s staff, may cancel subscriptions, change mirror counts, publish terms and manage the console’s team.',
    }),
    termsOfServiceLocale: t.exposeString('termsOfServiceLocale', { nullable: true }),
    termsOfServiceVersion: t.exposeInt('termsOfServiceVersion', { nullable: true }),
    termsOfServiceAcceptedAt: t.expose('termsOfServiceAcceptedAt', { type: 'DateTime', nullable: true }),
    phone: t.exposeString('phone', {
      nullable: true,
      description: 'E.164; the person’s own, and the salons they visit read it on their client record.',
      authScopes: (user) => ({ self: user.id }),
    }),
  }),
});

const AuthChallengeEnum = builder.enumType('AuthChallenge', {
  values: ['NEW_PASSWORD_REQUIRED'] as const,
  description: 'A step the person must take before the sign-in completes.',
});

interface SignInResultShape {
  user: UserRow | null;
  challenge: 'NEW_PASSWORD_REQUIRED' | null;
  challengeToken: string | null;
}

const SignInResultRef = builder.objectRef<SignInResultShape>('SignInResult').implement({
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: true, resolve: (result) => result.user }),
    challenge: t.field({ type: AuthChallengeEnum, nullable: true, resolve: (result) => result.challenge }),
    challengeToken: t.exposeString('challengeToken', {
      nullable: true,
      description: 'Pass to completeNewPassword with the new password.',
    }),
  }),
});

const EmailCheckResultEnum = builder.enumType('EmailCheckResult', {
  values: ['NOT_AUTHORIZED', 'USER_NOT_FOUND'] as const,
  description: 'NOT_AUTHORIZED: an account exists (go to sign-in). USER_NOT_FOUND: none does (go to sign-up).',
});

const ChangePasswordResultRef = builder
  .objectRef<{ message: string }>('ChangePasswordResult')
  .implement({ fields: (t) => ({ message: t.exposeString('message') }) });

const SignInInput = builder
  .inputType('SignInInput', {
    fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
  })
  .validate(signInSchema);

const EmailCheckInput = builder
  .inputType('EmailCheckInput', { fields: (t) => ({ email: t.string({ required: true }) }) })
  .validate(emailCheckSchema);

const ClientSignUpInput = builder
  .inputType('ClientSignUpInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      firstName: t.string({ required: true }),
      password: t.string({ required: true }),
    }),
  })
  .validate(clientSignUpSchema);

const ForgotPasswordInput = builder
  .inputType('ForgotPasswordInput', { fields: (t) => ({ email: t.string({ required: true }) }) })
  .validate(forgotPasswordSchema);

const ResetPasswordInput = builder
  .inputType('ResetPasswordInput', {
    fields: (t) => ({
      email: t.string({ required: true }),
      code: t.string({ required: true }),
      newPassword: t.string({ required: true }),
    }),
  })
  .validate(resetPasswordSchema);

const CompleteNewPasswordInput = builder
  .inputType('CompleteNewPasswordInput', {
    fields: (t) => ({ challengeToken: t.string({ required: true }), newPassword: t.string({ required: true }) }),
  })
  .validate(completeNewPasswordSchema.extend({ challengeToken: z.string().min(1) }));

const ChangePasswordInput = builder
  .inputType('ChangePasswordInput', {
    fields: (t) => ({
      currentPassword: t.string({ required: true }),
      newPassword: t.string({ required: true }),
      verifyPassword: t.string({ required: true }),
    }),
  })
  .validate(changePasswordSchema);

export const PhoneInput = builder.inputType('PhoneInput', {
  description: 'The phone field: country AU or NZ and the number as typed.',
  fields: (t) => ({ country: t.string({ required: true }), number: t.string({ required: true }) }),
});

const UpdateUserInput = builder
  .inputType('UpdateUserInput', {
    fields: (t) => ({
      name: t.string(),
      termsOfServiceLocale: t.string(),
      termsOfServiceVersion: t.int(),
      devicePushId: t.string({ description: 'A device push id the app was opened with (?pushId=).' }),
      phone: t.field({ type: PhoneInput, description: 'The person’s own phone; an empty number clears it.' }),
    }),
  })
  .validate(updateUserSchema);

export const UpdateTermsOfServiceInput = builder
  .inputType('UpdateTermsOfServiceInput', {
    fields: (t) => ({
      termsOfServiceLocale: t.string({ required: true }),
      termsOfServiceVersion: t.int({ required: true }),
    }),
  })
  .validate(updateTermsOfServiceSchema);

function requestMeta(context: GraphQLContext): RequestMeta {
  return {
    ip: context.ip,
    userAgent: context.userAgent,
    currentTokenHash: context.viewer?.sessionTokenHash ?? null,
    deviceCookie: context.deviceCookie,
  };
}

function toSignInResult(context: GraphQLContext, outcome: SignInOutcome): SignInResultShape {
  if (outcome.kind === 'NEW_PASSWORD_REQUIRED') {
    return { user: null, challenge: 'NEW_PASSWORD_REQUIRED', challengeToken: outcome.challengeToken };
  }
  context.setSessionCookie(outcome.token, outcome.expiresAt);
  context.setDeviceCookie(outcome.deviceCookie.value, outcome.deviceCookie.expiresAt);
  return { user: outcome.user, challenge: null, challengeToken: null };
}

function requireViewer(context: GraphQLContext) {
  if (!context.viewer) throw new UserError('UNAUTHENTICATED', 'Please sign in to continue.');
  return context.viewer;
}

builder.queryFields((t) => ({
  me: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    authScopes: { guest: true },
    // The row came with the session; this instance forgets it whenever it changes the user.
    resolve: (_root, _args, context) => context.viewer?.account ?? null,
  }),
}));

builder.mutationFields((t) => ({
  signIn: t.field({
    type: SignInResultRef,
    authScopes: { guest: true },
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toSignInResult(context, await context.services.auth.signIn(input, requestMeta(context))),
  }),
  completeNewPassword: t.field({
    type: SignInResultRef,
    authScopes: { guest: true },
    args: { input: t.arg({ type: CompleteNewPasswordInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toSignInResult(context, await context.services.auth.completeNewPassword(input, requestMeta(context))),
  }),
  signOut: t.boolean({
    authScopes: { guest: true },
    description: 'Ends the current session. Signing out while signed out is not an error.',
    resolve: async (_root, _args, context) => {
      if (context.viewer) await context.services.auth.signOut(context.viewer);
      context.clearSessionCookie();
      return true;
    },
  }),
  connectSignupAccount: t.string({
    authScopes: { guest: true },
    description:
      'Registration for an email that has an account: checks its password as a sign-in does (same limits and failure text) and answers a statement, valid for an hour, to pass to registerAccount as connectToken.',
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.auth.connectForSignup(input, requestMeta(context)),
  }),
  checkEmail: t.field({
    type: EmailCheckResultEnum,
    authScopes: { guest: true },
    args: { input: t.arg({ type: EmailCheckInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.auth.checkEmail(input.email, context.ip),
  }),
  signUpClient: t.field({
    type: SignInResultRef,
    authScopes: { guest: true },
    description: 'Creates a salon client account (profile Role=Client) and signs it in.',
    args: { input: t.arg({ type: ClientSignUpInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      toSignInResult(context, await context.services.auth.signUpClient(input, requestMeta(context))),
  }),
  forgotPassword: t.boolean({
    authScopes: { guest: true },
    description: 'Emails a single-use code, valid for 15 minutes, for resetPassword.',
    args: { input: t.arg({ type: ForgotPasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.auth.forgotPassword(input.email, context.ip);
      return true;
    },
  }),
  resetPassword: t.boolean({
    authScopes: { guest: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.auth.resetPassword(input, context.ip);
      return true;
    },
  }),
  changePassword: t.field({
    type: ChangePasswordResultRef,
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      message: await context.services.auth.changePassword(requireViewer(context), input, requestMeta(context)),
    }),
  }),
  updateUser: t.field({
    type: UserRef,
    authScopes: (_root, args) => ({ self: String(args.id) }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (_root, { id, input }, context) => context.services.auth.updateUser(String(id), input),
  }),
  updateTermsOfService: t.field({
    type: UserRef,
    authScopes: (_root, args) => ({ self: String(args.id) }),
    description: 'Records that the user accepted this locale and version of the terms, now.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateTermsOfServiceInput, required: true }) },
    resolve: (_root, { id, input }, context) => context.services.auth.acceptTermsOfService(String(id), input),
  }),
}));
