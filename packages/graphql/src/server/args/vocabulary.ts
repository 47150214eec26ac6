import { badUserInput } from '../errors';

/** A value from one of reference-data's vocabularies; anything else is a BAD_USER_INPUT error. */
export function parseOneOf<T extends string>(
  values: readonly T[],
  value: string,
  argumentName: string,
): T {
  if (!(values as readonly string[]).includes(value)) {
    throw badUserInput(`"${value}" is not a valid ${argumentName}`, argumentName);
  }
  return value as T;
}
