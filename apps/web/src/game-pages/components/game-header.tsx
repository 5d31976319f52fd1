import { formatMoney } from '../../lib/format-money';
import { useLanguage, useT } from '../i18n';

/** Title, demo badge and balance (announced politely when a round changes it). */
export function GameHeader(props: {
  title: string;
  subtitle?: string;
  demo: boolean;
  balance: number;
  currency: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <header className="game-header">
      <div>
        <h1 id="game-title">{props.title}</h1>
        {props.subtitle ? <p className="muted">{props.subtitle}</p> : null}
      </div>
      {props.demo ? <span className="demo-badge">{t('page.demo')}</span> : null}
      <p className="game-balance">
        <span>{t('page.balance')}</span>{' '}
        <output aria-label={t('page.balance')} aria-live="polite">
          {formatMoney(props.balance, language, props.currency)}
        </output>
      </p>
    </header>
  );
}
