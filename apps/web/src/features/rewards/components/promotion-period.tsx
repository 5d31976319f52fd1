import { useTranslation } from 'react-i18next';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { useSessionStore } from '../../../stores/session-store';

/** "1 Jan 2026 to 1 Jan 2027": a promotion's period in the reader's language. */
export function PromotionPeriod({
  promotion,
}: {
  promotion: { startsAt: string; endsAt: string };
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const date = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'medium' });
  return (
    <>
      {t('rewards.promotions.periodValue', {
        start: date.format(new Date(promotion.startsAt)),
        end: date.format(new Date(promotion.endsAt)),
      })}
    </>
  );
}
