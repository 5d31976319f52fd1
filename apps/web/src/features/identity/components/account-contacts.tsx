import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { useBindContact, useSendContactCode } from '../api/account';
import { useFieldMessages } from '../utils/messages';
import { TextField } from './text-field';
import forms from './identity-forms.module.css';
import styles from './account-view.module.css';

type Channel = 'mobile' | 'email';
type Values = {
  countryDialingCode: string;
  mobileNum: string;
  email: string;
  code: string;
  proof: string;
};

/** Which field of the form a refusal of the server belongs to. */
const fieldOfError: Record<string, keyof Values> = {
  STEP_UP_FAILED: 'proof',
  CODE_INVALID: 'code',
  CODE_EXPIRED: 'code',
};

/**
 * The bound phone and e-mail (masked), each bound or changed with a code sent to the new
 * destination and the login password or authenticator code (S10).
 */
export function AccountContacts({
  mobile,
  email,
}: {
  mobile: string | null;
  email: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<Channel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const row = (channel: Channel, current: string | null) => {
    const what = t(`account.contacts.${channel}`);
    return (
      <div className={forms.field}>
        <dl className={styles.facts}>
          <dt>{what}</dt>
          <dd>{current ?? t('account.contacts.none')}</dd>
        </dl>
        {open === channel ? (
          <ContactForm
            channel={channel}
            onDone={(saved) => {
              setOpen(null);
              if (saved) setNotice(t('account.contacts.saved'));
            }}
          />
        ) : (
          <div>
            <button
              type="button"
              className="button"
              onClick={() => {
                setNotice(null);
                setOpen(channel);
              }}
            >
              {current
                ? t(
                    channel === 'mobile'
                      ? 'account.contacts.changeMobile'
                      : 'account.contacts.changeEmail',
                  )
                : t(
                    channel === 'mobile'
                      ? 'account.contacts.bindMobile'
                      : 'account.contacts.bindEmail',
                  )}
            </button>
          </div>
        )}
      </div>
    );
  };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('account.sections.contacts')}</h3>
      {row('mobile', mobile)}
      {row('email', email)}
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}

function ContactForm({ channel, onDone }: { channel: Channel; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const messages = useFieldMessages();
  const totpEnabled = useSessionStore((s) => s.member?.totpEnabled ?? false);
  const sendCode = useSendContactCode();
  const bind = useBindContact();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { countryDialingCode: '+55', mobileNum: '', email: '', code: '', proof: '' },
  });
  const destination = () => {
    const v = getValues();
    return channel === 'mobile'
      ? {
          channel,
          countryDialingCode: v.countryDialingCode.trim(),
          mobileNum: v.mobileNum.replace(/\D/g, ''),
        }
      : { channel, email: v.email.trim() };
  };
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError) || error.errorCode === 'NETWORK') {
      setFailure(t('account.failed'));
      return;
    }
    const named = (error.details as { field?: string; message?: string } | undefined) ?? {};
    const field =
      fieldOfError[error.errorCode] ??
      (named.field === 'mobileNum' || named.field === 'email' ? named.field : null);
    if (field) setError(field, { message: named.message ?? error.message }, { shouldFocus: true });
    else setFailure(error.message);
  };

  const onSend = async () => {
    setFailure(null);
    setSent(null);
    if (!(await trigger(channel === 'mobile' ? ['countryDialingCode', 'mobileNum'] : ['email'])))
      return;
    try {
      const { expiredMinutes } = await sendCode.mutateAsync(destination());
      setSent(t('account.contacts.codeSent', { minutes: expiredMinutes }));
    } catch (error) {
      refused(error);
    }
  };
  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      await bind.mutateAsync({ ...destination(), code: values.code.trim(), proof: values.proof });
      onDone(true);
    } catch (error) {
      refused(error);
    }
  };

  const required = { required: messages.empty };
  return (
    <form
      className={forms.form}
      aria-label={t(
        channel === 'mobile' ? 'account.contacts.newMobile' : 'account.contacts.newEmail',
      )}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      {channel === 'mobile' ? (
        <>
          <TextField
            label={t('account.contacts.countryCode')}
            autoComplete="tel-country-code"
            required
            error={errors.countryDialingCode?.message}
            {...register('countryDialingCode', {
              pattern: { value: /^\+\d{1,4}$/, message: messages.phoneInvalid },
            })}
          />
          <TextField
            label={t('account.contacts.newMobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            error={errors.mobileNum?.message}
            {...register('mobileNum', {
              validate: (v) => /^\d{4,15}$/.test(v.replace(/\D/g, '')) || messages.mobileInvalid,
            })}
          />
        </>
      ) : (
        <TextField
          label={t('account.contacts.newEmail')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', required)}
        />
      )}
      <div>
        <button
          type="button"
          className="button"
          disabled={sendCode.isPending}
          onClick={() => void onSend()}
        >
          {t('account.contacts.sendCode')}
        </button>
      </div>
      {sent && <p role="status">{sent}</p>}
      <TextField
        label={t('account.contacts.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...register('code', {
          validate: (v) => /^\d{6}$/.test(v.trim()) || messages.codeInvalid,
        })}
      />
      <TextField
        label={totpEnabled ? t('account.payment.proofOrCode') : t('account.payment.proof')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.proof?.message}
        {...register('proof', required)}
      />
      {failure && (
        <p role="alert" className={forms.formError}>
          {failure}
        </p>
      )}
      <div className={forms.actions}>
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {t('account.contacts.save')}
        </button>
        <button type="button" className="button" onClick={() => onDone(false)}>
          {t('account.contacts.cancel')}
        </button>
      </div>
    </form>
  );
}
