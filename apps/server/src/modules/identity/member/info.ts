import { avatarUrl, iconImageUrl, type MemberInfo, type MemberType } from '@openlobby/contract';
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
    iconUrl: iconUrlOf(row.icon),
  };
}

/** `avatar:<n>` or `upload:<key>` (member.icon) → the picture's address; null for none. */
export function iconUrlOf(icon: string | null): string | null {
  if (!icon) return null;
  const [kind, id = ''] = icon.split(':');
  if (kind === 'avatar') return avatarUrl(Number(id));
  if (kind === 'upload') return iconImageUrl(id);
  return null;
}
