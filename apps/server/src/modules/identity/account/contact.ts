import {
  fieldMessages,
  isEmailAddress,
  patternMessage,
  type ContactBindRequest,
  type ContactCodeRequest,
  type FieldRule,
  type Language,
} from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { toE164 } from '../codes/phone';
import { issueCode, requireCode, throttleSms, type CodePurpose } from '../codes/service';
import { findMemberByMobile, type MemberRow } from '../member/repository';
import { confirmStepUp } from '../session/step-up';
import { updateContact } from './account-repository';

export type ContactTarget = { purpose: CodePurpose; column: 'mobile' | 'email'; target: string };

const fieldInvalid = (field: string, message: string) =>
  new AppError('FIELD_INVALID', `${field}: ${message}`, { field, message });

/** The new number (E.164) or address (lower case) a request names, checked. */
export function contactTarget(
  body: ContactCodeRequest,
  emailRule: FieldRule,
  language: Language,
): ContactTarget {
  if (body.channel === 'mobile') {
    const e164 = toE164(body.countryDialingCode, body.mobileNum);
    if (!e164) throw fieldInvalid('mobileNum', fieldMessages.phoneInvalid[language]);
    return { purpose: 'bindMobile', column: 'mobile', target: e164 };
  }
  const email = body.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw fieldInvalid('email', patternMessage(emailRule, language));
  return { purpose: 'bindEmail', column: 'email', target: email };
}

/** A phone number is one account's only (it logs in by SMS); the member's own is no change. */
async function refuseTaken(db: Db, row: MemberRow, contact: ContactTarget) {
  if (row[contact.column] === contact.target) {
    throw new AppError('VALIDATION_FAILED', 'already bound', { field: contact.column });
  }
  if (contact.column === 'mobile') {
    const holder = await findMemberByMobile(db, contact.target);
    if (holder && holder.id !== row.id) throw new AppError('ACCOUNT_EXISTS', 'mobile taken');
  }
}

/**
 * Sends a code to the new number or address, under the SMS limits of every code (the
 * resend minute, 5 an hour and 10 a day per destination, 20 an hour per IP).
 */
export async function sendContactCode(
  db: Db,
  row: MemberRow,
  contact: ContactTarget,
  ip: string,
  deliver: (target: string, code: string) => Promise<void>,
): Promise<void> {
  // Throttled first: whether another account holds a number is answered only within the
  // SMS limits, so a member cannot ask it of a list of numbers.
  await throttleSms(db, contact.purpose, contact.target, ip);
  await refuseTaken(db, row, contact);
  await deliver(contact.target, await issueCode(db, contact.purpose, contact.target));
}

/**
 * Binds or changes the phone or e-mail (S10): the step-up proof first (a stolen session
 * cannot move the account's recovery channel), then the code sent to the new destination
 * (it is really the member's); nothing changes on any refusal.
 */
export async function bindContact(
  db: Db,
  row: MemberRow,
  contact: ContactTarget,
  body: ContactBindRequest,
): Promise<void> {
  await refuseTaken(db, row, contact);
  await confirmStepUp(db, row, body.proof);
  await requireCode(db, contact.purpose, contact.target, body.code);
  if (!(await updateContact(db, row.id, contact.column, contact.target))) {
    throw new AppError('ACCOUNT_EXISTS', 'mobile taken meanwhile');
  }
}
