import {
  checkField,
  checkProfileField,
  isoDate,
  LOGIN_HISTORY_KEPT,
  profileFields,
  type AccountOverview,
  type FieldRule,
  type Language,
  type PaymentPasswordRequest,
  type ProfileEntry,
  type ProfileField,
  type ProfileRules,
  type ProfileUpdate,
  type SessionsValue,
} from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { sha256 } from '../../../lib/secure-random';
import { maskMobile } from '../codes/phone';
import { iconUrlOf, maskEmail } from '../member/info';
import { hashPassword, verifyPassword } from '../member/passwords';
import { setPaymentPasswordHash, type MemberRow } from '../member/repository';
import { confirmPaymentPassword, confirmStepUp } from '../session/step-up';
import {
  deleteOtherRememberTokens,
  deleteOtherSessions,
  deleteOwnSession,
  liveSessionsOf,
  recentLoginsOf,
  updateProfileColumns,
} from './account-repository';

type StoredProfile = Partial<Record<ProfileField | string, string>>;

function storedProfile(row: MemberRow): StoredProfile {
  if (!row.profile) return {};
  try {
    const parsed: unknown = JSON.parse(row.profile);
    return parsed && typeof parsed === 'object' ? (parsed as StoredProfile) : {};
  } catch {
    return {};
  }
}

function currentValue(row: MemberRow, profile: StoredProfile, field: ProfileField) {
  return field === 'nickname' ? row.nickname : (profile[field] ?? null);
}

const isLocked = (rules: ProfileRules, field: ProfileField, current: string | null) =>
  !rules[field].editable || (rules[field].lockedOnceSet && current !== null && current !== '');

/** What my account shows: the enabled profile fields, icon, contacts and safeguards. */
export function accountOverview(row: MemberRow, rules: ProfileRules): AccountOverview {
  const profile = storedProfile(row);
  const entries: ProfileEntry[] = profileFields
    .filter((field) => rules[field].enabled)
    .map((field) => {
      const value = currentValue(row, profile, field);
      return { field, value, rule: rules[field], locked: isLocked(rules, field, value) };
    });
  return {
    account: row.account,
    profile: entries,
    iconUrl: iconUrlOf(row.icon),
    hasPaymentPassword: row.paymentPasswordHash !== null,
    mobileNum: row.mobile ? maskMobile(row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    totpEnabled: row.totpEnabled,
  };
}

const fieldInvalid = (field: string, message: string) =>
  new AppError('FIELD_INVALID', `${field}: ${message}`, { field, message });

/**
 * Changes the profile fields sent (trimmed; an unchanged value is no change, so a form may
 * send every field back). Every field is checked before anything is written: a field the
 * operator has off is refused (VALIDATION_FAILED), one that is locked or read-only answers
 * PROFILE_FIELD_LOCKED, a value its rule refuses FIELD_INVALID with the rule's message (a
 * birthday under 21 included); nothing changes on any refusal.
 */
export async function updateProfile(
  db: Db,
  row: MemberRow,
  body: ProfileUpdate,
  rules: ProfileRules,
  language: Language,
): Promise<void> {
  const profile = storedProfile(row);
  let nickname = row.nickname;
  let changed = false;
  for (const field of profileFields) {
    const sent = body[field];
    if (sent === undefined) continue;
    const value = sent.trim();
    const current = currentValue(row, profile, field);
    if (value === (current ?? '')) continue;
    const rule = rules[field];
    if (!rule.enabled) {
      throw new AppError('VALIDATION_FAILED', `${field} is off`, { field });
    }
    if (isLocked(rules, field, current)) {
      throw new AppError('PROFILE_FIELD_LOCKED', field, { field });
    }
    const message = checkProfileField(field, rule, value, language);
    if (message) throw fieldInvalid(field, message);
    changed = true;
    if (field === 'nickname') nickname = value;
    else if (value === '') delete profile[field];
    else profile[field] = field === 'birthday' ? isoDate(value)! : value;
  }
  if (!changed) return;
  await updateProfileColumns(db, row.id, {
    nickname,
    profile: Object.keys(profile).length > 0 ? JSON.stringify(profile) : null,
  });
}

/**
 * Sets or changes the payment password (spec §5: the registration's paymentPassword rule,
 * 6 digits by default). The first time the member proves the account with the login
 * password or the authenticator's code (S10 step-up); a change needs the old payment
 * password (both share the step-up counter, so guesses are limited). Nothing is written on
 * any refusal.
 */
export async function setPaymentPassword(
  db: Db,
  row: MemberRow,
  body: PaymentPasswordRequest,
  paymentRule: FieldRule,
  language: Language,
): Promise<void> {
  const rule = { ...paymentRule, enabled: true, required: true };
  const message = checkField('paymentPassword', rule, body.newPaymentPassword, { language });
  if (message) throw fieldInvalid('newPaymentPassword', message);
  if (body.newPaymentPassword !== body.confirmPaymentPassword) {
    throw new AppError('PASSWORD_MISMATCH');
  }
  if (row.paymentPasswordHash) {
    if (!body.oldPaymentPassword) throw fieldInvalid('oldPaymentPassword', emptyMessage(language));
    await confirmPaymentPassword(db, row, body.oldPaymentPassword);
  } else {
    if (!body.proof) throw fieldInvalid('proof', emptyMessage(language));
    await confirmStepUp(db, row, body.proof);
  }
  if (await verifyPassword(row.passwordHash, body.newPaymentPassword)) {
    // Never the login password again: one leak must not open both doors.
    throw fieldInvalid('newPaymentPassword', samePasswordMessage[language]);
  }
  await setPaymentPasswordHash(db, row.id, await hashPassword(body.newPaymentPassword));
}

const emptyMessage = (language: Language) =>
  language === 'pt' ? 'O campo não pode ficar vazio' : 'Input cannot be empty';
const samePasswordMessage: Record<Language, string> = {
  en: 'The payment password must differ from the login password.',
  pt: 'A senha de pagamento deve ser diferente da senha de acesso.',
};

/** The member's live sessions (the caller's marked current) and recent logins. */
export async function sessionsOf(
  db: Db,
  memberId: number,
  currentToken: string,
  idleSeconds: number,
): Promise<SessionsValue> {
  const currentHash = sha256(currentToken);
  const [sessions, logins] = await Promise.all([
    liveSessionsOf(db, memberId, idleSeconds),
    recentLoginsOf(db, memberId, LOGIN_HISTORY_KEPT),
  ]);
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.tokenHash === currentHash,
    })),
    logins: logins.map((l) => ({ at: l.at.toISOString(), ip: l.ip, userAgent: l.userAgent })),
  };
}

/** Ends one of the member's own sessions; another member's id is SESSION_NOT_FOUND. */
export async function endOwnSession(db: Db, memberId: number, id: number): Promise<void> {
  if (!(await deleteOwnSession(db, memberId, id))) {
    throw new AppError('SESSION_NOT_FOUND', `member ${memberId} session ${id}`);
  }
}

/** "Log out my other sessions": every session and remember-me token but this browser's. */
export async function endOtherSessions(
  db: Db,
  memberId: number,
  currentToken: string,
  rememberCookie: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await deleteOtherSessions(tx, memberId, sha256(currentToken));
    await deleteOtherRememberTokens(tx, memberId, rememberCookie ? sha256(rememberCookie) : null);
    return ended;
  });
}
