/**
 * A test's live subscriber: opens /api/message/stream over real HTTP (fetch) with a session
 * cookie and collects the Server-Sent Events, so tests can assert what was pushed and what not.
 */
export interface SseEvent {
  event: string;
  id: string;
  data: string;
}

export class SseClient {
  readonly events: SseEvent[] = [];
  ended = false;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];

  private constructor() {}

  /** Connects and waits for the `ready` event (the subscription is registered). */
  static async open(base: string, cookie: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const c = new SseClient();
    const res = await fetch(`${base}/api/message/stream`, { headers: { cookie, ...headers }, signal: c.abort.signal });
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
    void c.read(res.body);
    await c.waitFor((e) => e.event === 'ready');
    return c;
  }

  /** Messages received (the `message` events' data). */
  get messages(): { id: string; title: string; category: string; kind: string; link: string; batchId: string }[] {
    return this.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as never);
  }

  async waitFor(pred: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.events.find(pred);
      if (hit) return hit;
      if (this.ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async waitEnd(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('stream still open');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const e: SseEvent = { event: 'message', id: '', data: '' };
          let any = false;
          for (const line of block.split('\n')) {
            const m = /^([a-z]+): ?(.*)$/i.exec(line);
            if (!m || line.startsWith(':')) continue;
            any = true;
            if (m[1] === 'event') e.event = m[2]!;
            else if (m[1] === 'id') e.id = m[2]!;
            else if (m[1] === 'data') e.data += m[2]!;
          }
          if (any && (e.data !== '' || e.event !== 'message')) this.events.push(e);
        }
        this.wake();
      }
    } catch {
      // aborted by close()
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
