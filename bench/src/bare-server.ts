/** The yardstick: a bare Fastify route answering an envelope, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ e: 0, m: 'ok', d: {} }));
// The same request as a grab (POST, the id in the URL, cookie) answered with a refusal's envelope;
// and, for scale, the id in a form body instead.
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(body as string)));
});
app.post('/bare', async (req) => ({ e: 30001, m: 'sold out', d: { field: Object.keys((req.body ?? req.query) as object)[0] ?? '' } }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://127.0.0.1:${(app.server.address() as { port: number }).port} pid ${process.pid}`);
