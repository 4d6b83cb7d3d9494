import type { FastifyRequest } from 'fastify';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';

/**
 * The request each error of a GraphQL answer arose in, for the one place that masks and logs it
 * (Yoga's maskError is handed the error alone). Kept beside the error rather than in an
 * AsyncLocalStorage: on Node 20 a store turns on V8's promise hooks for the whole process, and every
 * promise of every request then paid for them (7% of the server's work in delivering a cart change
 * to 1,000 listeners went to those hooks).
 */
const requestOfError = new WeakMap<object, FastifyRequest>();

export function noteRequestOfError(error: unknown, request: FastifyRequest): void {
  if (typeof error === 'object' && error !== null) requestOfError.set(error, request);
}

/** The request an error (or the error it wraps) was noted with, if any. */
export function requestOf(error: unknown): FastifyRequest | undefined {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const found = requestOfError.get(current);
    if (found) return found;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/**
 * Notes the request of every error an execution or a subscription answers with. It is listed before
 * Yoga's own plugins, so it sees each error before the masking plugin replaces it.
 */
export function useRequestOfErrors(): Plugin<{ req: FastifyRequest }> {
  const noteAll = (request: FastifyRequest) => ({ result }: { result: { errors?: readonly unknown[] | undefined } }) => {
    for (const error of result.errors ?? []) noteRequestOfError(error, request);
  };
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, noteAll(args.contextValue.req)),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, noteAll(args.contextValue.req)),
      onSubscribeError: ({ error }) => noteRequestOfError(error, args.contextValue.req),
    }),
  };
}
