import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../stores/session-store';
import { renderWithClient, serve } from '../../../test/api-stub';
import { RegisterCenterView } from './register-center-view';

// E calls are sealed by Web Crypto; here the seal is a wrapper the fake server opens.
vi.mock('../../../lib/crypto/encrypt-body', () => ({
  encryptBody: async (body: unknown) => ({ sealed: body }),
  forgetEncryptionKey: () => undefined,
  getEncryptionKey: async () => ({ keyId: 'k', spki: '' }),
}));

const invite = {
  affiliateCode: 'AGENT01',
  invitePath: '/register?referralCode=AGENT01',
  allowSubAgents: false,
};

function serveRegister(answer: unknown) {
  return serve({ '/wps/agent/invite': invite }, { 'PUT /wps/agent/downlines': answer });
}

async function register(username: string, password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nome de usuário'), username);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirmar senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
}

beforeEach(async () => {
  useSessionStore.setState({ isLogin: true, language: 'pt' });
  await i18n.changeLanguage('pt');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('RegisterCenterView: the server refuses a field', () => {
  it("shows the server's rule on the field it names, not only that something is not valid", async () => {
    serveRegister({
      errorCode: 'FIELD_INVALID',
      message: 'Algumas informações não são válidas.',
      value: { field: 'username', message: 'Use de 6 a 16 letras e números, começando por letra.' },
    });
    renderWithClient(<RegisterCenterView />);
    await register('ab', 'Strong#Pass2026');
    const username = screen.getByLabelText('Nome de usuário');
    expect(
      await screen.findByText('Use de 6 a 16 letras e números, começando por letra.'),
    ).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Algumas informações não são válidas.')).toBeNull();
  });

  it('says a taken username is taken, on the username', async () => {
    serveRegister({ errorCode: 'ACCOUNT_EXISTS', message: 'Este nome de usuário já está em uso.' });
    renderWithClient(<RegisterCenterView />);
    await register('mariasilva', 'Strong#Pass2026');
    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeTruthy();
    expect(screen.getByLabelText('Nome de usuário').getAttribute('aria-invalid')).toBe('true');
  });
});
