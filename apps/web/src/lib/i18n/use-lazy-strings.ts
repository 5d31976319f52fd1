import type { Language } from '@openlobby/contract/language';
import { useEffect, useState } from 'react';
import { hasLazyStrings, loadLazyStrings, type LazyStringSet } from './i18n';

/**
 * True once the strings of `set` in `language` are in; asks for them the first time they
 * are wanted (null: not wanted yet, nothing to load). A failed download still answers
 * true, so what needed them shows (on its keys) rather than leave a click unanswered.
 */
export function useLazyStrings(set: LazyStringSet, language: Language | null): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  const wanted = language ? `${set}:${language}` : null;
  useEffect(() => {
    if (!language || hasLazyStrings(set, language)) return;
    let live = true;
    const done = () => {
      if (live) setSettled(`${set}:${language}`);
    };
    loadLazyStrings(set, language).then(done, done);
    return () => {
      live = false;
    };
  }, [set, language]);
  return language !== null && (hasLazyStrings(set, language) || settled === wanted);
}
