import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './list-toolbar.module.css';

/** Typing pauses this long before the list is asked again. */
export const searchDebounceMs = 300;

/**
 * Search by game name. Keystrokes only change this field (cheap to paint, P4); the list
 * follows the address, which is updated once typing pauses.
 */
export function GameSearch({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next.trim()) updated.set('gameName', next.trim());
          else updated.delete('gameName');
          return updated;
        },
        { replace: true },
      );
    }, searchDebounceMs);
  };

  return (
    <label className={styles.search}>
      <span className="visually-hidden">{t('gameList.search.label')}</span>
      <input
        type="search"
        value={text}
        placeholder={t('gameList.search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
