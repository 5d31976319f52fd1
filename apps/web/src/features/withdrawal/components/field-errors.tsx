import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import styles from './withdraw-view.module.css';

/**
 * A form's fields tied to their error messages for assistive technology: `describedBy`
 * gives a field its id and, when it is wrong, `aria-invalid` and the message's id;
 * `fieldError` renders that message, announced as an alert.
 */
export function fieldErrors<Values extends FieldValues>(id: string, errors: FieldErrors<Values>) {
  const errorOf = (name: Path<Values>) => errors[name];
  const describedBy = (name: Path<Values>) => ({
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
  return { describedBy, fieldError };
}
