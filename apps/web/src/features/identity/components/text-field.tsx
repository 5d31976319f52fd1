import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './identity-forms.module.css';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  /** Shown after the input, inside the row (a send-code button, a captcha image). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its rule message, announced and tied to the input. */
export function TextField({ label, error, addon, required, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
