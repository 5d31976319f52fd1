import type { Page, Response } from '@playwright/test';
import { pushPaths } from '@openlobby/contract/push/paths';
import { depositPaths } from '@openlobby/contract/deposit/paths';
import { walletPaths } from '@openlobby/contract/wallet/paths';
import { newMemberAt } from '../games/support';
import { headerBalance } from '../member-centre/support';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';

test.afterEach(async () => {
  await operator('maintenance', 'off');
});

/**
 * A logged-in member on `/` whose push stream (ADR 031) is open, and whose first `ready`
 * has had the page read again what the stream feeds (the balance among it).
 */
async function memberWithStream(page: Page): Promise<void> {
  await newMemberAt(page, '/');
  // The tab leaves the site before the wait starts: the first page's stream may still be
  // opening, and its answer must not be taken for the new page's (seen: the operator then
  // switched maintenance on before the new page's stream was open).
  await page.goto('about:blank');
  let streamOpen = false;
  const onResponse = (res: Response) => {
    streamOpen ||= res.url().endsWith(pushPaths.events);
  };
  page.on('response', onResponse);
  const stream = page.waitForResponse((res) => res.url().endsWith(pushPaths.events));
  // The stream starts after the newest event: its `ready` has the page read the balance.
  const reread = page.waitForRequest(
    (req) => streamOpen && req.url().endsWith(walletPaths.balance),
  );
  await page.goto('/');
  expect((await stream).status()).toBe(200);
  expect((await (await reread).response())?.status()).toBe(200);
  page.off('response', onResponse);
}

/** Every balance read the page makes from now on. */
function balanceReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(walletPaths.balance)) reads.push(req.url());
  });
  return reads;
}

test('the header balance follows a deposit credited in another tab without a reload', async ({
  page,
}) => {
  // A registration, a reload and the operator CLI's starts took 96 s on a loaded machine.
  test.setTimeout(150_000);
  await memberWithStream(page);
  const before = await headerBalance(page);
  const reads = balanceReads(page);

  // The member's order, paid on the sandbox checkout in a second tab.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const created = await page.request.post(depositPaths.orders, {
    headers: { authorization: token ?? '' },
    data: { channelCode: 'PIX', amount: 5_000 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { checkoutUrl } = (await created.json()).value as { checkoutUrl: string };
  const checkout = await page.context().newPage();
  await checkout.goto(checkoutUrl);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento concluído')).toBeVisible();

  // The first tab was not reloaded, focused or asked: the balance event brought it.
  await expect.poll(() => headerBalance(page)).toBe(before + 5_000);
  expect(reads).toEqual([]);
  await checkout.close();
});

test('the maintenance page appears without a reload when the operator switches it on, and goes', async ({
  page,
}) => {
  // A registration, a reload and the operator CLI's starts took 96 s on a loaded machine.
  test.setTimeout(150_000);
  await memberWithStream(page);
  await expect(page.getByRole('navigation', { name: 'Games' })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));

  await operator('maintenance', 'on');
  await expect(page.getByRole('heading', { name: 'System under maintenance' })).toBeVisible();
  await operator('maintenance', 'off');
  await expect(page.getByRole('navigation', { name: 'Games' })).toBeVisible();
  expect(loads).toBe(0);
});
