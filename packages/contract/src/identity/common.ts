import { z } from 'zod';
import { text } from '../input';

/** Bounded single-line text: huge inputs and control characters are refused (S7). */
export const shortText = (max: number) => text(max);

/** `+55`: a plus and 1-4 digits. */
export const dialingCodeSchema = z.string().regex(/^\+\d{1,4}$/);
/** National number digits (formatting removed by the client). */
export const mobileNumSchema = z.string().regex(/^\d{4,15}$/);
export const sixDigitCodeSchema = z.string().regex(/^\d{6}$/);
/** Tokens and ids travel as base64url / hex strings well under this. */
export const tokenTextSchema = text(128, { min: 1 });
/** Passwords: up to 64 characters are accepted; 128 bounds what a login may carry. */
export const loginPasswordSchema = text(128, { min: 1 });
export const newPasswordSchema = text(128, { min: 1 });

/**
 * A step-up proof (S10): the login password, or the authenticator's current 6-digit code
 * when one is bound, re-entered before a sensitive change (binding an authenticator,
 * adding or removing a payout account). Travels in E calls.
 */
export const stepUpProofSchema = text(128, { min: 1 });
export const stepUpRequestSchema = z.strictObject({ proof: stepUpProofSchema });
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;
