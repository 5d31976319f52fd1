import type { GameLaunchResources, GameListResources } from './games-pt';

/** English strings of the game lists and the game popup; typed by the Portuguese ones. */
export const gameListEn: GameListResources = {
  allProviders: 'All',
  gamesLabel: 'Games',
  count_one: '{{total}} game',
  count_other: '{{total}} games',
  loadingMore: 'Loading more games…',
  empty: 'No games found.',
  noFavorites: 'You have no favourites yet. Tap the heart on a game to keep it here.',
  noRecent: 'You have not played any game yet.',
  search: { label: 'Search games by name', placeholder: 'Search games' },
  classify: {
    label: 'Slot categories',
    ALL: 'All',
    SC: 'Scratch',
    VP: 'Video poker',
    JP: 'Jackpot',
    TG: 'Table games',
    AC: 'Arcade',
  },
  views: {
    label: 'Show',
    all: 'All games',
    favorites: 'Favourites',
    recent: 'Recently played',
  },
  pages: {
    label: 'Favourite pages',
    previous: 'Previous',
    next: 'Next',
    position: 'Page {{page}} of {{pages}}',
  },
  card: {
    favorite: 'Favourite: {{name}}',
    demo: 'Demo',
    demoLabel: 'Demo: {{name}}',
  },
  rooms: {
    title: 'Rooms',
    none: 'No room is open right now.',
    name: 'Room',
    minBet: 'Minimum bet',
    players: 'Players',
    actions: 'Actions',
    seats: '{{players}} of {{seats}}',
    join: 'Join',
    joinLabel: 'Join room {{name}}',
    more: 'Show more rooms ({{count}} more)',
  },
};

export const gameLaunchEn: GameLaunchResources = {
  demoTitle: '{{name}} (demo)',
  balance: 'Balance',
  demoBalance: 'Play money',
  fullscreen: 'Full screen',
  launching: 'Opening the game…',
  failed: 'The game could not be opened. Check your connection and try again.',
  vendorGames: '{{name}} games',
  noGames: 'This provider has no games available right now.',
  more: 'Show more games',
};
