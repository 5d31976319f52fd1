import type { Language } from '../language';

/**
 * Messages of the protection refusals that carry a figure (ADR 032): the remaining amount
 * of a limit, the end of an exclusion, the wait before the next spin. The envelope's
 * `value` holds the figures, so the client can show them too; without them the code's
 * fixed message of `error-codes.ts` is used.
 */
export function protectionMessage(
  code: string,
  language: Language,
  value: Record<string, unknown> | undefined,
): string | null {
  if (!value) return null;
  const en = language === 'en';
  if (code === 'PROTECTION_EXCLUDED' && 'until' in value) {
    const until = value['until'];
    if (until === null) {
      return en
        ? 'Your account is self-excluded with no end date. You cannot log in or play.'
        : 'Sua conta está em autoexclusão sem data de término. Você não pode entrar nem jogar.';
    }
    if (typeof until !== 'string') return null;
    const when = utcText(until);
    return en
      ? `Your account is on a break until ${when} (UTC). You cannot log in or play until then.`
      : `Sua conta está em pausa até ${when} (UTC). Você não pode entrar nem jogar até lá.`;
  }
  const remaining = value['remaining'];
  const window = value['window'];
  if (typeof remaining === 'number' && typeof window === 'string') {
    const amount = moneyText(remaining, language);
    const period = periodText(window, language);
    switch (code) {
      case 'PROTECTION_DEPOSIT_LIMIT':
        return en
          ? `This deposit would pass your ${period} deposit limit. You can still deposit ${amount}.`
          : `Este depósito ultrapassaria seu limite ${period} de depósito. Você ainda pode depositar ${amount}.`;
      case 'PROTECTION_LOSS_LIMIT':
        return en
          ? `This bet could pass your ${period} loss limit. You can still stake ${amount}.`
          : `Esta aposta poderia ultrapassar seu limite ${period} de perdas. Você ainda pode apostar ${amount}.`;
      case 'PROTECTION_WAGER_LIMIT':
        return en
          ? `This bet would pass your ${period} wager limit. You can still stake ${amount}.`
          : `Esta aposta ultrapassaria seu limite ${period} de apostas. Você ainda pode apostar ${amount}.`;
    }
  }
  if (code === 'PROTECTION_SESSION_LIMIT' && typeof value['minutes'] === 'number') {
    const minutes = value['minutes'];
    return en
      ? `You have reached your session-time limit of ${minutes} minutes. Play stops until you log in again.`
      : `Você atingiu seu limite de tempo de sessão de ${minutes} minutos. O jogo para até você entrar novamente.`;
  }
  if (code === 'PROTECTION_COOLING_OFF' && typeof value['confirmableAt'] === 'string') {
    const when = utcText(value['confirmableAt']);
    return en
      ? `This change can be confirmed from ${when} (UTC), after the cooling-off period.`
      : `Esta alteração pode ser confirmada a partir de ${when} (UTC), após o período de reflexão.`;
  }
  return null;
}

/** `2026-11-27 14:05`: the UTC time, the same in both languages. */
function utcText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** Minor units as `R$ 12,34` / `12.34`, without floating point. */
function moneyText(minor: number, language: Language): string {
  const safe = Math.max(0, Math.trunc(minor));
  const whole = Math.floor(safe / 100).toString();
  const cents = (safe % 100).toString().padStart(2, '0');
  return language === 'en' ? `${whole}.${cents}` : `${whole},${cents}`;
}

function periodText(window: string, language: Language): string {
  const en: Record<string, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
  const pt: Record<string, string> = { day: 'diário', week: 'semanal', month: 'mensal' };
  return (language === 'en' ? en : pt)[window] ?? window;
}
