import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './control-characters.ts';
import { argumentList, rootFields, sampleValue } from './schema-walk.ts';
import { schema } from './schema.ts';

/**
 * Every field open to guests that takes text is sent a NUL in each of its strings and must answer
 * BAD_USER_INPUT before any resolver (or the database) sees it; the list comes from the schema.
 */
let test: TestServer;
const logged: Array<{ level: number; msg?: string }> = [];

beforeAll(async () => {
  test = await startTestServer({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as { level: number }) },
    },
  });
});
afterAll(() => test.close());

function takesText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => takesText(field.type, seen));
}

/** Like the tenancy walk's sample, with optional fields too when they take text: each string a NUL. */
function withNul(type: GraphQLInputType, name: string): unknown {
  const nullable = isNonNullType(type) ? type.ofType : type;
  if (isListType(nullable)) return [withNul(nullable.ofType, name)];
  if (!isInputObjectType(nullable)) return sampleValue(nullable, name, () => randomUUID(), 'a\u0000b');
  const fields = Object.values(nullable.getFields()).filter(
    (field) => isNonNullType(field.type) || takesText(field.type),
  );
  return Object.fromEntries(fields.map((field) => [field.name, withNul(field.type, field.name)]));
}

const openToGuests = (extensions: unknown) => {
  const scopes = (extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  return typeof scopes === 'object' && scopes !== null && Object.keys(scopes).join() === 'guest';
};

const guestFieldsTakingText = rootFields(schema).filter(
  ({ field }) => openToGuests(field.extensions) && field.args.some((arg) => takesText(arg.type)),
);

const selectionOf = (field: (typeof guestFieldsTakingText)[number]['field']) =>
  isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
const errorsAtErrorLevel = () => logged.filter((line) => line.level >= 50);

describe('control characters in text', () => {
  it('finds the guest fields that take text', () => {
    expect(guestFieldsTakingText.map(({ field }) => field.name)).toContain('checkPromoCode');
    expect(guestFieldsTakingText.length).toBeGreaterThanOrEqual(6);
  });

  it.each(
    guestFieldsTakingText.map(({ operation, field }) => [`${operation} ${field.name}`, operation, field] as const),
  )('%s refuses a NUL with a clear user error', async (_name, operation, field) => {
    const variables = Object.fromEntries(field.args.map((arg) => [arg.name, withNul(arg.type, arg.name)]));
    expect(JSON.stringify(variables)).toContain('\\u0000');
    const { definitions, uses } = argumentList(field.args);
    const response = await test.gql(
      `${operation} Probe(${definitions}) { ${field.name}(${uses}) ${selectionOf(field)} }`,
      variables,
    );
    expect(response.errors?.[0]).toMatchObject({
      message: CONTROL_CHARACTERS_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(response.data ?? null).toBeNull();
  });

  it('refuses them in inline arguments too, DEL and the rest of C0 included', async () => {
    for (const escaped of ['\\u0000', '\\u0001', '\\u000B', '\\u001F', '\\u007F']) {
      const response = await test.gql(`{ checkPromoCode(code: "a${escaped}b", plan: PLUS) { __typename } }`);
      expect(response.errors?.[0]).toMatchObject({
        message: CONTROL_CHARACTERS_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('keeps tab, line feed and carriage return, which text areas send', async () => {
    const response = await test.gql(`mutation Probe($path: String!) { recordPageView(path: $path) }`, {
      path: '/a\tb\r\nc',
    });
    expect(response.errors?.[0]?.message).not.toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('finds them in variables nested far deeper than the stack, and logs no error either way', async () => {
    const nested = (inner: string) => `${'['.repeat(200_000)}${inner}${']'.repeat(200_000)}`;
    for (const [inner, message] of [
      ['"a\\u0000b"', CONTROL_CHARACTERS_MESSAGE],
      ['"ab"', undefined],
    ] as const) {
      const response = await test.server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: `{"query":"{ me { id } }","variables":{"unused":${nested(inner)}}}`,
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { errors?: Array<{ message: string }> }).errors?.[0]?.message).toBe(message);
    }
    expect(errorsAtErrorLevel()).toEqual([]);
  });

  it('logs none of it as an error', () => {
    expect(errorsAtErrorLevel()).toEqual([]);
  });
});

describe('a GET with malformed JSON parameters', () => {
  it.each(['variables', 'extensions'])('answers 400 naming the broken %s, and logs no error', async (parameter) => {
    const response = await test.server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}&${parameter}=${encodeURIComponent('{broken')}`,
      headers: { 'x-piiq-csrf': '1', accept: 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ message: `The ${parameter} parameter is not valid JSON.`, extensions: { code: 'BAD_REQUEST' } }],
    });
    expect(errorsAtErrorLevel()).toEqual([]);
  });
});
