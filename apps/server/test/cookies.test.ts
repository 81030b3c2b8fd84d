import Fastify, { type RouteHandlerMethod } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installCookies } from '../src/platform/cookies.js';

async function appWith(route: RouteHandlerMethod) {
  const app = Fastify();
  installCookies(app);
  app.get('/', route);
  await app.ready();
  return app;
}

describe('cookies', () => {
  it('reads the request cookies, decoded, and an empty set when there are none', async () => {
    const app = await appWith(async (req) => ({ cookies: req.cookies }));
    const res = await app.inject({ url: '/', headers: { cookie: 'cp_sid=abc; name=%E5%BC%A0%E4%B8%89' } });
    expect(res.json()).toEqual({ cookies: { cp_sid: 'abc', name: '张三' } });
    expect((await app.inject({ url: '/' })).json()).toEqual({ cookies: {} });
  });

  it('sets several cookies, SameSite=Lax unless told otherwise, the last one of a name and path winning', async () => {
    const app = await appWith(async (_req, reply) => {
      reply.setCookie('a', '1', { httpOnly: true, maxAge: 60 });
      reply.setCookie('b', '2', { path: '/api/sso/', sameSite: 'strict' });
      reply.setCookie('a', '3', { httpOnly: true });
      reply.setCookie('a', '4', { path: '/other' });
      return {};
    });
    const res = await app.inject({ url: '/' });
    expect(res.headers['set-cookie']).toEqual([
      'b=2; Path=/api/sso/; SameSite=Strict',
      'a=3; HttpOnly; SameSite=Lax',
      'a=4; Path=/other; SameSite=Lax',
    ]);
    expect(res.cookies.map((c) => [c.name, c.value])).toEqual([['b', '2'], ['a', '3'], ['a', '4']]);
  });

  it('clears a cookie at its path, alongside a new one', async () => {
    const app = await appWith(async (_req, reply) => {
      reply.clearCookie('poll', { path: '/api/center/', httpOnly: true });
      reply.setCookie('cp_sid', 'new', { path: '/', httpOnly: true });
      return {};
    });
    const [cleared, session] = (await app.inject({ url: '/' })).cookies;
    expect(cleared).toMatchObject({ name: 'poll', value: '', path: '/api/center/', maxAge: 0 });
    expect(cleared!.expires?.getTime()).toBe(0);
    expect(session).toMatchObject({ name: 'cp_sid', value: 'new', path: '/', httpOnly: true });
  });
});
