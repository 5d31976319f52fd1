import type { LoginValue } from '@openlobby/contract/identity/session';
import { useState } from 'react';
import type { VerificationChallenge } from '../api/types';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSliderGate } from '../hooks/use-slider-gate';
import { PasswordLoginForm, type LoginFormHandlers } from './password-login-form';
import { LazyVerificationDialog } from './lazy-verification-dialog';

/**
 * The agent login of /agentHome (spec §6): the site's username login — slider, captcha
 * after failures, new-IP verification — sent with `agentLogin`, so a non-agent is told
 * "Non-agents cannot log in" (AGENT_ONLY) in its language and stays logged out. On success
 * the agent lands on /agentHome like any agent login, where the agent centre opens.
 */
export function AgentLoginForm() {
  const slider = useSliderGate();
  const completeLogin = useCompleteLogin();
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const finish = (value: LoginValue) => completeLogin(value, 'username');
  const handlers: LoginFormHandlers = {
    verify: slider.verify,
    onSuccess: finish,
    onChallenge: setChallenge,
  };
  return (
    <>
      <PasswordLoginForm handlers={handlers} agentLogin />
      {slider.dialog}
      <LazyVerificationDialog
        challenge={challenge}
        onClose={() => setChallenge(null)}
        onSuccess={async (value) => {
          setChallenge(null);
          await finish(value);
        }}
      />
    </>
  );
}
