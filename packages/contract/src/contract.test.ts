import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, isSupportedLanguage } from './language';
import { productTypeForPath, routePrefixProductType } from './product-types';
import { isKnownRoutePath } from './routes';
import { buildWhitelabelTree, isModuleEnabled, whitelabelDefaults } from './whitelabel';
import { vendorImageUrl } from './system';

describe('language', () => {
  it('takes the first supported primary tag of Accept-Language, else Portuguese', () => {
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, pt-BR;q=0.8')).toBe('pt');
    expect(languageFromAcceptLanguage('de')).toBe('pt');
    expect(languageFromAcceptLanguage(undefined)).toBe('pt');
  });
  it('supports exactly Portuguese and English', () => {
    expect(isSupportedLanguage('pt')).toBe(true);
    expect(isSupportedLanguage('en')).toBe(true);
    expect(isSupportedLanguage('es')).toBe(false);
    expect(isSupportedLanguage(42)).toBe(false);
  });
});

describe('route prefix → product type', () => {
  it('maps every prefix of spec §2', () => {
    expect(routePrefixProductType).toEqual({
      '/sports': 'SPORTS',
      '/esports': 'ESPORTS',
      '/live': 'LIVE',
      '/lott': 'LOTT',
      '/elott': 'ELOTT',
      '/fish': 'FISH',
      '/pvp': 'PVP',
      '/rng': 'RNG',
      '/cockfight': 'COCKFIGHT',
    });
  });
  it('matches by first segment only, ignoring case', () => {
    expect(productTypeForPath('/rng')).toBe('RNG');
    expect(productTypeForPath('/RNG/anything')).toBe('RNG');
    expect(productTypeForPath('/sportsbook')).toBeUndefined();
    expect(productTypeForPath('/')).toBeUndefined();
  });
});

describe('known route paths', () => {
  it('knows the spec routes whatever their case, with or without a trailing slash', () => {
    for (const p of ['/', '/index.html', '/vnlottery', '/vnLottery/', '/pointMall', '/u9w']) {
      expect(isKnownRoutePath(p)).toBe(true);
    }
    expect(isKnownRoutePath('/gameListCenter/pg/rng')).toBe(true);
  });
  it('does not know other paths', () => {
    for (const p of ['/nope', '/gameListCenter/pg', '/gameListCenter//rng', '/help/x']) {
      expect(isKnownRoutePath(p)).toBe(false);
    }
  });
});

describe('white-label tree', () => {
  const tree = buildWhitelabelTree({ ...whitelabelDefaults, GOOGLELOGIN3: true, SECURITY: false });
  it('encodes flags as "1"/"0" under their groups', () => {
    expect(tree.map((n) => n.modId)).toEqual(['REGISTER', 'LOGIN', 'SECURITY', 'AGENT']);
    expect(isModuleEnabled(tree, 'GOOGLELOGIN3')).toBe(true);
    expect(isModuleEnabled(tree, 'FACEBOOKLOGIN3')).toBe(false);
  });
  it('treats a module as off when its group is off', () => {
    expect(isModuleEnabled(tree, 'PWDEXPFORCECHANGE3')).toBe(false);
    expect(isModuleEnabled(tree, 'NOSUCHMODULE')).toBe(false);
  });
});

it('builds vendor image URLs from the image base and the vendor code', () => {
  expect(vendorImageUrl('/img/', 'TCG_SEA')).toBe('/img/vendors/TCG_SEA.svg');
});
