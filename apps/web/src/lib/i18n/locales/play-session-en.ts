import type { PlaySessionResources } from './play-session-pt';

/** English strings of the play session (issue 17, ADR 033). */
export const playSessionEn: PlaySessionResources = {
  bar: {
    label: 'Play session',
    clock: 'Session time',
    net: 'Session net',
    settings: 'Reality check',
  },
  check: {
    title: 'Reality check',
    intro: 'You have been playing since you logged in. Here is how your session stands:',
    elapsed: 'Time played',
    stakes: 'Staked',
    winnings: 'Winnings',
    net: 'Net position',
    continue: 'Continue playing',
    logout: 'Log out',
    failed: 'That could not be recorded just now. Please try again.',
  },
  setting: {
    legend: 'Reality-check reminder',
    hint: 'At each interval, play pauses and shows your time and results since you logged in.',
    off: 'Off',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    save: 'Save',
    saved: 'Saved.',
    close: 'Close',
  },
  login: {
    lastLogin: 'Your last login: {{when}}',
    welcome: 'Welcome! You can set deposit, loss and session-time limits at any time.',
    setLimits: 'Set limits',
    dismiss: 'Dismiss',
  },
};
