import type { AccountOverview, ProfileUpdate } from '@openlobby/contract/identity/account';
import { checkProfileField, type ProfileField } from '@openlobby/contract/identity/profile-rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useUpdateProfile } from '../api/account';
import { TextField } from './text-field';
import forms from './identity-forms.module.css';
import styles from './account-view.module.css';

type Values = Partial<Record<ProfileField, string>>;

const inputKinds: Partial<Record<ProfileField, { type?: string; inputMode?: 'numeric' }>> = {
  birthday: { type: 'date' },
  whatsapp: { inputMode: 'numeric' },
  zalo: { inputMode: 'numeric' },
};

/**
 * The profile (spec §3 "Further profile fields"): the fields the operator enables, each
 * checked by its rule here and again by the server (one rule code, the contract's). A field
 * set and locked (the full name and birthday, for identity checks) is shown read-only with
 * why; one that will lock says so before it is saved.
 */
export function AccountProfile({ overview }: { overview: AccountOverview }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSessionStore((s) => s.language);
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editable = overview.profile.filter((entry) => !entry.locked);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: Object.fromEntries(editable.map((e) => [e.field, e.value ?? ''])),
  });

  const onSubmit = async (values: Values) => {
    setNotice(null);
    setFailure(null);
    const body: ProfileUpdate = Object.fromEntries(
      editable.map((e) => [e.field, (values[e.field] ?? '').trim()]),
    );
    try {
      await update.mutateAsync(body);
      setNotice(t('account.profileSaved'));
    } catch (error) {
      const field = (error as ApiError).details as { field?: string; message?: string } | undefined;
      const known = editable.find((e) => e.field === field?.field);
      if (error instanceof ApiError && known) {
        setError(known.field, { message: field?.message ?? error.message }, { shouldFocus: true });
      } else {
        setFailure(
          error instanceof ApiError && error.errorCode !== 'NETWORK'
            ? error.message
            : t('account.failed'),
        );
      }
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.sections.profile')}</h3>
      <form className={forms.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        {overview.profile.map((entry) =>
          entry.locked ? (
            <div key={entry.field} className={forms.field}>
              <TextField
                label={t(`account.fields.${entry.field}`)}
                value={entry.value ?? ''}
                readOnly
                aria-describedby={`${id}-${entry.field}-locked`}
              />
              <p id={`${id}-${entry.field}-locked`} className={styles.hint}>
                {entry.rule.editable ? t('account.locked') : t('account.readOnly')}
              </p>
            </div>
          ) : (
            <div key={entry.field} className={forms.field}>
              <TextField
                label={t(`account.fields.${entry.field}`)}
                required={entry.rule.required}
                maxLength={entry.rule.maxLength}
                error={errors[entry.field]?.message}
                {...inputKinds[entry.field]}
                {...register(entry.field, {
                  validate: (value) =>
                    checkProfileField(entry.field, entry.rule, (value ?? '').trim(), language) ??
                    true,
                })}
              />
              {entry.rule.lockedOnceSet && <p className={styles.hint}>{t('account.lockOnSave')}</p>}
            </div>
          ),
        )}
        {notice && <p role="status">{notice}</p>}
        {failure && (
          <p role="alert" className={forms.formError}>
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {t('account.saveProfile')}
          </button>
        </div>
      </form>
    </section>
  );
}
