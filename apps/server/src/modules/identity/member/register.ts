import {
  checkField,
  checkFields,
  fieldMessages,
  MEMBER_TYPE,
  type FieldRules,
  type Language,
  type RegisterField,
  type RegisterRequest,
} from '@openlobby/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { takeQuota } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { checkCaptcha, requireSliderToken } from '../human-check/service';
import { requireCode } from '../codes/service';
import { toE164 } from '../codes/phone';
import { refuseWeakPassword } from './member-password';
import { hashPassword, NO_PASSWORD } from './passwords';
import {
  findAgentByAffiliateCode,
  findMemberByAccount,
  findMemberByMobile,
  insertMember,
  type MemberRow,
} from './repository';

export type RegisterKind = 'username' | 'mobile';

/**
 * Member-to-member invitations (ADR 025), lent by the referral module through app.ts so
 * identity does not depend on it: a `referralCode` that is no agent's affiliate code may
 * be a member's invitation code; the invitee is recorded in the registration's transaction.
 */
export type ReferralCodes = {
  /** The member whose invitation code this is, or null. */
  resolve(db: Db, code: string): Promise<number | null>;
  record(tx: Db, inviteeId: number, referrerId: number): Promise<void>;
};

export type RegisterContext = {
  db: Db;
  referrals?: ReferralCodes | undefined;
  rules: FieldRules;
  language: Language;
  ip: string;
  /** REGMOBVERF3: a mobile number needs its SMS code. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: boolean;
  defaultWeakPassword: string;
};

const fieldInvalid = (field: string, message: string) =>
  new AppError('FIELD_INVALID', `${field}: ${message}`, { field, message });

const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const satisfies readonly RegisterField[];

/** Field rules for this kind of registration (spec §5: username ones always required). */
function effectiveRules(kind: RegisterKind, ctx: RegisterContext): FieldRules {
  const rules = { ...ctx.rules };
  const on = (f: RegisterField, required = true) =>
    (rules[f] = { ...rules[f], enabled: true, required });
  const off = (f: RegisterField) => (rules[f] = { ...rules[f], enabled: false });
  if (kind === 'username') {
    on('username');
    on('password');
    on('confirmPassword');
  } else {
    off('username');
    on('mobileNum');
    if (ctx.mobilePassword) on('password');
    else off('password');
    rules.confirmPassword = { ...rules.confirmPassword, enabled: ctx.mobilePassword };
    off('captcha');
  }
  return rules;
}

/** Checks every rule; the first failure answers FIELD_INVALID with its message. */
function checkRules(rules: FieldRules, body: RegisterRequest, language: Language) {
  const order: RegisterField[] = [
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'email',
    'payeeName',
    'affiliateCode',
    ...profileFields,
    'paymentPassword',
  ];
  for (const field of order) {
    const value = field === 'captcha' ? body.captcha : body[field];
    const message = checkField(field, rules[field], value, { language, password: body.password });
    if (message) throw fieldInvalid(field, message);
  }
}

/** Registrations per IP an hour (identityQuotas). */
export async function limitRegistrations(db: Db, ip: string) {
  await takeQuota(db, identityQuotas.registrations, ip);
}

/** Whether an invitation code belongs to an agent; checks per IP a minute are limited. */
export async function isAgentCode(
  db: Db,
  code: string,
  ip: string,
  referrals?: ReferralCodes,
): Promise<boolean> {
  await takeQuota(db, identityQuotas.affiliateChecks, ip);
  if ((await findAgentByAffiliateCode(db, code.trim())) !== null) return true;
  // A member's invitation code is as good in a /register?referralCode= link (ADR 025).
  return referrals !== undefined && (await referrals.resolve(db, code.trim())) !== null;
}

/**
 * A registration (identity-api.md "Members"): rules, terms, password strength and the
 * affiliate first (they change nothing), then the human checks, then the insert.
 */
export async function register(
  kind: RegisterKind,
  body: RegisterRequest,
  ctx: RegisterContext,
): Promise<MemberRow> {
  const { db, language } = ctx;
  const rules = effectiveRules(kind, ctx);
  checkRules(rules, body, language);
  if (body.ageConfirmed !== true) {
    throw fieldInvalid('ageConfirmed', fieldMessages.ageRequired[language]);
  }
  if (body.termsAccepted !== true) {
    throw fieldInvalid('termsAccepted', fieldMessages.termsRequired[language]);
  }
  let e164: string | null = null;
  if (rules.mobileNum.enabled && body.mobileNum) {
    e164 = toE164(body.countryDialingCode ?? '+55', body.mobileNum);
    if (!e164) throw fieldInvalid('mobileNum', fieldMessages.phoneInvalid[language]);
  }
  const password = rules.password.enabled ? body.password : undefined;
  if (password) await refuseWeakPassword(password, ctx.defaultWeakPassword);

  // An agent's code places the member in the agent tree (ADR 023); a member's invitation
  // code (referralCode only) records who invited whom, outside the tree (ADR 025).
  const code = (body.affiliateCode || body.referralCode || '').trim();
  const parent = code ? await findAgentByAffiliateCode(db, code) : null;
  const referralCode = body.affiliateCode ? '' : (body.referralCode ?? '').trim();
  const referrerId =
    !parent && referralCode && ctx.referrals ? await ctx.referrals.resolve(db, referralCode) : null;
  if (code && !parent && referrerId === null) {
    throw new AppError('AFFILIATE_INVALID', `unknown code ${code}`);
  }

  const account = kind === 'username' ? body.username! : `m${e164!.slice(1)}`;

  if (rules.captcha.enabled) {
    if (!body.captchaId || !body.captcha) throw new AppError('CAPTCHA_REQUIRED');
    if (!(await checkCaptcha(db, body.captchaId, body.captcha))) {
      throw new AppError('CAPTCHA_INVALID');
    }
  }
  const needsCode = ctx.smsVerification && e164 !== null;
  if (needsCode) {
    if (!body.verificationCode) {
      throw fieldInvalid('verificationCode', fieldMessages.codeInvalid[language]);
    }
    await requireCode(db, 'register', e164!, body.verificationCode);
  } else {
    await requireSliderToken(db, body.sliderToken, 'register');
  }
  // Whether a username or number is taken is answered only after the human check (or the
  // code sent to the number), so it cannot be asked of a list for free; as login and the
  // password reset, which answer the same for every account.
  if (await findMemberByAccount(db, account)) throw new AppError('ACCOUNT_EXISTS');
  if (e164 && (await findMemberByMobile(db, e164))) throw new AppError('ACCOUNT_EXISTS');

  const profile = Object.fromEntries(
    profileFields.filter((f) => rules[f].enabled && body[f]).map((f) => [f, body[f]]),
  );
  const values = {
    account,
    accountKey: account.toLowerCase(),
    nickname: account,
    type: MEMBER_TYPE,
    passwordHash: password ? await hashPassword(password) : NO_PASSWORD,
    mobile: e164,
    email: rules.email.enabled && body.email ? body.email : null,
    payeeName: rules.payeeName.enabled && body.payeeName ? body.payeeName : null,
    // Validated by its field rule above; kept so transfers can ask for it (ADR 023).
    paymentPasswordHash:
      rules.paymentPassword.enabled && body.paymentPassword
        ? await hashPassword(body.paymentPassword)
        : null,
    parentId: parent?.id ?? null,
    profile: Object.keys(profile).length > 0 ? JSON.stringify(profile) : null,
    registerIp: ctx.ip,
  };
  const created =
    referrerId === null || !ctx.referrals
      ? await insertMember(db, values)
      : await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const row = await insertMember(tx, values);
          if (row) await ctx.referrals!.record(tx, row.id, referrerId);
          return row;
        });
  if (!created) throw new AppError('ACCOUNT_EXISTS', 'lost the insert race');
  return created;
}

export type DownlineRegistration = {
  parent: MemberRow;
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string | undefined;
  /** A sub-agent (type 2) instead of a member (type 0). */
  asAgent: boolean;
  rules: FieldRules;
  language: Language;
  ip: string;
  defaultWeakPassword: string;
};

/** Agent type given to sub-agents an agent registers (spec §6: agent types 1, 2, 41, 42). */
export const SUB_AGENT_TYPE = 2;

/**
 * An agent registers a downline directly (registerCenter): the username and password rules
 * of the registration form apply, with no human check (the agent is logged in) and the
 * new member placed under the agent in the tree. A sub-agent gets its own affiliate code.
 */
export async function registerDownline(db: Db, r: DownlineRegistration): Promise<MemberRow> {
  const rules: FieldRules = {
    ...r.rules,
    username: { ...r.rules.username, enabled: true, required: true },
    password: { ...r.rules.password, enabled: true, required: true },
    confirmPassword: { ...r.rules.confirmPassword, enabled: true, required: true },
  };
  const problem = checkFields(
    rules,
    { username: r.username, password: r.password, confirmPassword: r.confirmPassword },
    r.language,
    ['username', 'password', 'confirmPassword'],
  );
  if (problem) throw fieldInvalid(problem.field, problem.message);
  await refuseWeakPassword(r.password, r.defaultWeakPassword);
  if (await findMemberByAccount(db, r.username)) throw new AppError('ACCOUNT_EXISTS');
  const created = await insertMember(db, {
    account: r.username,
    accountKey: r.username.toLowerCase(),
    nickname: r.nickname?.trim() || r.username,
    type: r.asAgent ? SUB_AGENT_TYPE : MEMBER_TYPE,
    passwordHash: await hashPassword(r.password),
    parentId: r.parent.id,
    affiliateCode: r.asAgent ? newAffiliateCode() : null,
    registerIp: r.ip,
  });
  if (!created) throw new AppError('ACCOUNT_EXISTS', 'lost the insert race');
  return created;
}

/** An 8-character invitation code from an alphabet without look-alikes. */
export function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}
