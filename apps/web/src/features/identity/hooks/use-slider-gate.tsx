import type { SliderChannel } from '@openlobby/contract/identity/human-check';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { SliderPuzzle } from '../components/slider-puzzle';

/** The visitor closed the slider dialog; the action it guarded does not go ahead. */
export class SliderCancelled extends Error {
  constructor() {
    super('Slider verification cancelled');
    this.name = 'SliderCancelled';
  }
}

type Pending = {
  channel: SliderChannel;
  resolve: (token: string) => void;
  reject: (error: Error) => void;
};

/**
 * Spec §7: logging in, sending a code and registering first pass the slider. `verify`
 * opens the slider dialog and resolves with its single-use token; render `dialog`.
 */
export function useSliderGate(): {
  verify: (channel: SliderChannel) => Promise<string>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const verify = useCallback(
    (channel: SliderChannel) =>
      new Promise<string>((resolve, reject) => {
        pendingRef.current?.reject(new SliderCancelled());
        const next = { channel, resolve, reject };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const finish = (token: string | null) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (!current) return;
    if (token) current.resolve(token);
    else current.reject(new SliderCancelled());
  };

  const dialog = (
    <AppDialog
      name="sliderVerification"
      open={pending !== null}
      title={t('identity.slider.title')}
      size="small"
      onClose={() => finish(null)}
    >
      {pending && <SliderPuzzle channel={pending.channel} onVerified={(token) => finish(token)} />}
    </AppDialog>
  );
  return { verify, dialog };
}
