import { useId, type ReactNode } from 'react';
import styles from './site-footer.module.css';

/** A titled footer block; the heading names the region for assistive technology. */
export function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
