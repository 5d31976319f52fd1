import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** The server's refusal is already in the member's language; a lost network is not. */
export function actionErrorText(error: unknown, t: TFunction): string {
  return error instanceof ApiError && error.errorCode !== 'NETWORK'
    ? error.message
    : t('rewards.actionFailed');
}
