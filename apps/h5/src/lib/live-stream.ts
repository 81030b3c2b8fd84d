/**
 * One server-sent-events connection that stays up: when it fails it is closed and opened again
 * after a growing, jittered delay (1 s, 2 s, 4 s … at most 30 s), reset once a connection opens.
 * A dropped connection first gets EventSource's own retry (it sends Last-Event-ID, so the server
 * replays what was missed); an HTTP error ends EventSource for good, and a few failed native
 * retries in a row mean the server is away — both switch to our backoff.
 */
export interface LiveStreamOptions {
  url: string;
  /** Named events to listen to besides the default `message`. */
  events?: readonly string[];
  onEvent: (type: string, data: string) => void;
  onOpen?: () => void;
  /** Injected in tests. */
  create?: (url: string) => EventSource;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
  random?: () => number;
}

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  // ±20 % so many phones do not reconnect in step after a server restart.
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** EventSource.CLOSED (the constant is not there in tests' fakes or every runtime). */
const CLOSED = 2;
/** Native retries allowed in a row before our own backoff takes over. */
const NATIVE_RETRIES = 3;

export interface LiveStream {
  close(): void;
  readonly attempts: number;
}

export function openLiveStream(opts: LiveStreamOptions): LiveStream {
  const create = opts.create ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  const setTimer = opts.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let source: EventSource | null = null;
  let timer: unknown = null;
  let attempts = 0;
  let closed = false;
  let nativeFailures = 0;

  const connect = () => {
    timer = null;
    if (closed) return;
    const es = create(opts.url);
    source = es;
    es.onopen = () => {
      attempts = 0;
      nativeFailures = 0;
      opts.onOpen?.();
    };
    es.onmessage = (ev) => opts.onEvent('message', String(ev.data));
    for (const type of opts.events ?? [])
      es.addEventListener(type, (ev) => opts.onEvent(type, String((ev as MessageEvent).data)));
    es.onerror = () => {
      if (source !== es) return;
      if (es.readyState !== CLOSED && nativeFailures < NATIVE_RETRIES) {
        nativeFailures += 1;
        return;
      }
      nativeFailures = 0;
      es.close();
      source = null;
      if (closed) return;
      timer = setTimer(connect, backoffDelay(attempts, opts.random));
      attempts += 1;
    };
  };
  connect();

  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      source?.close();
      source = null;
    },
    get attempts() {
      return attempts;
    },
  };
}
