import type { ResponsibleGamingResources } from './responsible-gaming-pt';

/** English strings of the member centre's responsible-gaming view (issue 17, ADR 032). */
export const responsibleGamingEn: ResponsibleGamingResources = {
  intro:
    'Set limits on your play, take a break or self-exclude. A new or lower limit applies at once; a higher limit or a removal only after {{hours}} hours and your confirmation then.',
  limits: {
    title: 'Limits',
    kinds: {
      deposit: 'Deposits',
      loss: 'Losses (stakes − winnings)',
      wager: 'Stakes',
      session: 'Session time',
    },
    windows: { day: 'per day', week: 'per week', month: 'per month' },
    current: 'Current limit',
    none: 'No limit',
    used: 'Used',
    minutes: '{{count}} min',
    newValue: 'New limit: {{name}}',
    set: 'Save',
    setLabel: 'Save limit: {{name}}',
    remove: 'Remove',
    removeLabel: 'Remove limit: {{name}}',
    pending: 'Pending: {{value}}, can be confirmed from {{time}}',
    pendingRemoval: 'Removal pending, can be confirmed from {{time}}',
    confirm: 'Confirm',
    confirmLabel: 'Confirm change: {{name}}',
    cancel: 'Withdraw',
    cancelLabel: 'Withdraw change: {{name}}',
    invalidAmount: 'Enter an amount greater than zero, such as {{example}}.',
    invalidMinutes: 'Enter a whole number of minutes, from 1 to 1,440.',
    saved: 'Limit saved.',
  },
  exclusion: {
    title: 'Time-out and self-exclusion',
    warning:
      'Warning: once you confirm, you are logged out on every device at once and cannot log in, bet or deposit until the period ends. Nobody can end it early, not even support. Pending withdrawals are still paid.',
    kind: 'Kind',
    timeout: 'Time-out (24 hours to 6 weeks)',
    selfExclusion: 'Self-exclusion (6 months to 5 years, or no end)',
    length: 'Length',
    hours: '{{count}} hours',
    days: '{{count}} days',
    weeks: '{{count}} weeks',
    months: '{{count}} months',
    years: '{{count}} years',
    indefinite: 'No end date',
    password: 'Login password',
    passwordRequired: 'Enter your password.',
    submit: 'Confirm and log out',
    done: 'Your account is on a break until {{until}}.',
  },
};
