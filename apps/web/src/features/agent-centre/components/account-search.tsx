import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from './agent-views.module.css';

type Props = {
  label: string;
  submitLabel: string;
  /** The typed account text, trimmed, when the agent submits. */
  onSearch: (search: string) => void;
  /** More filters of the same form (the downline list's level and sort). */
  children?: ReactNode;
};

/** The account search the downline list and the reports share: searched on submit only. */
export function AccountSearch({ label, submitLabel, onSearch, children }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className={styles.row} role="search" onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>{label}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <button type="submit" className="button">
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
