import type { Withdrawal } from '@openlobby/contract/withdrawal/schemas';
import {
  RECEIPT_MAX_PROOF_BYTES,
  RECEIPT_MAX_PROOF_IMAGES,
  type ReceiptAnswer,
} from '@openlobby/contract/messages/paths';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { useConfirmReceipt } from '../api/confirm-receipt';
import styles from './withdraw-view.module.css';

type Props = { withdrawal: Withdrawal & { receipt: NonNullable<Withdrawal['receipt']> } };

/**
 * A paid-out request's receipt (spec §4): while awaiting, the member answers received, fully
 * paid or not received (with 1–3 PNG/JPEG proof images, at most 5 MB each; the server
 * checks their bytes); afterwards the state it was closed with.
 */
export function ReceiptConfirmation({ withdrawal }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const confirm = useConfirmReceipt();
  const [disputing, setDisputing] = useState(false);
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { receipt } = withdrawal;

  const send = (answer: ReceiptAnswer, proof: File[] = []) => {
    setProblem(null);
    confirm.mutate(
      { id: withdrawal.id, answer, images: proof },
      { onError: (error) => setProblem(error.message || t('withdrawal.receipt.failed')) },
    );
  };

  if (receipt.state !== 'awaiting') {
    return (
      <p className={styles.hint} data-receipt={receipt.state}>
        {t(`withdrawal.receipt.states.${receipt.state}`)}
      </p>
    );
  }
  return (
    <div className={styles.receipt} role="group" aria-labelledby={`${id}-ask`}>
      <p id={`${id}-ask`}>
        {t('withdrawal.receipt.ask', { time: formatDateTime(receipt.answerBy ?? '') })}
      </p>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <div className={styles.receiptActions}>
        <button
          type="button"
          className="button button-primary"
          disabled={confirm.isPending}
          onClick={() => send('received')}
        >
          {t('withdrawal.receipt.received')}
        </button>
        <button
          type="button"
          className="button"
          disabled={confirm.isPending}
          onClick={() => send('fully_paid')}
        >
          {t('withdrawal.receipt.fullyPaid')}
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={disputing}
          disabled={confirm.isPending}
          onClick={() => setDisputing((open) => !open)}
        >
          {t('withdrawal.receipt.notReceived')}
        </button>
      </div>
      {disputing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (images.length === 0) return setProblem(t('withdrawal.receipt.proofRequired'));
            send('not_received', images);
          }}
        >
          <label htmlFor={`${id}-proof`}>
            {t('withdrawal.receipt.proof', { count: RECEIPT_MAX_PROOF_IMAGES })}
          </label>
          <input
            id={`${id}-proof`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > RECEIPT_MAX_PROOF_IMAGES) {
                setProblem(t('withdrawal.receipt.tooMany', { count: RECEIPT_MAX_PROOF_IMAGES }));
              } else if (files.some((f) => f.size > RECEIPT_MAX_PROOF_BYTES)) {
                setProblem(t('withdrawal.receipt.tooLarge'));
              } else {
                setProblem(null);
                setImages(files);
                return;
              }
              setImages([]);
            }}
          />
          <button type="submit" className="button" disabled={confirm.isPending}>
            {t('withdrawal.receipt.sendProof')}
          </button>
        </form>
      )}
    </div>
  );
}
