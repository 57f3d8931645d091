import { ERROR, HTTP_STATUS, type ApiErrorCode, type Message } from '@reshelf/domain';

const DEFAULT_MESSAGE: Record<ApiErrorCode, string> = {
  invalid: ERROR.invalid,
  unauthenticated: ERROR.unauthenticated,
  forbidden: ERROR.forbidden,
  unverified: ERROR.emailNotVerified,
  'phone-unverified': ERROR.phoneNotVerified,
  'not-found': ERROR.notFound,
  conflict: ERROR.generic,
  'too-large': ERROR.tooLarge,
  'rate-limited': ERROR.rateLimited,
  internal: ERROR.generic,
};

/**
 * A failure the client sees as `{error: {code, message, fields?}}` with the code's HTTP status. The
 * message and the fields' messages are catalogue keys (ERROR.x, VALIDATION.x): the error handler
 * sends their texts in the caller's language.
 */
export class HttpError extends Error {
  readonly status: number;
  /** The values the message's text needs (`message` is its catalogue key). */
  readonly values?: Exclude<Message, string>['values'];

  constructor(
    readonly code: ApiErrorCode,
    message: Message = DEFAULT_MESSAGE[code],
    readonly fields?: Record<string, string>,
    /** Sent with the reply (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.key);
    if (typeof message !== 'string') this.values = message.values;
    this.name = 'HttpError';
    this.status = HTTP_STATUS[code];
  }
}
