import { ERROR } from '@reshelf/domain';
import { ApiError } from '../lib/api-client';

/**
 * The sentence a form shows beside itself when its write fails: a refusal (4xx, 429 included) in
 * the server's own words, a dropped connection as such, anything else in ours (a 5xx may say too much).
 * Ours are catalogue keys and the server's are already in the reader's language: show it with translate().
 */
export function writeErrorMessage(err: unknown) {
  if (!(err instanceof ApiError)) return ERROR.generic;
  if (err.code === 'network') return ERROR.network;
  if (err.status >= 400 && err.status < 500) return err.message || ERROR.generic;
  return ERROR.generic;
}

/** The first of a form's `names` a refused write names, with the server's words for it. */
export function refusedField<N extends string>(err: unknown, names: readonly N[]) {
  if (!(err instanceof ApiError)) return undefined;
  const name = names.find((n) => err.fields[n]);
  return name === undefined ? undefined : { name, message: err.fields[name]! };
}
