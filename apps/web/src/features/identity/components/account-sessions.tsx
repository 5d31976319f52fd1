import type { MemberSession } from '@openlobby/contract/identity/account';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/account';
import { deviceParts } from './account-device';
import styles from './account-view.module.css';

/**
 * Where the member is logged in (the current session marked) with a log-out for each other
 * one and for all of them at once, and the recent logins: time, IP and device.
 */
export function AccountSessions() {
  const { t } = useTranslation();
  const id = useId();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const device = (userAgent: string | null) => {
    const parts = deviceParts(userAgent);
    return parts ? t('account.sessions.onOs', parts) : t('account.sessions.unknownDevice');
  };
  const run = async (action: () => Promise<string>) => {
    setNotice(null);
    setFailure(null);
    try {
      setNotice(await action());
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.errorCode !== 'NETWORK'
          ? error.message
          : t('account.failed'),
      );
    }
  };

  const live = sessions.data?.sessions ?? [];
  const others = live.filter((s) => !s.current).length;
  const row = (session: MemberSession) => (
    <tr key={session.id} className={session.current ? styles.current : undefined}>
      <td title={session.userAgent ?? undefined}>{device(session.userAgent)}</td>
      <td>{session.ip}</td>
      <td>{formatDateTime(session.createdAt)}</td>
      <td>{formatDateTime(session.lastSeenAt)}</td>
      <td>
        {session.current ? (
          t('account.sessions.current')
        ) : (
          <button
            type="button"
            className="button"
            aria-label={t('account.sessions.end', { device: device(session.userAgent) })}
            disabled={endOne.isPending}
            onClick={() =>
              void run(async () => {
                await endOne.mutateAsync(session.id);
                return t('account.sessions.ended');
              })
            }
          >
            {t('account.sessions.endShort')}
          </button>
        )}
      </td>
    </tr>
  );

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-sessions`}>
        <h3 id={`${id}-sessions`}>{t('account.sections.sessions')}</h3>
        <QueryStatus query={sessions} />
        {live.length > 0 && (
          <table className={styles.table} tabIndex={0} aria-labelledby={`${id}-sessions`}>
            <thead>
              <tr>
                <th scope="col">{t('account.sessions.device')}</th>
                <th scope="col">{t('account.sessions.ip')}</th>
                <th scope="col">{t('account.sessions.started')}</th>
                <th scope="col">{t('account.sessions.lastSeen')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('account.sessions.endShort')}</span>
                </th>
              </tr>
            </thead>
            <tbody>{live.map(row)}</tbody>
          </table>
        )}
        <div>
          <button
            type="button"
            className="button"
            disabled={others === 0 || endOthers.isPending}
            onClick={() =>
              void run(async () => {
                const { ended } = await endOthers.mutateAsync();
                return t('account.sessions.endedOthers', { count: ended });
              })
            }
          >
            {t('account.sessions.endOthers')}
          </button>
        </div>
        {notice && <p role="status">{notice}</p>}
        {failure && (
          <p role="alert" className="inline-alert">
            {failure}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${id}-logins`}>
        <h3 id={`${id}-logins`}>{t('account.sections.logins')}</h3>
        {sessions.data && sessions.data.logins.length === 0 && (
          <p className="muted">{t('account.sessions.noLogins')}</p>
        )}
        {sessions.data && sessions.data.logins.length > 0 && (
          <table className={styles.table} tabIndex={0} aria-labelledby={`${id}-logins`}>
            <thead>
              <tr>
                <th scope="col">{t('account.sessions.time')}</th>
                <th scope="col">{t('account.sessions.ip')}</th>
                <th scope="col">{t('account.sessions.device')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.logins.map((login, i) => (
                <tr key={`${login.at}-${i}`}>
                  <td>{formatDateTime(login.at)}</td>
                  <td>{login.ip}</td>
                  <td title={login.userAgent ?? undefined}>{device(login.userAgent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
