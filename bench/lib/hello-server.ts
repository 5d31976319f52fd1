// A bare Fastify hello route: the baseline P5 compares the site's endpoints against.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 3298);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
