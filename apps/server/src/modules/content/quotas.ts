import type { Quota } from '../../lib/quota';

const DAY = 24 * 3600;
const MiB = 1024 * 1024;

/**
 * The content module's limits on repeatable writes (S9, docs/limits.md). Feedback is the
 * one upload of the site and is stored in the database, so it has a count and a byte
 * quota per member, and a byte quota per IP against many fresh accounts on one address;
 * a member who writes in with a few screenshots a day never meets them.
 */
export const contentQuotas = {
  feedbackForms: { name: 'feedback', max: 10, per: 'member', seconds: DAY },
  feedbackBytes: {
    name: 'feedback-bytes',
    max: 30 * MiB,
    per: 'member',
    seconds: DAY,
    unit: 'bytes',
  },
  feedbackBytesPerIp: {
    name: 'feedback-bytes-ip',
    max: 100 * MiB,
    per: 'IP',
    seconds: DAY,
    unit: 'bytes',
  },
} as const satisfies Record<string, Quota>;
