import { useId, type ReactNode } from 'react';
import styles from './home-page.module.css';

/** One category of the home page: its title and a grid of provider cards. */
export function CategorySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className="card-grid">{children}</ul>
    </section>
  );
}
