import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { feedback, feedbackImage } from '../../db/schema';
import { takeQuota, usedQuota } from '../../lib/quota';
import { buildTestApp } from '../../test/build-test-app';
import { memberSession } from '../../test/games-kit';
import { useTestDatabase } from '../../test/suite';
import { multipart, tinyPng, type Part } from '../../test/support-kit';
import { testDatabaseKinds } from '../../test/test-database';
import { contentQuotas } from './quotas';

const content: Part = { name: 'content', value: 'the cashier page is slow today' };
const MiB = 1024 * 1024;
/** A PNG (by its bytes) of exactly 1 MiB. */
const png1MiB: Part = {
  name: 'images',
  filename: 'shot.png',
  type: 'image/png',
  data: Buffer.concat([tinyPng, Buffer.alloc(MiB - tinyPng.length)]),
};

describe.each(testDatabaseKinds())('feedback quotas (S9) on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => app?.close());

  const send = (token: string, parts: Part[], language = 'en') => {
    const body = multipart(parts);
    return app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      payload: body.payload,
      headers: { ...body.headers, authorization: token, 'accept-language': language },
    });
  };
  const storedOf = async (memberId: number) => {
    const [forms] = await app.db
      .select({ n: count() })
      .from(feedback)
      .where(eq(feedback.memberId, memberId));
    const [images] = await app.db
      .select({ n: count() })
      .from(feedbackImage)
      .innerJoin(feedback, eq(feedback.id, feedbackImage.feedbackId))
      .where(eq(feedback.memberId, memberId));
    return { forms: forms!.n, images: images!.n };
  };

  it('takes 10 forms from a member a day; the 11th is refused with the wait, storing nothing', async () => {
    const member = await memberSession(app);
    for (let i = 0; i < 10; i += 1) {
      const res = await send(member.token, [content]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await send(member.token, [content]);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(body.message).toMatch(
      /^Too many requests\. Please try again in \d+ (hours?|minutes?|seconds?)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBe(body.value.retryAfterSeconds);
    expect(body.value.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    const pt = (await send(member.token, [content], 'pt')).json();
    expect(pt.message).toMatch(
      /^Muitas solicitações\. Tente novamente em \d+ (horas?|minutos?|segundos?)\.$/,
    );
    expect(await storedOf(member.memberId)).toEqual({ forms: 10, images: 0 });

    // Another member writing in the same day is not touched by the first one's quota.
    const other = await memberSession(app);
    expect((await send(other.token, [content])).statusCode).toBe(200);
  });

  it('takes 30 MiB of images from a member a day: a form going over is refused whole', async () => {
    const member = await memberSession(app);
    // Earlier today the member sent 28 MiB of screenshots (as two forms of 14 MiB would;
    // written straight to the counter to keep the test quick).
    await takeQuota(app.db, contentQuotas.feedbackBytes, member.memberId, 28 * MiB);
    const refused = await send(member.token, [content, png1MiB, png1MiB, png1MiB]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(await storedOf(member.memberId)).toEqual({ forms: 0, images: 0 });
    // The refused form took nothing: two more MiB still fit, and then words only.
    expect((await send(member.token, [content, png1MiB, png1MiB])).statusCode).toBe(200);
    expect((await send(member.token, [content, png1MiB])).statusCode).toBe(429);
    expect((await send(member.token, [content])).statusCode).toBe(200);
    expect(await storedOf(member.memberId)).toEqual({ forms: 2, images: 2 });
  });

  it('takes 100 MiB of images from one IP a day, whichever members send them', async () => {
    const member = await memberSession(app);
    const perIp = contentQuotas.feedbackBytesPerIp;
    const used = await usedQuota(app.db, perIp, '127.0.0.1');
    // Other members on this address sent all but half a MiB of today's images.
    await takeQuota(app.db, perIp, '127.0.0.1', perIp.max - used - MiB / 2);
    const refused = await send(member.token, [content, png1MiB]);
    expect(refused.statusCode).toBe(429);
    expect(await storedOf(member.memberId)).toEqual({ forms: 0, images: 0 });
  });
});
