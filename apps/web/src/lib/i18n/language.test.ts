import { describe, expect, it } from 'vitest';
import { resolveStartupLanguage } from './language';

describe('start-up language (spec §4 "Language")', () => {
  it('uses a supported stored language as it is', () => {
    localStorage.setItem('lang', 'en');
    expect(resolveStartupLanguage(localStorage)).toBe('en');
    expect(localStorage.getItem('hisLang')).toBeNull();
    // Mirrored for the server, which answers the page's first reads in it (ADR 015).
    expect(document.cookie).toContain('lang=en');
  });

  it('replaces an unsupported stored language with pt in both keys', () => {
    localStorage.setItem('lang', 'ty');
    localStorage.setItem('hisLang', 'ty');
    expect(resolveStartupLanguage(localStorage)).toBe('pt');
    expect(localStorage.getItem('lang')).toBe('pt');
    expect(localStorage.getItem('hisLang')).toBe('pt');
  });

  it('stores pt in both keys on a first visit', () => {
    expect(resolveStartupLanguage(localStorage)).toBe('pt');
    expect([localStorage.getItem('lang'), localStorage.getItem('hisLang')]).toEqual(['pt', 'pt']);
  });
});
