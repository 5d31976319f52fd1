import { z } from 'zod';
import { tokenTextSchema } from './common';

export const sliderChannels = ['login', 'sms', 'register'] as const;
export type SliderChannel = (typeof sliderChannels)[number];

export const sliderQuerySchema = z.strictObject({ channel: z.enum(sliderChannels) });

/**
 * A slider puzzle: drag the piece (at `pieceY`) to the gap whose x only the server knows
 * (it is in the background's pixels, never in data: ADR 021).
 */
export const sliderChallengeSchema = z.object({
  challengeId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceY: z.number().int(),
  /** data:image/png;base64,… (the piece too) */
  background: z.string(),
  piece: z.string(),
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

export const sliderTrailPointSchema = z.strictObject({
  x: z.number().finite().min(-1000).max(10_000),
  /** Milliseconds since the drag began. */
  t: z.number().finite().min(0).max(600_000),
});

export const sliderAnswerSchema = z.strictObject({
  challengeId: tokenTextSchema,
  x: z.number().finite().min(0).max(10_000),
  trail: z.array(sliderTrailPointSchema).max(500),
});
export type SliderAnswer = z.infer<typeof sliderAnswerSchema>;

export const sliderTokenValueSchema = z.object({ sliderToken: z.string() });

export const captchaValueSchema = z.object({
  captchaId: z.string(),
  /** data:image/png;base64,… */
  image: z.string(),
});
export type CaptchaValue = z.infer<typeof captchaValueSchema>;

/** `GET /operator/human-check/:id`: the params and what the development tool answers. */
export const humanCheckAnswerParamsSchema = z.strictObject({ id: tokenTextSchema });
export const humanCheckAnswerSchema = z.object({
  kind: z.enum(['captcha', 'slider']),
  /** The captcha's text, or the slider gap's x. */
  answer: z.string(),
});

/** Slider tolerance and trail rules the server applies (documented for the client). */
export const SLIDER_TOLERANCE_PX = 6;
export const SLIDER_MIN_TRAIL_POINTS = 5;
export const SLIDER_MIN_TRAIL_MS = 250;
