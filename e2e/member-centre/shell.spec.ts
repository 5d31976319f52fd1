import { newMemberAt, trialAt } from '../games/support';
import { expect, test } from '../support/fixtures';
import { bestSupport, memberCentre } from './support';

// Registration behind the slider is slow on a busy machine.
test.setTimeout(90_000);

test('a member opens the member centre from the header and from best support, and closes it', async ({
  page,
}) => {
  await newMemberAt(page, '/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Member centre: / }).click();
  const centre = memberCentre(page);
  const menu = centre.getByRole('navigation', { name: 'Member centre menu' });
  // Opened with no view asked for: the menu's first entry.
  await expect(menu.getByRole('button').first()).toHaveAttribute('aria-current', 'page');

  await menu.getByRole('button', { name: 'Account record' }).click();
  await expect(centre.getByRole('heading', { name: 'Account record', exact: true })).toBeVisible();
  await expect(centre.getByText('No movements yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  await header.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();

  const support = await bestSupport(page);
  for (const [entry, heading] of [
    ['Withdrawal', 'Withdrawal'],
    ['Reward centre', 'Reward centre'],
    ['Mission activity', 'Mission activity'],
  ] as const) {
    await support.getByRole('button', { name: entry }).click();
    await expect(centre.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: heading, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
  }
});

test('a trial member is asked to register instead of entering the member centre', async ({
  page,
}) => {
  await trialAt(page, '/');
  await (await bestSupport(page)).getByRole('button', { name: 'Reward centre' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please Register An Account First');
  await expect(memberCentre(page)).toHaveCount(0);
});
