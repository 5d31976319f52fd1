import fp from 'fastify-plugin';
import { GameCatalogue } from './catalogue';
import favoriteRoutes from './favorite-routes';
import iconRoutes from './icon-routes';
import listRoutes from './list-routes';
import gamesOperatorRoutes from './operator-routes';
import playRoutes from './play-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The available games, in memory, refreshed when the catalogue's revision moves. */
    gameCatalogue: GameCatalogue;
  }
}

export type GamesPluginOptions = {
  /** PUBLIC_IMAGE_BASE: game icons are served under it like vendor logos. */
  publicImageBase: string;
};

/**
 * The game catalogue: lists, favourites, recent games, PVP rooms, launching and icons
 * (spec §7 "Games"). The vendor categories of the navigation stay in vendor-routes.ts; the
 * operator shows or hides them through operator-routes.ts.
 */
export default fp<GamesPluginOptions>(
  async (app, { publicImageBase }) => {
    const catalogue = new GameCatalogue(app.db);
    app.decorate('gameCatalogue', catalogue);
    // An operator change anywhere: check the revision now rather than within the second.
    app.invalidation.subscribe('operator-change', () => catalogue.expire());
    const options = { imageBase: publicImageBase };
    await app.register(listRoutes, options);
    await app.register(favoriteRoutes, options);
    await app.register(playRoutes, options);
    await app.register(iconRoutes);
    await app.registerOperatorRoutes(gamesOperatorRoutes);
  },
  { name: 'games', dependencies: ['db', 'invalidation', 'sessions', 'operator-api'] },
);
