// The games module's public entry: the catalogue, lists, favourites, launch, navigation.
export { default } from './plugin';
export { default as vendorRoutes } from './vendor-routes';
export type { CatalogueSnapshot, GameCatalogue } from './catalogue';
export { gameIconUrl } from './game-items';
export { listCategorySummaries, setCategoryEnabled } from './vendor-repository';
export { gameQuotas } from './quotas';
