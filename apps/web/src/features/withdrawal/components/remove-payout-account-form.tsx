import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRemovePayoutAccount } from '../api/remove-payout-account';
import { fieldErrors } from './field-errors';
import { proofRequired, StepUpProofField } from './step-up-proof-field';
import styles from './withdraw-view.module.css';

type Values = { proof: string };

/**
 * Removing a PIX key asks the current password (or authenticator code) first: the step-up
 * proof (S10), so a stolen session cannot clear the owner's keys.
 */
export function RemovePayoutAccountForm({
  accountId,
  label,
  onDone,
}: {
  accountId: number;
  /** The key as the list names it, for the form's accessible name. */
  label: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const remove = useRemovePayoutAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { proof: '' } });

  const onSubmit = async ({ proof }: Values) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ id: accountId, proof });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'STEP_UP_FAILED') {
        setError('proof', { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(
          error instanceof ApiError && error.errorCode !== 'NETWORK'
            ? error.message
            : t('common.loadFailed'),
        );
      }
    }
  };

  const { describedBy, fieldError } = fieldErrors<Values>(id, errors);

  return (
    <form
      className={styles.form}
      aria-label={t('withdrawal.accounts.remove', { key: label })}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <StepUpProofField
        id={id}
        described={describedBy('proof')}
        registration={register('proof', proofRequired(t('withdrawal.errors.proofRequired')))}
        error={fieldError('proof')}
      />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={remove.isPending}>
          {t('withdrawal.accounts.confirmRemove')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
