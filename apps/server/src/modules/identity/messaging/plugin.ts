import fp from 'fastify-plugin';
import {
  OutboxMailTransport,
  OutboxSmsGateway,
  type MailTransport,
  type SmsGateway,
} from './gateways';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsGateway;
    mail: MailTransport;
  }
}

export type MessagingOptions = { sms?: SmsGateway | undefined; mail?: MailTransport | undefined };

/**
 * The SMS gateway and mail transport every module uses. No real provider is wired yet, so
 * the outbox implementations serve everywhere; in production that is logged at start-up.
 */
export default fp<MessagingOptions>(
  async (app, options) => {
    app.decorate('sms', options.sms ?? new OutboxSmsGateway(app.db));
    app.decorate('mail', options.mail ?? new OutboxMailTransport(app.db));
  },
  { name: 'messaging', dependencies: ['db'] },
);
