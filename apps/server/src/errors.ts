import { GraphQLError } from 'graphql';

/** Stable codes the web app branches on; messages are the product's where it gives one. */
export type UserErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'NOT_AUTHORIZED'
  | 'USER_NOT_FOUND'
  | 'CONFLICT'
  | 'QUERY_TOO_COSTLY';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The HTTP answer an error asks for when it refuses the whole request (Yoga reads it, and never sends it on). */
export interface HttpAnswer {
  status: number;
  headers?: Record<string, string>;
}

/** An error meant for the person using the app: it reaches the browser with its code and message. */
export class UserError extends GraphQLError {
  constructor(code: UserErrorCode, message: string, extra: { fields?: FieldProblem[]; http?: HttpAnswer } = {}) {
    super(message, {
      extensions: {
        code,
        ...(extra.fields ? { fields: extra.fields } : {}),
        ...(extra.http ? { http: extra.http } : {}),
      },
    });
  }
}

export function userInputError(issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<unknown> }>): UserError {
  const fields = issues.map((issue) => ({
    field: (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment))
      .map(String)
      .join('.'),
    message: issue.message,
  }));
  return new UserError('BAD_USER_INPUT', fields[0]?.message ?? 'Please check the form and try again.', { fields });
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** The product's UI string for a record that does not exist (or that the caller may not know exists). */
export const NOT_FOUND_MESSAGE = 'Not found';

export function notFound(): UserError {
  return new UserError('NOT_FOUND', NOT_FOUND_MESSAGE);
}
