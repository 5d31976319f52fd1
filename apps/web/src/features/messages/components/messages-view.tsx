import type { Message } from '@openlobby/contract/messages/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDeleteMessage } from '../api/delete-message';
import { useInbox } from '../api/get-inbox';
import { useOpenMessage } from '../api/open-message';
import { useReadAllMessages } from '../api/read-all-messages';
import styles from './messages-view.module.css';

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Platform messages (spec §2 messageV2): the member's inbox a page at a time, newest first,
 * unread ones marked; opening one shows it and marks it read; mark all read; delete.
 */
export function MessagesView() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [opened, setOpened] = useState<Message | null>(null);
  const query = useInbox(pageNo, unreadOnly);
  const open = useOpenMessage();
  const remove = useDeleteMessage();
  const readAll = useReadAllMessages();
  const unreadId = useId();
  const page = query.data;
  const error = open.error ?? remove.error ?? readAll.error;

  const onOpen = (message: Message) =>
    open.mutate(message.id, { onSuccess: (read) => setOpened(read) });
  const onDelete = (message: Message) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        if (opened?.id === message.id) setOpened(null);
      },
    });

  if (opened) {
    return (
      <article className={styles.reader} aria-labelledby={`message-${opened.id}`}>
        <h3 id={`message-${opened.id}`}>{opened.title}</h3>
        <p className="muted">
          <time dateTime={opened.createdAt}>{formatDateTime(opened.createdAt)}</time>
        </p>
        <p className={styles.body}>{opened.body}</p>
        {error && (
          <p role="alert" className="inline-alert">
            {failure(error, t('messages.failed'))}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setOpened(null)}>
            {t('messages.back')}
          </button>
          <button
            type="button"
            className="button"
            disabled={remove.isPending}
            onClick={() => onDelete(opened)}
          >
            {t('messages.delete')}
          </button>
        </div>
      </article>
    );
  }

  return (
    <div className={styles.inbox}>
      <div className={styles.toolbar}>
        <input
          id={unreadId}
          type="checkbox"
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.target.checked);
            setPageNo(1);
          }}
        />
        <label htmlFor={unreadId}>{t('messages.unreadOnly')}</label>
        {page && (
          <span className="muted" aria-live="polite">
            {t('messages.unreadCount', { count: page.unreadCount })}
          </span>
        )}
        <button
          type="button"
          className="button"
          disabled={!page || page.unreadCount === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('messages.readAll')}
        </button>
      </div>
      {error && (
        <p role="alert" className="inline-alert">
          {failure(error, t('messages.failed'))}
        </p>
      )}
      <QueryStatus query={query} />
      {page && page.content.length === 0 && <p className="muted">{t('messages.empty')}</p>}
      {page && page.content.length > 0 && (
        <ul className={styles.list} aria-label={t('messages.list')}>
          {page.content.map((message) => (
            <li key={message.id} className={message.read ? styles.read : styles.unread}>
              <button
                type="button"
                className={styles.open}
                disabled={open.isPending}
                onClick={() => onOpen(message)}
              >
                {!message.read && (
                  <span className={styles.dot}>
                    <span className="visually-hidden">{t('messages.unread')}: </span>
                  </span>
                )}
                <span className={styles.title}>{message.title}</span>
                <time className="muted" dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt)}
                </time>
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('messages.deleteOne', { title: message.title })}
                disabled={remove.isPending}
                onClick={() => onDelete(message)}
              >
                {t('messages.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {page && (
        <Pager
          label={t('messages.pages')}
          pageNo={pageNo}
          totalPages={page.totalPages}
          onPage={setPageNo}
          busy={query.isFetching}
        />
      )}
    </div>
  );
}
