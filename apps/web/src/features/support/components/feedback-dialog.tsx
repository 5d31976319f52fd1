import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { FeedbackForm } from './feedback-form';

/** The "feedback" modal of spec §2 (login required; the button checks that). */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog name="feedback" open onClose={onClose} title={t('support.feedback.title')}>
      <FeedbackForm />
    </AppDialog>
  );
}
