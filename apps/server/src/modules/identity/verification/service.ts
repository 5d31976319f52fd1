import {
  CODE_EXPIRED_MINUTES,
  loginVerificationFallback,
  type LoginChallengeValue,
  type LoginVerificationMethod,
  type LoginVerificationSettings,
  type Language,
} from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { giveBackQuota, takeQuota, type Quota } from '../../../lib/quota';
import type { MemberRow } from '../member/repository';
import type { MailTransport, SmsGateway } from '../messaging/gateways';
import { codeMailSubject, verificationCodeText } from '../codes/code-texts';
import { checkCode, issueCode, throttleSms } from '../codes/service';
import { identityQuotas } from '../quotas';
import { hasKnownIp } from '../session/session-repository';
import { maskEmail, maskMobile, payeeNameMatches } from './answers';
import { consumeChallenge } from './challenge-repository';
import {
  claimChallengeAnswer,
  findLiveChallenge,
  insertChallenge,
  type Challenge,
  type ChallengeSessionOptions,
} from './challenges';
import { verifyTotp } from './totp';

type Applicable = Pick<MemberRow, 'mobile' | 'email' | 'payeeName' | 'totpEnabled' | 'totpSecret'>;

function applies(method: LoginVerificationMethod, member: Applicable): boolean {
  switch (method) {
    case 'MOBILE':
      return Boolean(member.mobile);
    case 'EMAIL':
      return Boolean(member.email);
    case 'BANK_NAME':
      return Boolean(member.payeeName?.trim());
    case 'TOTP':
      return member.totpEnabled && Boolean(member.totpSecret);
  }
}

/**
 * Which check this member gets (identity-api.md "New-IP verification"): the authenticator
 * when enrolled and preferred, else the operator's method, else the first of MOBILE, EMAIL,
 * BANK_NAME the member can answer; null when nothing applies or the check is off.
 */
export function chooseMethod(
  settings: LoginVerificationSettings,
  member: Applicable,
): LoginVerificationMethod | null {
  if (settings.method === 'OFF') return null;
  if (settings.preferTotp && applies('TOTP', member)) return 'TOTP';
  if (applies(settings.method, member)) return settings.method;
  return loginVerificationFallback.find((m) => applies(m, member)) ?? null;
}

/** The 6-digit code of a challenge is bound to it, not just to the phone or address. */
const codeTarget = (challenge: Challenge) => `${challenge.destination}#${challenge.idHash}`;

export type VerificationDeps = {
  db: Db;
  sms: SmsGateway;
  mail: MailTransport;
  loginVerification: () => Promise<LoginVerificationSettings>;
  now?: () => number;
};

/** The member's own guess counter of the answers that stay the same across challenges. */
const memberGuessQuota: Record<LoginVerificationMethod, Quota | undefined> = {
  MOBILE: undefined,
  EMAIL: undefined,
  TOTP: identityQuotas.totpGuesses,
  BANK_NAME: identityQuotas.payeeNameGuesses,
};

export class LoginVerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  private now() {
    return (this.deps.now ?? Date.now)();
  }

  /**
   * For a password login from an IP this member has not used: the challenge to answer, or
   * null to let the login through (first login ever, check off, or no method applies).
   */
  async challengeFor(
    member: MemberRow,
    ip: string,
    sessionOptions: ChallengeSessionOptions,
  ): Promise<LoginChallengeValue | null> {
    const { db } = this.deps;
    // A first login has no "usual" place to compare with, so it is not a new place.
    if (!(await hasKnownIp(db, member.id))) return null;
    const method = chooseMethod(await this.deps.loginVerification(), member);
    if (!method) return null;
    const destination =
      method === 'MOBILE' ? member.mobile : method === 'EMAIL' ? member.email : null;
    const challengeId = await insertChallenge(
      db,
      { memberId: member.id, ip, method, destination, sessionOptions },
      this.now(),
    );
    const target =
      method === 'MOBILE' && member.mobile
        ? maskMobile(member.mobile)
        : method === 'EMAIL' && member.email
          ? maskEmail(member.email)
          : null;
    return { challengeId, method, target };
  }

  /** Sends the code of a MOBILE or EMAIL challenge, under the same throttle as SMS codes. */
  async send(
    challengeId: string,
    ip: string,
    language: Language,
  ): Promise<{ expiredMinutes: number }> {
    const { db } = this.deps;
    const challenge = await findLiveChallenge(db, challengeId, ip, this.now());
    if (!challenge) throw new AppError('VERIFICATION_EXPIRED', 'no live challenge to send');
    const to = challenge.destination;
    if (!to || (challenge.method !== 'MOBILE' && challenge.method !== 'EMAIL')) {
      throw new AppError('VALIDATION_FAILED', `nothing to send for ${challenge.method}`);
    }
    await throttleSms(db, 'login', to, ip);
    const code = await issueCode(db, 'login', codeTarget(challenge));
    const text = verificationCodeText(code, language);
    if (challenge.method === 'MOBILE') await this.deps.sms.send(to, text);
    else {
      const subject = codeMailSubject('verification', language);
      await this.deps.mail.send({ to, subject, body: text });
    }
    return { expiredMinutes: CODE_EXPIRED_MINUTES };
  }

  /**
   * Checks an answer. Each answer first takes one of the challenge's 5 tries (atomically),
   * so no more than 5 are ever evaluated. Right: the challenge is spent and the caller
   * starts the session the login would have. Wrong: 400 VERIFICATION_FAILED.
   *
   * A sent code is new for each challenge and its sending is throttled, but an
   * authenticator's code and a payee name are the same for every challenge, and whoever
   * holds the password can open challenges without end. Those answers also take a slot of
   * the member's own counter (the authenticator's is the one its enrolment uses), given
   * back when right: over 5 wrong in 15 minutes, 429 RATE_LIMITED, even for a right one.
   */
  async answer(
    challengeId: string,
    answer: string,
    ip: string,
    member: (id: number) => Promise<MemberRow | null>,
  ): Promise<{ memberId: number; sessionOptions: ChallengeSessionOptions }> {
    const { db } = this.deps;
    const challenge = await claimChallengeAnswer(db, challengeId, ip, this.now());
    const owner = challenge ? await member(challenge.memberId) : null;
    if (!challenge || !owner) throw new AppError('VERIFICATION_EXPIRED', 'no live challenge');
    const guesses = memberGuessQuota[challenge.method];
    if (guesses) await takeQuota(db, guesses, owner.id, 1, this.now());
    if (!(await this.isRight(challenge, owner, answer.trim()))) {
      throw new AppError('VERIFICATION_FAILED', `wrong ${challenge.method} answer`);
    }
    if (guesses) await giveBackQuota(db, guesses, owner.id, 1, this.now());
    if (!(await consumeChallenge(db, challenge.idHash))) {
      throw new AppError('VERIFICATION_EXPIRED', 'challenge spent meanwhile');
    }
    return { memberId: owner.id, sessionOptions: challenge.sessionOptions };
  }

  private async isRight(challenge: Challenge, owner: MemberRow, answer: string) {
    switch (challenge.method) {
      case 'MOBILE':
      case 'EMAIL':
        return (await checkCode(this.deps.db, 'login', codeTarget(challenge), answer)) === 'ok';
      case 'BANK_NAME':
        return payeeNameMatches(owner.payeeName, answer);
      case 'TOTP':
        return Boolean(
          owner.totpEnabled &&
          owner.totpSecret &&
          (await verifyTotp(this.deps.db, owner.id, owner.totpSecret, answer, this.now())),
        );
    }
  }
}
