import type { HomeResources } from './home-pt';

/** English strings of the home page and the app-download page; typed by the Portuguese ones. */
export const homeEn: HomeResources = {
  banners: {
    label: 'Highlights',
    slide: 'Highlight {{index}} of {{total}}',
    previous: 'Previous highlight',
    next: 'Next highlight',
    goTo: 'Go to highlight {{index}}',
    cta: { PROMOTION: 'See offer', GAME: 'Play now', URL: 'Learn more' },
    newTab: 'opens in a new tab',
  },
  notices: { label: 'Notices', open: 'Open notice: {{title}}' },
  jackpot: { title: 'Jackpot' },
  winners: {
    title: 'Winners',
    entry: '{{name}} won {{amount}} on {{game}}',
    big: 'Big wins',
    bigEntry: '{{name}} on {{game}}',
    recent: 'Recent wins',
    empty: 'No winners yet.',
  },
  hot: { title: 'Hot games', previous: 'Previous games', next: 'Next games' },
  recommended: { title: 'Recommended' },
  pg: { title: 'PG Soft' },
  play: 'Play {{name}}',
  rebate: 'Rebate {{rate}}',
  noRebate: 'Rebate —',
  download: {
    title: 'Enjoy anytime & anywhere !!',
    ios: 'iOS app',
    android: 'Android app',
    qr: 'QR code to download the {{platform}} app',
    guide: 'How to install',
  },
  support: {
    title: 'Best Support',
    mission: 'Mission activity',
    agent: 'Agent',
    reward: 'Reward centre',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
  },
  down: {
    title: 'Download the app',
    intro:
      'Play on your phone: install the iOS or Android app, or the lite app, which is this site on your home screen.',
    ios: {
      title: 'iOS',
      steps: [
        'Point the iPhone camera at the QR code or tap “Open in the App Store”.',
        'Tap “Get” and confirm with Face ID, Touch ID or your passcode.',
        'Open the app and log in with your account.',
      ],
      open: 'Open in the App Store',
    },
    android: {
      title: 'Android',
      steps: [
        'Point the camera at the QR code or tap “Open in Google Play”.',
        'Tap “Install”.',
        'Open the app and log in with your account.',
      ],
      open: 'Open in Google Play',
    },
    lite: {
      title: 'Lite app',
      steps: [
        'Open this site in your phone’s browser.',
        'In Chrome (Android), tap the ⋮ menu, then “Install app” or “Add to Home screen”.',
        'In Safari (iPhone), tap Share, then “Add to Home Screen”.',
        'The icon opens the site full screen, like an app. Nothing but the site is installed.',
      ],
      install: 'Install the lite app',
    },
    notOffered: 'This app is not available right now.',
  },
};
