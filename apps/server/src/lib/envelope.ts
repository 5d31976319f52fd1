import {
  errorMessages,
  isSupportedLanguage,
  languageFromAcceptLanguage,
  protectionMessage,
  rateLimitedMessage,
  type ErrorCode,
  type ErrorEnvelope,
  type Language,
  type OkEnvelope,
} from '@openlobby/contract';
import type { FastifyRequest } from 'fastify';

export function ok<T>(value: T): OkEnvelope<T> {
  return { success: true, value };
}

/** The caller's language, from Accept-Language (default pt, spec §4 "Language"). */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

export function errorEnvelope(
  code: ErrorCode,
  language: Language,
  value?: Record<string, unknown>,
): ErrorEnvelope {
  // A refusal by a rate limit or quota that knows its window's end says how long to wait.
  const wait = value?.['retryAfterSeconds'];
  const envelope: ErrorEnvelope = {
    success: false,
    errorCode: code,
    message:
      typeof wait === 'number'
        ? rateLimitedMessage(language, wait)
        : // A protection refusal names its figure: the remaining amount, the exclusion's end.
          (protectionMessage(code, language, value) ?? errorMessages[code][language]),
  };
  return value ? { ...envelope, value } : envelope;
}

/** The `language` query parameter when supported, else Accept-Language (default pt). */
export function replyLanguage(request: FastifyRequest, asked: string | undefined): Language {
  const lower = asked?.toLowerCase();
  return isSupportedLanguage(lower) ? lower : requestLanguage(request);
}
