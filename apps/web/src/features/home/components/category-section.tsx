import { useId, type ReactNode } from 'react';
import styles from './home-page.module.css';

/**
 * One category of the home page: its title, its rebate (spec §9) and its provider cards, a
 * grid on wide screens and one sideways row on phones.
 */
export function CategorySection({
  title,
  rebate,
  children,
}: {
  title: string;
  rebate?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {rebate && <span className={styles.rebate}>{rebate}</span>}
      </div>
      <ul className={`card-grid ${styles.row}`}>{children}</ul>
    </section>
  );
}
