import type { SliderChallenge, SliderChannel } from '@openlobby/contract/identity/human-check';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { answerSlider } from '../api/answer-slider';
import { getSliderChallenge } from '../api/get-slider-challenge';
import styles from './slider-puzzle.module.css';

type TrailPoint = { x: number; t: number };

/**
 * The slider verification of spec §7: drag the puzzle piece into the gap of the picture
 * (or move it with the arrow keys and press Enter). The server checks the position and
 * the trail and answers a single-use token for `channel`.
 */
export function SliderPuzzle({
  channel,
  onVerified,
}: {
  channel: SliderChannel;
  onVerified: (sliderToken: string) => void;
}) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [x, setX] = useState(0);
  const [pieceWidth, setPieceWidth] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trail = useRef<TrailPoint[]>([]);
  const startedAt = useRef<number | null>(null);
  const dragging = useRef<{ pointerX: number; startX: number } | null>(null);

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    getSliderChallenge(channel).then(
      (next) => {
        if (live) setChallenge(next);
      },
      (cause: unknown) => {
        if (live) setError(cause instanceof ApiError ? cause.message : t('common.loadFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [channel, version, t]);

  /** A new puzzle: every failed answer burns the challenge. */
  const load = () => {
    setChallenge(null);
    setX(0);
    trail.current = [];
    startedAt.current = null;
    setVersion((v) => v + 1);
  };

  const max = challenge ? Math.max(0, challenge.width - pieceWidth) : 0;

  const moveTo = (next: number) => {
    const clamped = Math.min(max, Math.max(0, Math.round(next)));
    const now = performance.now();
    startedAt.current ??= now;
    trail.current.push({ x: clamped, t: Math.round(now - startedAt.current) });
    setX(clamped);
  };

  const submit = async (finalX: number) => {
    if (!challenge || busy || trail.current.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const { sliderToken } = await answerSlider({
        challengeId: challenge.challengeId,
        x: finalX,
        trail: trail.current.slice(-500),
      });
      onVerified(sliderToken);
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.errorCode !== 'NETWORK'
          ? t('identity.slider.failed')
          : t('common.loadFailed'),
      );
      load();
    } finally {
      setBusy(false);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = { pointerX: event.clientX, startX: x };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(x);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    if (drag) moveTo(drag.startX + event.clientX - drag.pointerX);
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    dragging.current = null;
    void submit(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      Home: 0,
      End: max,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key] ?? x);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void submit(x);
    }
  };

  return (
    <div className={styles.puzzle} role="group" aria-label={t('identity.slider.puzzle')}>
      <p className="muted">{t('identity.slider.instructions')}</p>
      {challenge ? (
        <>
          <div
            className={styles.picture}
            style={{ width: challenge.width, height: challenge.height }}
          >
            <img src={challenge.background} alt="" width={challenge.width} />
            <img
              src={challenge.piece}
              alt=""
              className={styles.piece}
              style={{ left: x, top: challenge.pieceY }}
              onLoad={(event) => setPieceWidth(event.currentTarget.naturalWidth)}
            />
          </div>
          <div className={styles.track} style={{ width: challenge.width }}>
            <div
              role="slider"
              tabIndex={0}
              aria-label={t('identity.slider.handle')}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={x}
              aria-disabled={busy}
              className={styles.handle}
              style={{ left: x }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
            >
              <span aria-hidden="true">→</span>
            </div>
          </div>
        </>
      ) : (
        !error && <p role="status">{t('common.loading')}</p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="button" className="button" onClick={load} disabled={busy}>
        {t('identity.slider.refresh')}
      </button>
    </div>
  );
}
