import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

function parseDate(value: unknown): Date {
  if (typeof value !== 'string') throw new GraphQLError('DateTime must be an ISO 8601 string.');
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string.');
  return date;
}

builder.scalarType('DateTime', {
  description: 'An instant in time, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return parseDate(ast.value);
  },
});
