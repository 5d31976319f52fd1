import fp from 'fastify-plugin';
import announcementRoutes from './announcement-routes';
import contentOperatorRoutes from './operator-routes';
import helpOperatorRoutes from './help-operator-routes';
import helpRoutes from './help-routes';
import bannerOperatorRoutes from './banner-operator-routes';
import bannerRoutes from './banner-routes';
import downloadRoutes from './download-routes';
import supportRoutes from './support-routes';
import supportOperatorRoutes from './support-operator-routes';
import chatRoutes from './chat-routes';
import feedbackRoutes from './feedback-routes';
import feedbackOperatorRoutes from './feedback-operator-routes';
import sitePagesRoutes from './site-pages-routes';
import sitePagesOperatorRoutes from './site-pages-operator-routes';
import winnerRoutes, { type WinnerRoutesOptions } from './winner-routes';

/** Site content (spec §7 "Announcements and support", ADR 012). */
export default fp<{ home: WinnerRoutesOptions }>(
  async (app, { home }) => {
    // Home page (banners, winner board, app download; spec §1, §9).
    await app.register(bannerRoutes);
    await app.registerOperatorRoutes(bannerOperatorRoutes);
    await app.register(winnerRoutes, home);
    await app.register(downloadRoutes);
    await app.register(announcementRoutes);
    await app.registerOperatorRoutes(contentOperatorRoutes);
    await app.register(helpRoutes);
    await app.registerOperatorRoutes(helpOperatorRoutes);
    // /sponsor and /description (spec §2).
    await app.register(sitePagesRoutes);
    await app.registerOperatorRoutes(sitePagesOperatorRoutes);
    // Customer service, social links, live chat and feedback (spec §2, §7; S5).
    await app.register(supportRoutes);
    await app.registerOperatorRoutes(supportOperatorRoutes);
    await app.register(chatRoutes);
    await app.register(feedbackRoutes);
    await app.registerOperatorRoutes(feedbackOperatorRoutes);
  },
  { name: 'content', dependencies: ['db', 'invalidation', 'sessions', 'operator-api'] },
);
