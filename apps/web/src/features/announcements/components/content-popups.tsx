import type { PopupExecution } from '@openlobby/contract/content/paths';
import type { Announcement } from '@openlobby/contract/content/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { promotionDetailHref } from '@openlobby/contract/rewards/paths';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../api/get-announcements';
import { AppDialog } from '../../../components/app-dialog';
import { useNoticeStore } from '../../../stores/notice-store';
import { AnnouncementReader } from './announcement-reader';

/** An audience's announcements not closed yet this session (see popupToShow). */
export type ShownPopup = { execution: PopupExecution; items: Announcement[] };

export type ContentPopupsProps = {
  /** The announcement popup due now, if any. */
  shown: ShownPopup | null;
  /** False while the player is busy with the page: a popup not yet open waits (an open one stays). */
  mayOpen: boolean;
  /** Closing (or leaving for a promotion) ends these announcements' popup for the session. */
  onPopupClosed: (popup: ShownPopup) => void;
};

/**
 * The announcement popup (spec §2 "publicModal") of the first due audience with
 * announcements not closed yet, and the notice popup ("noticeModal") when a notice was
 * chosen. Loaded lazily: the first page of / does not pay for DOMPurify and the reader (P1).
 */
export function ContentPopups({ shown, mayOpen, onPopupClosed }: ContentPopupsProps) {
  const noticeIndex = useNoticeStore((s) => s.noticeIndex);
  if (noticeIndex !== null) return <NoticePopup index={noticeIndex} />;
  return <AnnouncementPopup shown={shown} mayOpen={mayOpen} onPopupClosed={onPopupClosed} />;
}

/**
 * The go-to-promotion button (spec §2): hides the popup and opens the promotion's detail on
 * /promotions, where anyone reads its rules and a member joins it (a visitor is asked to
 * log in there, at join).
 */
function useGoToPromotion(hide: () => void) {
  const navigate = useNavigate();
  return (item: Announcement) => {
    hide();
    if (item.promotionType) void navigate(promotionDetailHref(item.promotionType));
  };
}

function AnnouncementPopup({ shown, mayOpen, onPopupClosed }: ContentPopupsProps) {
  const { t } = useTranslation();
  // The audience whose popup is on screen: it stays while the player uses it.
  const [opened, setOpened] = useState<PopupExecution | null>(null);
  const close = () => {
    if (shown) onPopupClosed(shown);
  };
  const goToPromotion = useGoToPromotion(close);
  if (!shown) return null;
  if (opened !== shown.execution) {
    if (!mayOpen) return null;
    setOpened(shown.execution);
  }

  return (
    <AppDialog
      key={shown.execution}
      name="publicModal"
      open
      size="large"
      title={t('notices.publicModal.title')}
      onClose={close}
    >
      <AnnouncementReader items={shown.items} onGoToPromotion={goToPromotion} />
    </AppDialog>
  );
}

function NoticePopup({ index }: { index: number }) {
  const { t } = useTranslation();
  const closeNotice = useNoticeStore((s) => s.closeNotice);
  const notices = useAnnouncements();
  const goToPromotion = useGoToPromotion(closeNotice);
  return (
    <AppDialog
      name="noticeModal"
      open
      size="large"
      title={t('notices.noticeModal.title')}
      onClose={closeNotice}
    >
      {notices.data ? (
        <AnnouncementReader
          key={index}
          items={notices.data}
          initialIndex={index}
          onGoToPromotion={goToPromotion}
        />
      ) : (
        <p role="status" className="muted">
          {t(notices.isError ? 'common.loadFailed' : 'common.loading')}
        </p>
      )}
    </AppDialog>
  );
}
