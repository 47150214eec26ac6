import { GraphQLScalarType, Kind } from 'graphql';

/** ISO-8601 date-time strings on the wire. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 date-time');
    return date;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 date-time');
    return date;
  },
});
