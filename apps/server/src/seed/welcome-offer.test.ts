import { describe, expect, it } from 'vitest';
import { demoAnnouncements } from './demo-announcements';
import { demoPromotions } from './demo-rewards';
import { brl } from './welcome-offer';

const popup = demoAnnouncements.find((a) => a.execution === 'F' && a.promotionType)!;
const reward = demoPromotions(new Date()).find((p) => p.promotionType === popup.promotionType)!;

describe('the welcome popup and the reward it advertises', () => {
  it('points at a real demo promotion of the same title', () => {
    expect(reward).toBeDefined();
    expect(popup.titleEn).toBe(reward.titleEn);
    expect(popup.titlePt).toBe(reward.titlePt);
  });

  it('names the amount the reward really credits, in both languages', () => {
    expect(popup.contentEn).toContain(brl(reward.rewardAmount, 'en'));
    expect(popup.contentPt).toContain(brl(reward.rewardAmount, 'pt'));
    expect(reward.descriptionEn).toContain(brl(reward.rewardAmount, 'en'));
    expect(reward.descriptionPt).toContain(brl(reward.rewardAmount, 'pt'));
  });

  it('promises no deposit bonus, since the reward is paid at once without one', () => {
    expect(reward.rule).toBe('instant');
    expect(popup.contentEn).not.toMatch(/100\s?%|first deposit|up to/i);
    expect(popup.contentPt).not.toMatch(/100\s?%|primeiro depósito|até R\$/i);
  });
});

describe('brl', () => {
  it('writes minor units as the demo texts do', () => {
    expect(brl(1_000, 'en')).toBe('R$ 10.00');
    expect(brl(1_000, 'pt')).toBe('R$ 10,00');
    expect(brl(123_456_789, 'pt')).toBe('R$ 1.234.567,89');
    expect(brl(5, 'en')).toBe('R$ 0.05');
  });
});
