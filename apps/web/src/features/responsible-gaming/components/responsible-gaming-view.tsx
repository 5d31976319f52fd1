import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProtectionRules } from '../../../api/get-protection-rules';
import { ExclusionPanel } from './exclusion-panel';
import { LimitsPanel } from './limits-panel';
import styles from './responsible-gaming-view.module.css';

/**
 * The member centre's "Responsible gaming" view (issue 17, ADR 032): limits (C1), time-out
 * and self-exclusion (C4), with the reality-check interval (C3) that src/app passes in from
 * the play-session feature. The shell draws the heading; this is what goes beneath it.
 */
export function ResponsibleGamingView({ realityCheck }: { realityCheck?: ReactNode }) {
  const { t } = useTranslation();
  const rules = useProtectionRules();
  return (
    <div className={styles.view}>
      <p>{t('responsibleGaming.intro', { hours: rules.data?.coolingOffHours ?? 24 })}</p>
      <LimitsPanel />
      {realityCheck}
      <ExclusionPanel />
    </div>
  );
}
