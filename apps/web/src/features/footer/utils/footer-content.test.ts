import { describe, expect, it } from 'vitest';
import { category, vendor } from '../../../test/fixtures';
import { footerProducts, footerProviders } from './footer-content';

describe('footer products', () => {
  it('leaves out PROMO, HOME and HOT and links the rest to their pages', () => {
    const products = footerProducts([
      category('HOME', [vendor('PG', 'RNG')]),
      category('HOT', [vendor('PG', 'RNG')]),
      category('PROMO', [vendor('PG', 'RNG')]),
      category('LIVE', [vendor('EVO', 'LIVE')], 'Live casino'),
      category('LOTTERY', [vendor('TCG_SEA', 'SEA')], 'Lottery'),
    ]);
    expect(products).toEqual([
      { gameCategory: 'LIVE', title: 'Live casino', to: '/live' },
      { gameCategory: 'LOTTERY', title: 'Lottery', to: '/seaLottery' },
    ]);
  });

  it('lists each provider once', () => {
    const providers = footerProviders([
      category('HOT', [vendor('PG', 'RNG')]),
      category('RNG', [vendor('PG', 'RNG'), vendor('JILI', 'RNG')]),
    ]);
    expect(providers.map((v) => v.vassalage)).toEqual(['PG', 'JILI']);
  });
});
