import { checkField, defaultFieldRules } from '@openlobby/contract/identity/field-rules';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/api-stub';
import { ForgetByEmailForm } from './forget-by-email-form';

afterEach(() => vi.unstubAllGlobals());

// The checks the forgot-password dialog passes in: the operator's registration rules.
const check = (field: keyof typeof defaultFieldRules, value: string, language: 'en' | 'pt') =>
  checkField(field, { ...defaultFieldRules[field], enabled: true }, value, { language });

/**
 * The server's reset call, which takes a form body (spec §7), so the JSON stand-in of
 * test/api-stub does not read it: answers `true` and keeps each body sent.
 */
function serveReset() {
  const sent: { path: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ path: new URL(String(input)).pathname, body: String(init?.body) });
      return new Response(JSON.stringify({ success: true, value: true }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

describe('ForgetByEmailForm', () => {
  it('sends the reset for an existing username the registration rule would refuse', async () => {
    const sent = serveReset();
    renderWithClient(<ForgetByEmailForm check={check} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The new password has been sent to your mailbox.',
    );
    expect(sent).toEqual([
      {
        path: identityPaths.forgotPasswordEmail,
        body: 'username=demo_player&email=player%40example.com',
      },
    ]);
  });

  it('asks for both fields and a well-formed e-mail, sending nothing', async () => {
    const sent = serveReset();
    renderWithClient(<ForgetByEmailForm check={check} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([expect.stringMatching(/e-mail/i)]);
    expect(sent).toEqual([]);
  });
});
