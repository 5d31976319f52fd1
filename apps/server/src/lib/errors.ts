import type { ErrorCode } from '@openlobby/contract';

const statusOf: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  TEXT_CONTROL_CHARACTERS: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  REGION_BLOCKED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL_ERROR: 500,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  LOGIN_VERIFICATION_REQUIRED: 403,
  VERIFICATION_FAILED: 400,
  VERIFICATION_EXPIRED: 400,
  TOTP_ALREADY_ENABLED: 409,
  OAUTH_FAILED: 400,
  OAUTH_PROVIDER_DISABLED: 404,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  SLIDER_FAILED: 400,
  FIELD_INVALID: 400,
  ACCOUNT_EXISTS: 409,
  AFFILIATE_INVALID: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  SMS_TOO_MANY_REQUESTS: 429,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_MISMATCH: 400,
  TRIAL_NOT_ALLOWED: 403,
  AGENT_ONLY: 403,
  NON_MEMBER: 403,
  // A session from a weak or temporary password may only change it (S10).
  PASSWORD_CHANGE_REQUIRED: 403,
  // 400, not 401: a wrong step-up proof must not log the member out (ADR 017).
  STEP_UP_FAILED: 400,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_CONFLICT: 409,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_ROLLED_BACK: 409,
  BALANCE_LIMIT_EXCEEDED: 409,
  WIN_LIMIT_EXCEEDED: 409,
  GAME_SESSION_INVALID: 401,
  GAME_SESSION_EXPIRED: 401,
  SIGNATURE_INVALID: 401,
  GAME_STAKE_INVALID: 400,
  GAME_SEED_INVALID: 400,
  GAME_DIRECTION_INVALID: 400,
  GAME_TARGET_OUT_OF_RANGE: 400,
  GAME_MINES_OUT_OF_RANGE: 400,
  GAME_TILE_INVALID: 400,
  GAME_TILE_ALREADY_REVEALED: 400,
  GAME_ROUND_OVER: 409,
  GAME_NOTHING_REVEALED: 400,
  GAME_ROUND_IN_PROGRESS: 409,
  GAME_PROVIDER_UNAVAILABLE: 503,
  GAME_NOT_FOUND: 404,
  // The web routes these games itself (spec §4 "Game start"); a launch call is a client bug.
  GAME_OPENS_LOTTERY_PAGE: 400,
  DEMO_NOT_AVAILABLE: 400,
  FEEDBACK_WORD_COUNT: 400,
  FEEDBACK_TOO_MANY_IMAGES: 413,
  FEEDBACK_IMAGE_TOO_LARGE: 413,
  FEEDBACK_IMAGE_TYPE: 415,
  CHAT_NOT_AVAILABLE: 404,
  DEPOSIT_CHANNEL_UNAVAILABLE: 400,
  DEPOSIT_AMOUNT_OUT_OF_RANGE: 400,
  DEPOSIT_AMOUNT_MISMATCH: 409,
  PIX_KEY_INVALID: 400,
  PAYEE_NAME_INVALID: 400,
  PAYOUT_ACCOUNT_EXISTS: 409,
  PAYOUT_ACCOUNT_LIMIT: 409,
  PAYOUT_ACCOUNT_NOT_FOUND: 404,
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: 400,
  // 400, not 401: the session is fine, and a 401 would log the member out.
  WITHDRAWAL_PASSWORD_INCORRECT: 400,
  WITHDRAWAL_NOT_FOUND: 404,
  WITHDRAWAL_NOT_PENDING: 409,
  PROMOTION_NOT_STARTED: 409,
  PROMOTION_ENDED: 409,
  PROMOTION_NOT_JOINED: 409,
  REWARD_NOT_AVAILABLE: 409,
  APPLICATION_ALREADY_DECIDED: 409,
  PROMOTION_TYPE_TAKEN: 409,
  MISSION_NOT_COMPLETED: 409,
};

/**
 * An error the caller caused or must be told about. The error handler turns it into the
 * error envelope with the message in the caller's language; `detail` is for the log only.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    detail?: string,
    /** Details the client acts on, sent as the error envelope's `value`. */
    readonly value?: Record<string, unknown>,
  ) {
    super(detail ?? errorCode);
    this.statusCode = statusOf[errorCode];
  }
}

export function httpStatusOf(code: ErrorCode): number {
  return statusOf[code];
}

/** Error code for a 4xx that Fastify or a plugin raised itself. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
  }
}
