import type { RouteName } from '@openlobby/contract/routes';

/** Route metadata; `routeName` is what the scroll handling compares between navigations. */
export type RouteHandle = { routeName: RouteName | 'notFound' };
