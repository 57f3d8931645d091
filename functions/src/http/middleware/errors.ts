import { ERROR, type ApiErrorBody } from '@reshelf/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { HttpError } from '../../lib/errors';
import { languageOfRequest, translate } from '../../lib/i18n';

// body-parser's and the router's failures carry a `type` or a 4xx `status` (a path whose
// percent-encoding does not decode, an unsupported charset): the client's mistake, never a 500.
function asHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { type, status } = err as { type?: unknown; status?: unknown };
  if (type === 'entity.too.large') return new HttpError('too-large', ERROR.tooLarge);
  if (type === 'entity.parse.failed') return new HttpError('invalid', ERROR.badJson);
  if (err instanceof URIError || (typeof status === 'number' && status >= 400 && status < 500)) {
    return new HttpError('invalid', ERROR.badRequest);
  }
  return new HttpError('internal');
}

export const noSuchRoute: RequestHandler = () => {
  throw new HttpError('not-found', ERROR.noSuchRoute);
};

// Logs name people by uid: an email (plain or percent-encoded) or a phone number is masked.
const EMAIL = /[^\s/?&=:"']*(?:@|%40)[^\s/?&"']+/gi;
const PHONE = /\+?\d[\d -]{8,}\d/g;
export const withoutContacts = (text: string) => text.replace(EMAIL, '<email>').replace(PHONE, '<phone>');

/**
 * Every failure as `{error: {code, message, fields?}}`, its texts in the caller's language
 * (Accept-Language); unexpected ones are logged and hidden.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const failure = asHttpError(err);
  if (failure.code === 'internal') {
    logger.error('API request failed', {
      method: req.method,
      path: withoutContacts(req.originalUrl),
      uid: req.caller?.uid,
      error: withoutContacts(err instanceof Error ? (err.stack ?? err.message) : String(err)),
    });
  }
  const language = languageOfRequest(req);
  const fields = failure.fields
    ? Object.fromEntries(
        Object.entries(failure.fields).map(([field, message]) => [field, translate(message, language)]),
      )
    : undefined;
  const body: ApiErrorBody = {
    error: {
      code: failure.code,
      message: translate(failure.values ? { key: failure.message, values: failure.values } : failure.message, language),
      ...(fields ? { fields } : {}),
    },
  };
  if (failure.headers) res.set(failure.headers);
  res.set('Content-Language', language).vary('Accept-Language');
  res.status(failure.status).json(body);
};
