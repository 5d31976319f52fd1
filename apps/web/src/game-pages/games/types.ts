import type { RoundResult } from '@openlobby/contract/in-house/schemas';
import type { GameApi } from '../api';

/** What the page around a game hands it. */
export type GameProps = {
  api: GameApi;
  currency: string;
  busy: boolean;
  /**
   * Runs a call with the page's busy flag and error line; undefined when it was refused
   * (the error is then shown).
   */
  act: <T>(call: () => Promise<T>) => Promise<T | undefined>;
  /** After a round step that moved money: balance, history, fairness, the site's header. */
  onRound: (result: RoundResult) => void;
};
