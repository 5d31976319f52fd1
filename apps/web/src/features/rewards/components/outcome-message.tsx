import styles from './rewards.module.css';

export type Outcome = { ok: boolean; text: string };

/** What a Join, Claim or Apply came to: a status when it worked, an alert when it did not. */
export function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? styles.notice : styles.error} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}
