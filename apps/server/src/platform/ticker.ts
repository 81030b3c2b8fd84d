/**
 * Work a server process does on a timer (scheduled notifications, agenda reminders): one run at
 * a time, a failure logged and the next tick tried again, and `stop` waiting for a run in progress
 * so shutdown never cuts one off. Several processes may tick at once: the work itself must claim
 * what it does with a conditional update.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Ticker {
  stop(): Promise<void>;
}

export function every(everyMs: number, work: () => Promise<unknown>, log: FastifyBaseLogger, failed: string): Ticker {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = work()
      .catch((err: unknown) => log.error({ err }, failed))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
