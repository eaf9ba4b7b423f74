import { GraphQLScalarType, Kind } from 'graphql';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO-8601 instant',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError(`"${String(value)}" is not an ISO-8601 date-time`);
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime literals must be strings');
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new TypeError(`"${ast.value}" is not an ISO-8601 date-time`);
    return date;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Arbitrary JSON',
  serialize: (value) => (typeof value === 'bigint' ? Number(value) : value),
  parseValue: (value) => value,
});
