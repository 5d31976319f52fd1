import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useInvite } from '../api/get-invite';
import { useRegisterDownline } from '../api/register-downline';
import { fieldErrors, OutcomeMessage, type Outcome } from './form-fields';
import { InviteLink } from '../../../components/invite-link';
import styles from './agent-views.module.css';

type Values = {
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  accountType: 'member' | 'agent';
};

const empty: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  accountType: 'member',
};

const formFields: readonly (keyof Values)[] = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
];

/** The form field a refusal is about, with what to say there; null for the whole form. */
function refusedField(error: ApiError): { name: keyof Values; message: string } | null {
  if (error.errorCode === 'ACCOUNT_EXISTS') return { name: 'username', message: error.message };
  if (error.errorCode === 'PASSWORD_TOO_COMMON')
    return { name: 'password', message: error.message };
  if (error.errorCode !== 'FIELD_INVALID') return null;
  const detail = error.details as { field?: unknown; message?: unknown } | undefined;
  const name = formFields.find((f) => f === detail?.field);
  return name && typeof detail?.message === 'string' ? { name, message: detail.message } : null;
}

/**
 * registerCenter (spec §2): the agent registers a member, or a sub-agent where the agent
 * policy allows, directly under itself (an E call: the passwords travel encrypted); and
 * hands out its invite link and QR code.
 */
export function RegisterCenterView() {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvite();
  const send = useRegisterDownline();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: empty });
  const required = {
    validate: (v: string) => v.trim() !== '' || t('agentCentre.register.required'),
  };
  const allowSubAgents = invite.data?.allowSubAgents ?? false;

  const onSubmit = async (values: Values) => {
    setOutcome(null);
    try {
      const done = await send.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
        ...(allowSubAgents ? { asAgent: values.accountType === 'agent' } : {}),
      });
      reset(empty);
      setOutcome({ ok: true, message: t('agentCentre.register.done', { account: done.account }) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
        setOutcome({ ok: false, message: t('agentCentre.register.failed') });
        return;
      }
      // The server's rule for a field (in the agent's language) goes on that field: its
      // envelope message alone only says that something is not valid.
      const field = refusedField(error);
      if (field) setError(field.name, { message: field.message }, { shouldFocus: true });
      else setOutcome({ ok: false, message: error.message });
    }
  };

  const { field, fieldError } = fieldErrors<Values>(id, errors);
  return (
    <div className={styles.view}>
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('agentCentre.register.title')}</h3>
        <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
          <div className={styles.field}>
            <label htmlFor={`${id}-username`}>{t('agentCentre.register.username')}</label>
            <input {...field('username')} autoComplete="off" {...register('username', required)} />
            {fieldError('username')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t('agentCentre.register.password')}</label>
            <input
              {...field('password')}
              type="password"
              autoComplete="new-password"
              {...register('password', required)}
            />
            {fieldError('password')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-confirmPassword`}>
              {t('agentCentre.register.confirmPassword')}
            </label>
            <input
              {...field('confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword', {
                validate: (v, all) =>
                  v === ''
                    ? t('agentCentre.register.required')
                    : v === all.password || t('agentCentre.register.mismatch'),
              })}
            />
            {fieldError('confirmPassword')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-nickname`}>{t('agentCentre.register.nickname')}</label>
            <input {...field('nickname')} autoComplete="off" {...register('nickname')} />
          </div>
          {allowSubAgents && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('agentCentre.register.type')}</legend>
              <label>
                <input type="radio" value="member" {...register('accountType')} />{' '}
                {t('agentCentre.register.member')}
              </label>
              <label>
                <input type="radio" value="agent" {...register('accountType')} />{' '}
                {t('agentCentre.register.subAgent')}
              </label>
            </fieldset>
          )}
          <OutcomeMessage outcome={outcome} />
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            {send.isPending ? t('agentCentre.register.sending') : t('agentCentre.register.submit')}
          </button>
        </form>
      </section>
      {invite.data && (
        <InviteLink
          code={invite.data.affiliateCode}
          path={invite.data.invitePath}
          texts="agentCentre.invite"
        />
      )}
    </div>
  );
}
