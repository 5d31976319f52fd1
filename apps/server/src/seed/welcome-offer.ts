/**
 * The demo welcome offer, in one place: the reward centre's WELCOME promotion (what is
 * really credited) and the first-login popup that advertises it are both written from this
 * definition, so the popup can never promise more than the reward gives (issue 19: it once
 * promised "100 % up to R$ 500 on the first deposit" while the reward paid R$ 10 at once).
 */
export const welcomeOffer = {
  promotionType: 'WELCOME',
  /** Minor units, credited at once when the member joins (rule `instant`), once per account. */
  rewardAmount: 1_000,
  rule: 'instant',
  titlePt: 'Bônus de boas-vindas',
  titleEn: 'Welcome bonus',
} as const;

/** `R$ 10,00` / `R$ 10.00`, as the demo texts write amounts (minor units of BRL). */
export function brl(minor: number, language: 'pt' | 'en'): string {
  const [whole, cents] = (minor / 100).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pt' ? '.' : ',');
  return `R$ ${grouped}${language === 'pt' ? ',' : '.'}${cents}`;
}

/** The promotion's own description in the reward centre. */
export function welcomeOfferDescription(language: 'pt' | 'en'): string {
  const amount = brl(welcomeOffer.rewardAmount, language);
  return language === 'pt'
    ? `Participe e resgate ${amount} de bônus na hora, uma vez por conta.`
    : `Join and claim a ${amount} bonus at once, one per account.`;
}

/** The first-login popup's text (HTML): what the reward gives and where to claim it. */
export function welcomePopupContent(language: 'pt' | 'en'): string {
  const amount = brl(welcomeOffer.rewardAmount, language);
  return language === 'pt'
    ? `<p>Ganhe <strong>${amount}</strong> de bônus na hora: participe de “${welcomeOffer.titlePt}” no centro de recompensas. Uma vez por conta, sem depósito.</p>`
    : `<p>Get a <strong>${amount}</strong> bonus at once: join “${welcomeOffer.titleEn}” in the reward centre. Once per account, no deposit needed.</p>`;
}
