import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLog } from '../src/platform/request-log.js';

async function serverLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLog, disableRequestLogging: true });
  app.get('/', async (req) => {
    req.log.info({ step: 1 }, 'hidden unless info');
    req.log.warn({ step: 2 }, 'always');
    req.log.child({ part: 'inner' }).warn('from a child');
    return { level: req.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('log at the levels that are on, each line with its request id, as pino children did', async () => {
    const { app, lines } = await serverLogging('warn');
    const res = await app.inject({ url: '/' });
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => l.msg)).toEqual(['always', 'from a child']);
    expect(lines[0]).toMatchObject({ reqId: expect.any(String), step: 2, level: 40 });
    expect(lines[1]).toMatchObject({ reqId: lines[0]!.reqId, part: 'inner' });
    await app.inject({ url: '/' });
    expect(lines[2]!.reqId).not.toBe(lines[0]!.reqId);
  });

  it('show info lines when info is on', async () => {
    const { app, lines } = await serverLogging('info');
    await app.inject({ url: '/' });
    expect(lines.map((l) => l.msg)).toEqual(['hidden unless info', 'always', 'from a child']);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(1);
  });
});
