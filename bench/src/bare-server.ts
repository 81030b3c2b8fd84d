/** The yardstick: a bare Fastify route answering an envelope, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ e: 0, m: 'ok', d: {} }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://127.0.0.1:${(app.server.address() as { port: number }).port} pid ${process.pid}`);
