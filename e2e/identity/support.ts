import { expect, type Locator, type Page } from '@playwright/test';
import { operator } from '../support/operator';

/** A fresh username per test (the rules: 6-16 letters or digits, starting with a letter). */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 16);
}

/** A fresh Brazilian mobile number (national digits). */
export function uniqueMobile(): string {
  return `119${String(Date.now()).slice(-8)}`;
}

export const strongPassword = 'Passw0rd!e2e';

/**
 * Solves the slider as a keyboard user would. The gap is only in the picture's pixels
 * (ADR 021), which no test reads: the test asks for another puzzle, as a person may, notes
 * its challenge id from the reply and asks the operator command for its answer (the way it
 * reads SMS codes; open on the end-to-end server through OPERATOR_OUTBOX). The arrow keys
 * then move the piece there in steps a person would take.
 */
export async function solveSlider(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', {
    name: /Verificação de segurança|Security verification/,
  });
  // The first puzzle has loaded, so the next reply is the new one's.
  await expect(dialog.getByRole('slider')).toBeVisible();
  const [reply] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().includes('/wps/verification/slider'),
    ),
    dialog.getByRole('button', { name: /Outro quebra-cabeça|Another puzzle/ }).click(),
  ]);
  const { challengeId } = ((await reply.json()) as { value: { challengeId: string } }).value;
  await expect(dialog.locator('img').first()).toHaveAttribute('src', /^data:image\/png;base64,/);
  // "--" first: a base64url id may itself begin with dashes.
  const gapX = Number(await operator('human-check', '--', challengeId));
  expect(Number.isFinite(gapX)).toBe(true);
  const handle = dialog.getByRole('slider');
  await handle.focus();
  let x = 0;
  while (gapX - x >= 10) {
    await handle.press('Shift+ArrowRight');
    x += 10;
    await page.waitForTimeout(20);
  }
  while (x < gapX) {
    await handle.press('ArrowRight');
    x += 1;
    await page.waitForTimeout(20);
  }
  await handle.press('Enter');
  await expect(dialog).toBeHidden();
}

/** The newest 6-digit code the development SMS outbox holds for this number. */
export async function latestSmsCode(mobileNum: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // The command prints each message as a `#id time to number` line and its body below.
    const out = await operator('outbox', 'sms');
    const message = out.split(/^(?=#\d+ )/m).find((m) => m.split('\n')[0]!.includes(mobileNum));
    const code = message
      ?.split('\n')
      .slice(1)
      .join(' ')
      .match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${mobileNum} in the outbox`);
}

/**
 * Asks for an SMS code with the scope's send button and returns the code it sent. The
 * countdown shows once the server has answered, so the outbox then holds the new message:
 * reading sooner could return an earlier, used code to the same number.
 */
export async function sendSmsCode(page: Page, scope: Locator, mobileNum: string): Promise<string> {
  await scope.getByRole('button', { name: 'Send code' }).click();
  await solveSlider(page);
  await expect(scope.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  return latestSmsCode(mobileNum);
}

/** The newest e-mail in the development outbox for this address, as printed. */
export async function latestMail(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const out = await operator('outbox', 'mail');
    const at = out.lastIndexOf(email);
    if (at >= 0) return out.slice(at);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${email} in the outbox`);
}

export function loginPopup(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in' });
}

/** Opens the site in English (tests read English) at `path`. */
export async function openInEnglish(page: Page, path = '/'): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('hisLang', 'en');
  });
  await page.goto(path);
}

/** Registers by username through the popup; ends logged in at /. */
export async function registerByUsername(
  page: Page,
  username: string,
  password = strongPassword,
  email?: string,
) {
  await openInEnglish(page, '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('radio', { name: 'By username' }).check();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  if (email) await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await fillCaptchaIfAny(dialog);
  await dialog.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await dialog.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await solveSlider(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(username);
}

/**
 * The registration captcha is an image no test can read, so registration tests turn its
 * rule off through the operator command and turn it back on afterwards.
 * NEEDS (server): `npm run operator -- register-rules set captcha on|off`.
 */
export async function setRegisterCaptcha(enabled: boolean): Promise<void> {
  await operator('register-rules', 'set', 'captcha', enabled ? 'on' : 'off');
}

export async function fillCaptchaIfAny(scope: Locator): Promise<void> {
  await expect(scope.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to logout?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

/**
 * Logs the seeded demo_player (R$ 10.000,00 of demo money) in through the popup and returns
 * its session token. Another spec may have logged demo_player in from another address
 * first; the new-IP check (an SMS code) is not what the callers test, so it is off meanwhile.
 */
export async function loginAsDemoPlayer(page: Page): Promise<string> {
  await operator('login-verification', 'set', 'OFF');
  try {
    await openInEnglish(page, '/login');
    const popup = loginPopup(page);
    await popup.getByRole('textbox', { name: 'Username' }).fill('demo_player');
    await popup.getByRole('textbox', { name: 'Password', exact: true }).fill('Player#2026');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await expect(page.getByRole('banner')).toContainText('demo_player');
  } finally {
    await operator('login-verification', 'set', 'MOBILE', '--prefer-totp', 'on');
  }
  return (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
}
