import { maintenanceMessage, regionBlockedMessage } from '@openlobby/contract/status-messages';
import { gameLaunchEn, gameListEn } from './games-en';
import { identityEn } from './identity-en';
import type { LocaleResources } from './pt';

/** English; typed by the Portuguese resources so no key is missing. */
export const en: LocaleResources = {
  common: {
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    confirm: 'Confirm',
    siteName: 'OpenLobby',
    retry: 'Retry',
    loading: 'Loading…',
    loadFailed: 'This information could not be loaded.',
    pager: { previous: 'Previous', next: 'Next', pageOf: 'Page {{page}} of {{total}}' },
    language: {
      label: 'Language',
      names: { pt: 'Português', en: 'English' },
    },
  },
  identity: identityEn,
  gameList: gameListEn,
  gameLaunch: gameLaunchEn,
  layout: { skipToContent: 'Skip to content' },
  header: {
    login: 'Log in',
    register: 'Register',
    agentCentre: 'Agent centre',
    invite: 'Invite friends',
  },
  navigation: {
    label: 'Games',
    entries: { home: 'Home', promotions: 'Promotions' },
  },
  footer: {
    help: {
      title: 'Help',
      links: {
        about: 'About us',
        terms: 'Terms and conditions',
        privacy: 'Privacy policy',
        'responsible-gaming': 'Responsible gaming',
        faq: 'FAQ',
      },
    },
    products: { title: 'Products' },
    providers: { title: 'Providers' },
    payments: {
      title: 'Payment methods',
      badges: {
        PIX: 'Pix',
        BOLETO: 'Boleto bancário',
        VISA: 'Visa',
        MASTERCARD: 'Mastercard',
        USDT: 'USDT (Tether)',
        BANK: 'Bank transfer',
      },
    },
    qualifications: {
      title: 'Qualification',
      badges: {
        AGE18: 'Over 18 only',
        RESPONSIBLE: 'Responsible gaming',
        FAIRPLAY: 'Fair play',
        SSL: 'SSL secure connection',
      },
    },
    copyright: '© {{year}} OpenLobby. All rights reserved.',
  },
  systemStatus: {
    maintenance: {
      title: 'System under maintenance',
      message: maintenanceMessage.en,
      endsAt: 'Expected to end:',
    },
    customerService: 'Customer service',
    region: {
      title: 'Access restricted',
      message: regionBlockedMessage.en,
      ip: 'Your IP address',
      country: 'Country',
    },
    error: {
      title: 'Network link abnormal',
      message: 'The server could not be reached. Check your connection and try again.',
    },
  },
  home: { title: 'Home' },
  gameCenter: {
    vendorsLabel: 'Providers',
    noVendors: 'No provider is available in this category right now.',
    startFailed: 'This provider could not be opened right now. Please try again.',
    play: 'Play {{name}}',
    playShort: 'Play',
  },
  pages: {
    down: { title: 'Download the app' },
    help: { title: 'Help centre' },
    cockfight: { title: 'Cockfight' },
    sports: { title: 'Sports' },
    esports: { title: 'E-sports' },
    rng: { title: 'Slots' },
    live: { title: 'Live casino' },
    fish: { title: 'Fishing' },
    pvp: { title: 'Poker' },
    inHouse: { title: 'In-house games' },
    hot: { title: 'Hot games' },
    lottery: { title: 'Lottery' },
    seaLottery: { title: 'SEA lottery' },
    vnLottery: { title: 'Vietnamese lottery' },
    promotions: { title: 'Promotions' },
    pointMall: { title: 'Points mall' },
    seamless: { title: 'Seamless games' },
    sponsor: { title: 'Sponsorship' },
    description: { title: 'Description' },
    agentHome: { title: 'Agent centre' },
    u9w: { title: 'U9W sports' },
    gameListCenter: { title: 'Game list' },
    notFound: {
      title: 'Page not found',
      message: 'The address you opened does not exist or has moved.',
      home: 'Back to home',
    },
  },
  errors: {
    chunk: {
      title: 'This page could not be loaded',
      message: 'Check your connection and try again.',
    },
    timeout: {
      title: 'Page load timeout',
      message: 'The page took too long to load. Please try again.',
    },
    unexpected: {
      title: 'Something went wrong',
      message: 'An unexpected error occurred. Please try again.',
    },
  },
};
