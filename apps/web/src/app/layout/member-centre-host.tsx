import type { Language } from '@openlobby/contract/language';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasMemberCentreStrings, loadMemberCentreStrings } from '../../lib/i18n/i18n';
import { useMemberCentreStore } from '../../stores/member-centre-store';
import { useSessionStore } from '../../stores/session-store';

const OpenMemberCentre = lazy(() =>
  import('./open-member-centre').then((m) => ({ default: m.OpenMemberCentre })),
);

/**
 * Shows the member centre over any page while its flag is set (spec §4 "Overlays"), for a
 * logged-in member who is not on trial (spec §6). Its code loads only when it opens; a
 * logout closes it.
 */
export function MemberCentreHost() {
  const mcShow = useMemberCentreStore((s) => s.mcShow);
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  const close = useMemberCentreStore((s) => s.close);
  const language = useSessionStore((s) => s.language);
  const allowed = isLogin && !isTrial;
  const stringsIn = useMemberCentreStrings(mcShow && allowed ? language : null);
  useEffect(() => {
    if (!allowed) close();
  }, [allowed, close]);
  if (!mcShow || !allowed || !stringsIn) return null;
  return (
    <Suspense fallback={null}>
      <OpenMemberCentre />
    </Suspense>
  );
}

/**
 * True once the member centre's strings of `language` are in; asks for them the first time
 * the centre opens in a language (null: not open, nothing to load). A failed download
 * still lets the centre open, on its keys, rather than leave a click without an answer.
 */
function useMemberCentreStrings(language: Language | null): boolean {
  const [settled, setSettled] = useState<Language | null>(null);
  useEffect(() => {
    if (!language || hasMemberCentreStrings(language)) return;
    let live = true;
    const done = () => {
      if (live) setSettled(language);
    };
    loadMemberCentreStrings(language).then(done, done);
    return () => {
      live = false;
    };
  }, [language]);
  return language !== null && (hasMemberCentreStrings(language) || settled === language);
}
