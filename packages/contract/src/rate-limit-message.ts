import type { Language } from './language';

type Unit = { seconds: number; en: [string, string]; pt: [string, string] };

const units: Unit[] = [
  { seconds: 3600, en: ['hour', 'hours'], pt: ['hora', 'horas'] },
  { seconds: 60, en: ['minute', 'minutes'], pt: ['minuto', 'minutos'] },
  { seconds: 1, en: ['second', 'seconds'], pt: ['segundo', 'segundos'] },
];

/** "5 minutes" / "5 minutos": a wait, rounded up to the largest unit it reaches. */
export function waitText(seconds: number, language: Language): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const unit = units.find((u) => wait >= u.seconds) ?? units[units.length - 1]!;
  const count = Math.ceil(wait / unit.seconds);
  return `${count} ${unit[language][count === 1 ? 0 : 1]}`;
}

/**
 * The message of a write refused by a rate limit or quota (S9, docs/limits.md) when the
 * server knows when the window ends: the error envelope's `value.retryAfterSeconds`.
 */
export function rateLimitedMessage(language: Language, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds, language);
  return language === 'en'
    ? `Too many requests. Please try again in ${wait}.`
    : `Muitas solicitações. Tente novamente em ${wait}.`;
}
