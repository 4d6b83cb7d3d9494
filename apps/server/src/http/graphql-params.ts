import { createGraphQLError, type Plugin } from 'graphql-yoga';

const JSON_PARAMETERS = ['variables', 'extensions'] as const;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Yoga parses a GET's (or a form POST's) `variables` and `extensions` with a bare JSON.parse, so a
 * malformed one surfaced as an internal error with a stack in the log. It is the caller's mistake: a 400 that names it.
 */
export function useMalformedParametersAsBadRequest(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser, url }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          const name = JSON_PARAMETERS.find((parameter) => {
            const value = url.searchParams.get(parameter);
            return value !== null && value !== '' && !isJson(value);
          });
          throw createGraphQLError(
            name
              ? `The ${name} parameter is not valid JSON.`
              : 'The variables or extensions parameter is not valid JSON.',
            { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
          );
        }
      });
    },
  };
}
