import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryLimits } from '../http/graphql-handler.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { parseWithinLimits } from './parse-within-limits.ts';

const NESTING_MESSAGE = `Syntax Error: Document nests deeper than ${queryLimits.maxNesting} levels. Parsing aborted.`;
const TOKENS_MESSAGE = `Syntax Error: Document contains more that ${queryLimits.maxTokens} tokens. Parsing aborted.`;

/** Selections nested this deep overflowed the parser's stack. */
const deepSelections = (depth: number) => `{ ${'me { '.repeat(depth)}id${' }'.repeat(depth)} }`;
const deepListArgument = (depth: number) => `{ me(list: ${'['.repeat(depth)}1${']'.repeat(depth)}) { id } }`;
const manyTokens = (count: number) => `{ me { ${'id '.repeat(count)}} }`;

let test: TestServer;
const logged: Array<{ level: number; msg?: string }> = [];
beforeAll(async () => {
  test = await startTestServer({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logged.push(JSON.parse(line) as { level: number }) },
    },
  });
});
afterAll(() => test.close());

/** A guest's POST, answered directly (JSON), by Yoga (any other Accept) or as a live stream. */
async function askAsGuest(query: string, accept: string) {
  const response = await test.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept },
    payload: { query },
  });
  const json = accept === 'text/event-stream' ? /^data: (.+)$/m.exec(response.body)?.[1] : response.body;
  return {
    status: response.statusCode,
    errors: (JSON.parse(json ?? '{}') as { errors?: Array<{ message: string; extensions?: { code?: string } }> })
      .errors,
  };
}

describe('a document past the parse limits', () => {
  const refused: Array<[string, string, string]> = [
    ['selections nested 5,000 deep', deepSelections(5_000), NESTING_MESSAGE],
    ['a list argument nested 5,000 deep', deepListArgument(5_000), NESTING_MESSAGE],
    ['a document of 100,000 tokens', manyTokens(100_000), TOKENS_MESSAGE],
  ];

  for (const [name, query, message] of refused) {
    it(`${name} is refused as a client error, and nothing is logged as an error`, async () => {
      for (const accept of [
        'application/json',
        'application/graphql-response+json;charset=utf-8',
        'text/event-stream',
      ]) {
        const answer = await askAsGuest(query, accept);
        expect(answer.status, accept).toBeLessThan(500);
        expect(answer.errors, accept).toEqual([
          expect.objectContaining({ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
        ]);
      }
      const overGet = await test.server.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(query)}`,
        headers: { accept: 'application/json', 'x-piiq-csrf': '1' },
      });
      expect(overGet.statusCode).toBeLessThan(500);
      expect(overGet.json()).toMatchObject({ errors: [{ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
      expect((await test.gql('{ me { id } }')).data).toEqual({ me: null });
    });
  }

  it('is counted on every kind of bracket, up to the limit and not past it', () => {
    const nested = (depth: number) => `{ me(list: ${'['.repeat(depth - 2)}1${']'.repeat(depth - 2)}) { id } }`;
    expect(() => parseWithinLimits(nested(queryLimits.maxNesting), queryLimits)).not.toThrow();
    expect(() => parseWithinLimits(nested(queryLimits.maxNesting + 1), queryLimits)).toThrow(NESTING_MESSAGE);
    expect(() =>
      parseWithinLimits(
        `{ me(input: ${'{ a: '.repeat(queryLimits.maxNesting)}1${' }'.repeat(queryLimits.maxNesting)}) { id } }`,
        queryLimits,
      ),
    ).toThrow(NESTING_MESSAGE);
  });

  it('nesting inside a string or a comment is text, not nesting', () => {
    const brackets = '['.repeat(queryLimits.maxNesting * 2);
    expect(() => parseWithinLimits(`{ me(text: "${brackets}") { id } } # ${brackets}`, queryLimits)).not.toThrow();
  });
});
