import type { MemberInfo, MemberType } from '@openlobby/contract';
import { maskMobile } from '../codes/phone';
import type { MemberRow } from './repository';

/** `player@example.com` → `p•••@example.com` */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export function memberInfo(row: MemberRow, currencySymbol: string): MemberInfo {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    type: row.type as MemberType,
    currencySymbol,
    mobileNum: row.mobile ? maskMobile(row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    totpEnabled: row.totpEnabled,
  };
}
