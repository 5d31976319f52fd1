import { isAgentType, TRIAL_TYPE, type LoginRequest } from '@openlobby/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { takeQuota } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { checkCaptcha, requireSliderToken } from '../human-check/service';
import { checkMemberPassword } from '../member/member-password';
import { NO_PASSWORD } from '../member/passwords';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMember,
  type MemberRow,
} from '../member/repository';
import { checkCode } from '../codes/service';
import { toE164 } from '../codes/phone';
import { fundDemoAccount, TRIAL_DEMO_BALANCE } from '../../wallet';
import type { SessionConfig } from './config';
import { invalidCredentials, underLoginLimits } from './login-limits';
import type { BeforeSessionForNewIp } from './new-ip';
import { isKnownIp } from './session-repository';
import { consumeRememberToken, createSession, type CreatedSession } from './sessions';

export type LoginDeps = {
  db: Db;
  config: SessionConfig;
  beforeSessionForNewIp: BeforeSessionForNewIp;
  /** The request's User-Agent header (my account's sessions and logins). */
  userAgent?: string | undefined;
};

type Parsed<T extends LoginRequest['type']> = Extract<LoginRequest, { type: T }> & {
  remember: boolean;
};

/** Password login (identity-api.md "Sessions"): limits, captcha, slider, then the password. */
export async function passwordLogin(
  deps: LoginDeps,
  body: Parsed<'username'>,
  ip: string,
): Promise<CreatedSession> {
  const { db, config } = deps;
  return underLoginLimits(db, body.username, ip, async (captchaRequired) => {
    if (captchaRequired) {
      if (!body.captchaId || !body.captcha) {
        throw new AppError('CAPTCHA_REQUIRED', undefined, { captcha: true });
      }
      if (!(await checkCaptcha(db, body.captchaId, body.captcha))) {
        throw new AppError('CAPTCHA_INVALID', undefined, { captcha: true });
      }
    }
    await requireSliderToken(db, body.sliderToken, 'login');

    const member = await findMemberByAccount(db, body.username);
    const { ok, temporary } = await checkMemberPassword(member, body.password);
    if (!member || !ok || member.type === TRIAL_TYPE) throw invalidCredentials();
    refuseByRole(member, body.agentLogin);
    const mustChangePassword = temporary || body.password === config.defaultWeakPassword;
    if (!(await isKnownIp(db, member.id, ip))) {
      await deps.beforeSessionForNewIp({
        db,
        member,
        ip,
        remember: body.remember,
        mustChangePassword,
      });
    }
    return createSession(
      db,
      member.id,
      {
        ip,
        remember: body.remember,
        mustChangePassword,
        checkPasswordAge: true,
        userAgent: deps.userAgent,
      },
      config,
    );
  });
}

/** SMS login: mobile as username, the code as password; same failure as a wrong password. */
export async function smsLogin(
  deps: LoginDeps,
  body: Parsed<'sms'>,
  ip: string,
): Promise<CreatedSession> {
  const { db, config } = deps;
  const e164 = toE164(body.countryDialingCode, body.username);
  const account = e164 ?? `${body.countryDialingCode}${body.username}`;
  return underLoginLimits(db, account, ip, async () => {
    await requireSliderToken(db, body.sliderToken, 'login');
    const member = e164 ? await findMemberByMobile(db, e164) : null;
    const result = e164 ? await checkCode(db, 'login', e164, body.password) : 'invalid';
    if (result === 'expired') throw new AppError('CODE_EXPIRED');
    if (!member || result !== 'ok' || member.type === TRIAL_TYPE) throw invalidCredentials();
    refuseByRole(member, body.agentLogin);
    return createSession(
      db,
      member.id,
      { ip, remember: body.remember, userAgent: deps.userAgent },
      config,
    );
  });
}

/** Login with the HttpOnly remember-me cookie; the cookie is rotated by the new session. */
export async function rememberedLogin(
  deps: LoginDeps,
  username: string,
  cookie: string | undefined,
  ip: string,
): Promise<CreatedSession> {
  const { db, config } = deps;
  return underLoginLimits(db, username, ip, async () => {
    const memberId = cookie ? await consumeRememberToken(db, cookie) : null;
    const member = memberId ? await findMemberById(db, memberId) : null;
    if (!member || member.accountKey !== username.toLowerCase()) throw invalidCredentials();
    refuseByRole(member, false);
    return createSession(
      db,
      member.id,
      { ip, remember: true, checkPasswordAge: true, userAgent: deps.userAgent },
      config,
    );
  });
}

/**
 * Free play: a new trial member (type 4), its play money (a ledger posting) and its session;
 * 10 trial accounts per IP an hour.
 */
export async function freePlay(deps: LoginDeps, ip: string): Promise<CreatedSession> {
  await takeQuota(deps.db, identityQuotas.freePlayAccounts, ip);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const account = `trial_${randomBytes(5).toString('hex')}`;
    const created = await insertMember(deps.db, {
      account,
      accountKey: account,
      nickname: account,
      type: TRIAL_TYPE,
      passwordHash: NO_PASSWORD,
      registerIp: ip,
    });
    if (created) {
      await fundDemoAccount(deps.db, created.id, TRIAL_DEMO_BALANCE);
      return createSession(
        deps.db,
        created.id,
        { ip, remember: false, userAgent: deps.userAgent },
        deps.config,
      );
    }
  }
  throw new Error('could not allocate a trial account');
}

/**
 * Spec §6: non-member accounts (staff, closed) cannot log in (NON_MEMBER), and the agent
 * login refuses members (AGENT_ONLY). Checked only once the credentials hold, so neither
 * tells a stranger that an account exists.
 */
function refuseByRole(member: MemberRow, agentLogin: boolean | undefined): void {
  if (member.status !== 'active') throw new AppError('NON_MEMBER', `member ${member.id}`);
  if (agentLogin && !isAgentType(member.type))
    throw new AppError('AGENT_ONLY', `member ${member.id}`);
}
