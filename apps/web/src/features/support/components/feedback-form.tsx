import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countWords,
  FEEDBACK_DEFAULT_MAX_WORDS,
  FEEDBACK_DEFAULT_MIN_WORDS,
} from '@openlobby/contract/content/support-paths';
import { FEEDBACK_MAX_IMAGES } from '@openlobby/contract/content/paths';
import { useFeedbackRules } from '../api/get-feedback-rules';
import { useSendFeedback } from '../api/send-feedback';
import { ApiError } from '../../../lib/api-client';
import { checkImages, type ImageProblem } from '../utils/check-images';
import styles from './feedback-form.module.css';

type Outcome = { ok: true } | { ok: false; message: string } | null;

/** Feedback text with a word counter and up to 3 images (spec §2, §5). */
export function FeedbackForm() {
  const { t } = useTranslation();
  const id = useId();
  const { data: rules } = useFeedbackRules();
  const send = useSendFeedback();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const min = rules?.minWords ?? FEEDBACK_DEFAULT_MIN_WORDS;
  const max = rules?.maxWords ?? FEEDBACK_DEFAULT_MAX_WORDS;
  const maxImages = rules?.maxImages ?? FEEDBACK_MAX_IMAGES;
  const words = countWords(content);

  const problemText = (p: ImageProblem) =>
    p.kind === 'tooMany'
      ? t('support.feedback.tooMany', { max: p.max })
      : t(`support.feedback.${p.kind}`, { name: p.name });

  const onFiles = (list: FileList | null) => {
    const { files, problem } = checkImages(images, [...(list ?? [])], maxImages);
    setImages(files);
    setOutcome(problem ? { ok: false, message: problemText(problem) } : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (words < min || words > max) {
      setOutcome({ ok: false, message: t('support.feedback.wordBounds', { min, max }) });
      return;
    }
    setOutcome(null);
    send.mutate(
      { content, images },
      {
        onSuccess: () => {
          setContent('');
          setImages([]);
          setOutcome({ ok: true });
        },
        onError: (error) =>
          setOutcome({
            ok: false,
            // The server's message is in the visitor's language; a lost network is not.
            message:
              error instanceof ApiError && error.errorCode !== 'NETWORK'
                ? error.message
                : t('support.feedback.failed'),
          }),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-content`}>{t('support.feedback.content')}</label>
      <textarea
        id={`${id}-content`}
        className={styles.content}
        rows={6}
        value={content}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(e) => setContent(e.target.value)}
      />
      <p className={styles.meta}>
        <span id={`${id}-hint`}>{t('support.feedback.hint', { min, max })}</span>
        <span id={`${id}-count`} aria-live="polite" data-over={words > max || undefined}>
          {t('support.feedback.words', { count: words, max })}
        </span>
      </p>
      <label htmlFor={`${id}-images`}>{t('support.feedback.images', { max: maxImages })}</label>
      <input
        id={`${id}-images`}
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
        disabled={images.length >= maxImages}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      {images.length > 0 && (
        <ul className={styles.images}>
          {images.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('support.feedback.removeImage', { name: file.name })}
                onClick={() => setImages(images.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {outcome?.ok === true && (
        <p role="status" className={styles.success}>
          {t('support.feedback.success')}
        </p>
      )}
      {outcome?.ok === false && (
        <p role="alert" className={styles.error}>
          {outcome.message}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {send.isPending ? t('support.feedback.sending') : t('support.feedback.submit')}
      </button>
    </form>
  );
}
