import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useErrorHandler } from '@envelop/core';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError, type DocumentNode } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';
import type { GraphQLContext, SalonAccessFlags, ServerContext } from '../graphql/context.ts';
import { useRejectControlCharacters } from '../graphql/control-characters.ts';
import { GENERIC_ERROR_MESSAGE, UserError } from '../errors.ts';
import { useIntrospectionSetting } from '../graphql/introspection.ts';
import { isUuid } from '../ids.ts';
import { isApiKeyCredential } from '@piiq/domain/api-keys';
import { useListSizeCostLimit } from '../graphql/list-size-cost.ts';
import { useParseWithinLimits } from '../graphql/parse-within-limits.ts';
import { schema } from '../graphql/schema.ts';
import type { Services } from '../services.ts';
import { useMalformedParametersAsBadRequest } from './graphql-params.ts';
import { bearerCredential, DEVICE_COOKIE, IBB_LEARNER_COOKIE, SESSION_COOKIE, viewerOf } from './viewer.ts';

/** Limits that keep one request from costing the server more than any screen of ours needs. */
export const queryLimits = {
  maxDepth: 12,
  maxAliases: 20,
  maxCost: 20_000,
  maxTokens: 4_000,
  /** The web app's deepest document nests a tenth of this; the parser's stack holds several times as much. */
  maxNesting: 64,
  maxDirectives: 25,
} as const;

/** As many parsed documents as Yoga keeps by default. */
const PARSED_DOCUMENTS_KEPT = 1024;

// Checked by name, not instanceof: graphql is loaded both as ESM and CJS by our dependencies.
const isGraphQLError = (value: unknown): value is GraphQLError =>
  value instanceof Error && value.name === 'GraphQLError';

const originalOf = (error: unknown): unknown => (isGraphQLError(error) ? (error.originalError ?? error) : error);

/** Our user errors, and GraphQL's own parse and validation errors, are meant for the caller; anything else is ours to log and mask. */
function meantForCaller(error: unknown): error is GraphQLError {
  if (!isGraphQLError(error)) return false;
  const original = error.originalError;
  return !original || original instanceof UserError || isGraphQLError(original);
}

/** `log` takes the unexpected errors no request can be found for. */
export function createGraphQLHandler(options: { config: Config; services: Services; log: FastifyBaseLogger }) {
  const { config, services, log } = options;
  const armor = new EnvelopArmor({
    maxDepth: { n: queryLimits.maxDepth },
    maxAliases: { n: queryLimits.maxAliases },
    costLimit: { maxCost: queryLimits.maxCost },
    // Counted by graphql-js's own parser instead (useParseWithinLimits), with the nesting.
    maxTokens: { enabled: false },
    maxDirectives: { n: queryLimits.maxDirectives },
    blockFieldSuggestion: { enabled: config.env === 'production' },
  });

  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: config.env !== 'production' ? { title: 'piiq API' } : false,
    landingPage: false,
    batching: false,
    logging: false,
    parserAndValidationCache: {
      // Yoga's default keeps each document an hour under a TTL, and its clock reads set a 1 ms timer
      // on every request; the least recently used of as many documents goes instead, with no timer.
      documentCache: new LRUCache<string, DocumentNode>({ max: PARSED_DOCUMENTS_KEPT }),
    },
    plugins: [
      ...armor.protect().plugins,
      useParseWithinLimits(queryLimits),
      useCSRFPrevention({ requestHeaders: ['x-piiq-csrf'] }),
      useMalformedParametersAsBadRequest(),
      useRejectControlCharacters(),
      useListSizeCostLimit(),
      useIntrospectionSetting({ allowed: config.graphqlIntrospection }),
      useErrorHandler(({ errors, context }) => {
        // Listed before Yoga's masking, so it sees each error as it was thrown. During execution the
        // handler is given the execution's arguments, elsewhere the context itself.
        const { req: request } = ((context as { contextValue?: ServerContext }).contextValue ??
          context) as Partial<ServerContext>;
        for (const error of errors) {
          if (meantForCaller(error)) continue;
          (request?.log ?? log).error(
            { err: originalOf(error), requestId: request?.id },
            'unexpected error in a GraphQL request',
          );
        }
      }),
    ],
    maskedErrors: {
      maskError: (error) => {
        if (meantForCaller(error)) {
          const original = originalOf(error);
          const extensions: GraphQLError['extensions'] =
            (original instanceof UserError ? original.extensions : error.extensions) ?? {};
          return new GraphQLError(error.message, {
            ...(error.path ? { path: error.path } : {}),
            ...(error.nodes ? { nodes: error.nodes } : {}),
            extensions: { ...extensions, code: extensions.code ?? 'GRAPHQL_VALIDATION_FAILED' },
          });
        }
        // Logged with its request by the error handler above; the answer's x-request-id names the request.
        return new GraphQLError(GENERIC_ERROR_MESSAGE, {
          ...(isGraphQLError(error) && error.path ? { path: error.path } : {}),
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
    context: async ({ req, reply }): Promise<GraphQLContext> => {
      // A mirror's call is the mirror's alone: a session cookie sent beside its credential (a browser
      // running the web mirror where an admin is signed in) is not read.
      const bearer = bearerCredential(req);
      // A salon's API key and a mirror's credential both come as a Bearer; the key's prefix tells them
      // apart. A key that is not valid, or over its limit, refuses the whole request here (401, 429).
      const apiKey = bearer !== null && isApiKeyCredential(bearer) ? await services.apiKeys.authenticate(bearer) : null;
      const credential = apiKey ? null : bearer;
      const [device, viewer] = await Promise.all([
        credential === null ? null : services.mirror.deviceFromCredential(credential),
        bearer === null ? viewerOf(req, services) : null,
      ]);
      const accessOfSalon = new Map<string, SalonAccessFlags | null | Promise<SalonAccessFlags | null>>();
      return {
        requestId: req.id,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        viewer,
        device,
        apiKey,
        deviceRefused: credential !== null && device === null,
        services,
        config: {
          supportEmail: config.supportEmail,
          helpCentreUrl: config.helpCentreUrl,
          onboardingVideoUrl: config.onboardingVideoUrl,
        },
        salonAccess(salonId) {
          if (!viewer || !isUuid(salonId)) return null;
          let access = accessOfSalon.get(salonId);
          if (access === undefined) {
            access =
              services.salons.heldAccessOf(viewer.user.id, salonId) ??
              services.salons.accessOf(viewer.user.id, salonId).then((row) => {
                accessOfSalon.set(salonId, row ?? null);
                return row ?? null;
              });
            accessOfSalon.set(salonId, access);
          }
          return access;
        },
        ibbLearnerPass: req.cookies[IBB_LEARNER_COOKIE],
        setIbbLearnerCookie(value, expiresAt) {
          reply.setCookie(IBB_LEARNER_COOKIE, value, {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.servedOverHttps,
            path: '/',
            expires: expiresAt,
          });
        },
        clearIbbLearnerCookie() {
          reply.clearCookie(IBB_LEARNER_COOKIE, { path: '/' });
        },
        setSessionCookie(value, expiresAt) {
          reply.setCookie(SESSION_COOKIE, value, {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.servedOverHttps,
            path: '/',
            expires: expiresAt,
          });
        },
        clearSessionCookie() {
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
        },
        deviceCookie: req.cookies[DEVICE_COOKIE],
        setDeviceCookie(value, expiresAt) {
          reply.setCookie(DEVICE_COOKIE, value, {
            httpOnly: true,
            sameSite: 'lax',
            secure: config.servedOverHttps,
            path: '/',
            expires: expiresAt,
          });
        },
      };
    },
  });
}
