import { GraphQLScalarType, Kind } from 'graphql';
import { badUserInput } from '../errors';

const INVALID_INPUT = 'DateTime must be an ISO-8601 date-time';

/** A client's date-time: a malformed one is the client's error (BAD_USER_INPUT), not ours. */
function parseDateTime(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badUserInput(INVALID_INPUT);
  return date;
}

/** ISO-8601 date-time strings on the wire. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    if (typeof value !== 'string') throw badUserInput(INVALID_INPUT);
    return parseDateTime(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw badUserInput(INVALID_INPUT);
    return parseDateTime(ast.value);
  },
});
