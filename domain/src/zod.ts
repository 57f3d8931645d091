// Every domain schema takes zod from here. The web app runs under a CSP without 'unsafe-eval',
// and zod's compiled object parsers probe `new Function` when a schema is made: a logged
// violation on every page that loads a form. Set before any schema exists.
import { config, z } from 'zod';
import { VALIDATION } from './messages';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * A catalogue key for what zod finds where a schema names no message of its own (a field missing
 * or of another type in a body sent straight to the API), so it reaches people in their language.
 */
export function builtInError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return VALIDATION.required;
      if (issue.expected === 'string') return VALIDATION.text;
      if (issue.expected === 'number') return VALIDATION.number;
      return issue.expected === 'object' ? VALIDATION.object : VALIDATION.wrongType;
    case 'invalid_value':
      return VALIDATION.choice;
    case 'too_small':
      return VALIDATION.tooShort;
    case 'too_big':
      return VALIDATION.tooLong;
    case 'invalid_format':
      return VALIDATION.format;
    case 'unrecognized_keys':
      return VALIDATION.unknownFields;
    default:
      return VALIDATION.check;
  }
}

config({ jitless: true, customError: builtInError });

export { z };
