import {
  errorMessages,
  isSupportedLanguage,
  languageFromAcceptLanguage,
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
  const envelope: ErrorEnvelope = {
    success: false,
    errorCode: code,
    message: errorMessages[code][language],
  };
  return value ? { ...envelope, value } : envelope;
}

/** The `language` query parameter when supported, else Accept-Language (default pt). */
export function replyLanguage(request: FastifyRequest, asked: string | undefined): Language {
  const lower = asked?.toLowerCase();
  return isSupportedLanguage(lower) ? lower : requestLanguage(request);
}
