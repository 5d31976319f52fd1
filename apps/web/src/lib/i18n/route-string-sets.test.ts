import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@openlobby/contract/language';
import { routeStringSets } from '@openlobby/contract/route-pages';
import i18nSource from './i18n.ts?raw';

describe('the string sets the server hints for a route (ADR 050)', () => {
  it('names only sets the app loads lazily, in every language', () => {
    const names = [...new Set(Object.values(routeStringSets).flat())];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      for (const language of supportedLanguages)
        expect(i18nSource, `${name}-${language}`).toContain(
          `import('./locales/${name}-${language}')`,
        );
  });
});
