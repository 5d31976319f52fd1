import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, supportedLanguages } from '@openlobby/contract/language';
import { applyLanguage } from '../lib/i18n/language';
import { useSessionStore } from '../stores/session-store';

/** Header language selector (spec §2 "Header"); the change applies at once and persists. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isSupportedLanguage(event.target.value)) applyLanguage(event.target.value);
        }}
      >
        {supportedLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`common.language.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
