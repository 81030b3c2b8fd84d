/**
 * Each request's logger (`req.log`) becomes a pino child carrying the request's id only when it
 * first logs at a level that is on. Fastify makes that child for every request; when the level
 * hides the per-request lines (LOG_LEVEL=warn or error on a busy server), most requests log
 * nothing, and the child was made for nothing.
 */
import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type Options = Parameters<FastifyBaseLogger['child']>[1];
/** Fastify's logger is pino, which says whether a level is on. */
type Pino = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class RequestLog {
  private made: Pino | undefined;

  constructor(
    private readonly parent: Pino,
    private readonly bindings: Bindings,
  ) {}

  private get real(): Pino {
    return (this.made ??= this.parent.child(this.bindings) as Pino);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: Options): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const log = this.real;
    (log[level] as (...a: unknown[]) => void).apply(log, args);
  }
}

export const lazyRequestLog = (logger: FastifyBaseLogger, bindings: Bindings, options: NonNullable<Options>): FastifyBaseLogger =>
  // A route's own level or serializers, or no logging at all: the child Fastify would make.
  Object.keys(options).length > 0 || typeof (logger as Partial<Pino>).isLevelEnabled !== 'function'
    ? logger.child(bindings, options)
    : (new RequestLog(logger as Pino, bindings) as unknown as FastifyBaseLogger);
