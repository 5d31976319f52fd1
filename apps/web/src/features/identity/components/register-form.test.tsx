import { defaultFieldRules } from '@openlobby/contract/identity/field-rules';
import type { RegisterSettings } from '@openlobby/contract/identity/register-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const settings: RegisterSettings = {
  rules: { ...defaultFieldRules, captcha: { ...defaultFieldRules.captcha, enabled: false } },
  minimumAge: 18,
  smsVerification: false,
  mobilePassword: true,
};

describe('the registration form (C6)', () => {
  it('asks its own "I am 18 or older" box and sends nothing without it', async () => {
    const user = userEvent.setup();
    // The slider step comes after the form's own checks: reaching it means they passed.
    const verify = vi.fn(() => new Promise<string>(() => {}));
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <RegisterForm method="username" settings={settings} verify={verify} onSuccess={vi.fn()} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'newplayer1');
    for (const field of screen.getAllByLabelText(/password/i)) {
      await user.type(field, 'Fresh#Start2026');
    }
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    const adult = screen.getByRole('checkbox', { name: 'I am 18 or older' });
    expect(adult).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You must confirm that you are 18 or older to register',
    );
    expect(verify).not.toHaveBeenCalled();

    await user.click(adult);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(verify).toHaveBeenCalledWith('register'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks only required fields and links the terms (issue 19)', () => {
    const optionalMobile: RegisterSettings = {
      ...settings,
      smsVerification: true,
      rules: {
        ...settings.rules,
        mobileNum: { ...settings.rules.mobileNum, enabled: true, required: false },
      },
    };
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <RegisterForm
            method="username"
            settings={optionalMobile}
            verify={vi.fn()}
            onSuccess={vi.fn()}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile.getAttribute('aria-required')).toBeNull();
    expect(mobile.closest('div')?.parentElement?.textContent).not.toContain('*');
    const code = screen.getByRole('textbox', { name: /Verification code/ });
    expect(code.getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Username/ }).getAttribute('aria-required')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/description#terms',
    );
  });
});
