import {
  SLIDER_MIN_TRAIL_MS,
  SLIDER_MIN_TRAIL_POINTS,
  SLIDER_TOLERANCE_PX,
  type SliderAnswer,
  type SliderChannel,
} from '@openlobby/contract';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { giveBackQuota, takeQuota } from '../../../lib/quota';
import { identityQuotas } from '../quotas';
import { newToken, randomId, sameText, sha256 } from '../../../lib/secure-random';
import { captchaImage, captchaText } from './captcha-image';
import { checkStoreOf } from './check-store';
import { SLIDER_HEIGHT, SLIDER_WIDTH, sliderPuzzle } from './slider-image';

const CAPTCHA_TTL_MS = 5 * 60_000;
const SLIDER_CHALLENGE_TTL_MS = 2 * 60_000;
const SLIDER_TOKEN_TTL_MS = 2 * 60_000;

/** Now and then drop spent and expired checks (no job scheduler needed). */
async function sweep(db: Db) {
  if (Math.random() < 0.01) await checkStoreOf(db).sweep();
}

/** One captcha per second per client: a refresh faster than that is a script. */
export async function limitCaptchaRefresh(db: Db, ip: string) {
  await takeQuota(db, identityQuotas.captchas, ip);
}

/** Slider puzzles per minute per client (identityQuotas). */
export async function limitSliderPuzzles(db: Db, ip: string) {
  await takeQuota(db, identityQuotas.sliderPuzzles, ip);
}

export async function createCaptcha(db: Db) {
  await sweep(db);
  const text = captchaText();
  const image = await captchaImage(text);
  const captchaId = randomId();
  await checkStoreOf(db).insert({
    id: captchaId,
    kind: 'captcha',
    answer: text,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captchaId, image };
}

/** Single use: the captcha is spent by any attempt, right or wrong. */
export async function checkCaptcha(db: Db, captchaId: string, answer: string): Promise<boolean> {
  const row = await checkStoreOf(db).consume(captchaId, 'captcha');
  return row !== null && sameText(row.answer.toUpperCase(), answer.trim().toUpperCase());
}

export async function createSlider(db: Db, channel: SliderChannel) {
  await sweep(db);
  const puzzle = await sliderPuzzle();
  const challengeId = randomId();
  await checkStoreOf(db).insert({
    id: challengeId,
    kind: 'slider',
    channel,
    answer: String(puzzle.gapX),
    expiresAt: new Date(Date.now() + SLIDER_CHALLENGE_TTL_MS),
  });
  return {
    challengeId,
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    pieceY: puzzle.pieceY,
    background: puzzle.background,
    piece: puzzle.piece,
  };
}

/** A trail a hand could have drawn: enough points, enough time, time never going back. */
export function plausibleTrail(trail: SliderAnswer['trail'], x: number): boolean {
  if (trail.length < SLIDER_MIN_TRAIL_POINTS) return false;
  for (let i = 1; i < trail.length; i += 1) if (trail[i]!.t < trail[i - 1]!.t) return false;
  const first = trail[0]!;
  const last = trail[trail.length - 1]!;
  if (last.t - first.t < SLIDER_MIN_TRAIL_MS) return false;
  if (Math.abs(last.x - x) > SLIDER_TOLERANCE_PX) return false;
  // A drag moves; a trail that never changes x is a script's.
  return new Set(trail.map((p) => p.x)).size > 2;
}

/**
 * Checks an answer (the challenge is spent either way) and issues a slider token. A blind
 * guess lands within the tolerance about one time in twelve, so every answer first takes a
 * slot of the address's miss counter, given back when right: a person who misses a few
 * times never notices, a script that guesses is held to a few tokens an hour.
 */
export async function solveSlider(db: Db, answer: SliderAnswer, ip: string): Promise<string> {
  await takeQuota(db, identityQuotas.sliderMisses, ip);
  const row = await checkStoreOf(db).consume(answer.challengeId, 'slider');
  const gapX = row ? Number(row.answer) : NaN;
  const fits = Math.abs(answer.x - gapX) <= SLIDER_TOLERANCE_PX;
  if (!row || !fits || !plausibleTrail(answer.trail, answer.x)) {
    throw new AppError('SLIDER_FAILED', 'wrong slider position or trail');
  }
  await giveBackQuota(db, identityQuotas.sliderMisses, ip);
  const token = newToken();
  await checkStoreOf(db).insert({
    id: sha256(token),
    kind: 'slider-token',
    channel: row.channel,
    answer: '',
    expiresAt: new Date(Date.now() + SLIDER_TOKEN_TTL_MS),
  });
  return token;
}

/** Spends a slider token of this channel, or refuses with SLIDER_FAILED. */
export async function requireSliderToken(
  db: Db,
  token: string | undefined,
  channel: SliderChannel,
) {
  const row = token ? await checkStoreOf(db).consume(sha256(token), 'slider-token') : null;
  if (!row || row.channel !== channel) {
    throw new AppError('SLIDER_FAILED', 'missing, used, expired or other-channel slider token');
  }
}

/**
 * The answer of a live captcha or slider puzzle, for the development tool that end-to-end
 * tests use (they may not read the image: ADR 021). Leaves the check unspent.
 */
export async function peekCheckAnswer(db: Db, id: string) {
  const row = await checkStoreOf(db).findLive(id);
  const kinds = ['captcha', 'slider'] as const;
  const kind = kinds.find((k) => k === row?.kind);
  if (!row || !kind)
    throw new AppError('NOT_FOUND', 'no live captcha or slider puzzle with this id');
  return { kind, answer: row.answer };
}
