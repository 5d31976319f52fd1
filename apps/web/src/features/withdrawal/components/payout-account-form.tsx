import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pixKeyTypes, type PixKeyType } from '@openlobby/contract/withdrawal/paths';
import { normalizePayeeName, normalizePixKey } from '@openlobby/contract/withdrawal/pix';
import { ApiError } from '../../../lib/api-client';
import { useAddPayoutAccount } from '../api/add-payout-account';
import { fieldErrors } from './field-errors';
import { proofRequired, StepUpProofField } from './step-up-proof-field';
import styles from './withdraw-view.module.css';

type Values = { pixKeyType: PixKeyType; pixKey: string; payeeName: string; proof: string };

/**
 * Saves a PIX key: its type, the key (checked for that type), the payee's full name, and
 * the current password (or authenticator code) as the step-up proof (S10).
 */
export function PayoutAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddPayoutAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { pixKeyType: 'CPF', pixKey: '', payeeName: '', proof: '' },
  });

  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      await add.mutateAsync(values);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'STEP_UP_FAILED') {
        setError('proof', { message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(
        error instanceof ApiError && error.errorCode !== 'NETWORK'
          ? error.message
          : t('common.loadFailed'),
      );
    }
  };

  const { describedBy: described, fieldError } = fieldErrors<Values>(id, errors);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-pixKeyType`}>{t('withdrawal.accounts.keyType')}</label>
        <select {...described('pixKeyType')} {...register('pixKeyType')}>
          {pixKeyTypes.map((type) => (
            <option key={type} value={type}>
              {t(`withdrawal.accounts.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-pixKey`}>{t('withdrawal.accounts.key')}</label>
        <input
          {...described('pixKey')}
          autoComplete="off"
          {...register('pixKey', {
            validate: (value, all) =>
              normalizePixKey(all.pixKeyType, value) !== null ||
              t(`withdrawal.errors.pixKey.${all.pixKeyType}`),
          })}
        />
        {fieldError('pixKey')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-payeeName`}>{t('withdrawal.accounts.payeeName')}</label>
        <input
          {...described('payeeName')}
          autoComplete="name"
          {...register('payeeName', {
            validate: (value) =>
              normalizePayeeName(value) !== null || t('withdrawal.errors.payeeName'),
          })}
        />
        {fieldError('payeeName')}
      </div>
      <StepUpProofField
        id={id}
        described={described('proof')}
        registration={register('proof', proofRequired(t('withdrawal.errors.proofRequired')))}
        error={fieldError('proof')}
      />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? t('withdrawal.accounts.saving') : t('withdrawal.accounts.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
