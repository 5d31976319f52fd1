import { useTranslation } from 'react-i18next';
import styles from './identity-forms.module.css';

const titles = { w_login: 'login', w_register: 'register', w_forget: 'forget' } as const;

/**
 * The banner of a popup (spec §3 banner groups w_login, w_register, w_forget), drawn
 * locally until the banner issue serves operator images.
 */
export function IdentityBanner({ group }: { group: keyof typeof titles }) {
  const { t } = useTranslation();
  return (
    <svg className={styles.banner} viewBox="0 0 400 90" role="img" aria-hidden="true">
      <defs>
        <linearGradient id={`banner-${group}`} x1="0" x2="1">
          <stop offset="0" stopColor="#252b4d" />
          <stop offset="1" stopColor="#f5c542" />
        </linearGradient>
      </defs>
      <rect width="400" height="90" rx="10" fill={`url(#banner-${group})`} />
      <circle cx="350" cy="45" r="28" fill="none" stroke="#1a1300" strokeWidth="6" />
      <circle cx="350" cy="45" r="10" fill="#1a1300" />
      <text x="20" y="55" fill="#eef0fa" fontSize="26" fontWeight="800">
        {t(`identity.banner.${titles[group]}`)}
      </text>
    </svg>
  );
}
