import type { DepositResources } from './deposit-pt';

/** English strings of the member centre's deposit view. */
export const depositEn: DepositResources = {
  form: {
    channel: 'Payment method',
    amount: 'Amount',
    bounds: 'Minimum {{min}} · Maximum {{max}}',
    quickAmounts: 'Quick amounts',
    submit: 'Deposit',
    sending: 'Creating order…',
    noChannels: 'No deposit method is available at the moment.',
  },
  errors: {
    amountMissing: 'Enter an amount.',
    amountInvalid: 'Enter a valid amount with at most two decimals (e.g. 50.00).',
    amountUnder: 'The minimum deposit is {{min}}.',
    amountOver: 'The maximum deposit is {{max}}.',
    failed: 'The deposit could not be created. Please try again.',
  },
  order: {
    title: 'Current deposit',
    pending: 'Waiting for payment',
    pendingHint: 'Finish paying in the window that opened. This page updates by itself.',
    reopen: 'Open the payment page',
    popupBlocked: 'The browser blocked the payment window. Use the link below to open it.',
    paid: 'Credited',
    paidDetail: '{{amount}} credited to your balance.',
    failed: 'Payment cancelled or declined',
    expired: 'Payment time ran out',
    another: 'Make another deposit',
  },
  recent: {
    title: 'Recent deposits',
    empty: 'You have not made any deposits yet.',
  },
  status: {
    pending: 'Waiting for payment',
    paid: 'Credited',
    failed: 'Failed',
    expired: 'Expired',
  },
};
