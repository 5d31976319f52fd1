import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import styles from './agent-views.module.css';

/**
 * A form's fields tied to their error messages for assistive technology: `field` gives a
 * control its id and, when it is wrong, `aria-invalid` and the message's id; `fieldError`
 * renders that message, announced as an alert.
 */
export function fieldErrors<Values extends FieldValues>(id: string, errors: FieldErrors<Values>) {
  const errorOf = (name: Path<Values>) => errors[name];
  const field = (name: Path<Values>) => ({
    id: `${id}-${name}`,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: Path<Values>) => {
    const error = errorOf(name);
    return error ? (
      <p id={`${id}-${name}-error`} className={styles.error} role="alert">
        {String(error.message ?? '')}
      </p>
    ) : null;
  };
  return { field, fieldError };
}

/** What a form says after sending: done (status) or refused (alert). */
export type Outcome = { ok: boolean; message: string } | null;

export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      className={outcome.ok ? styles.success : styles.alert}
    >
      {outcome.message}
    </p>
  );
}
