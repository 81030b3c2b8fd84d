/**
 * Change signals for process-local memos. The database stays the truth: a memo only spares a
 * read whose answer is known not to have changed. Each topic has a generation that this process
 * bumps after its own writes and, on PostgreSQL, after another process announces one (NOTIFY).
 *
 * A memo taken at generation g is good while the topic is still at g, the cross-process listener
 * (if any) has been up since, and the memo is younger than its maximum age: that age bounds how
 * late a change shows should an announcement be lost (a process that died between its commit
 * and its NOTIFY), and, with several processes on one SQLite file (which has no announcements),
 * how late another process's change shows.
 */
export class Signals {
  private readonly gens = new Map<string, number>();
  /** Bumped when announcements may have been missed: every memo of every topic is dropped. */
  private epoch = 0;
  private publisher: ((topic: string) => Promise<void>) | null = null;
  private listening: () => boolean = () => true;
  /** Handlers of targeted drops (`kind:id` topics), by kind. */
  private readonly drops = new Map<string, (id: string) => void>();

  /** The generation of a topic: any bump of it (or a gap in the announcements) changes it. */
  gen(topic: string): number {
    return this.epoch + (this.gens.get(topic) ?? 0);
  }

  /** Whether memos may be used now (false while another process's changes could go unheard). */
  get trusted(): boolean {
    return this.listening();
  }

  /** After this process committed a change of `topic`: drop the memos here and tell the others. */
  async bump(topic: string): Promise<void> {
    this.heard(topic);
    // The change is committed whatever happens here: a lost announcement shows late (the memo's
    // maximum age), it does not fail the request that made the change.
    await this.publisher?.(topic).catch(() => undefined);
  }

  /** Another process changed `topic` (an announcement arrived). */
  heard(topic: string): void {
    const colon = topic.indexOf(':');
    const drop = colon > 0 ? this.drops.get(topic.slice(0, colon)) : undefined;
    // A targeted drop keeps no generation (one per id would never be forgotten).
    if (drop) drop(topic.slice(colon + 1));
    else this.gens.set(topic, (this.gens.get(topic) ?? 0) + 1);
  }

  /**
   * Targeted drops: one thing of a kind changed (a session ended, an account changed). `drop`
   * tells the other processes, after this process dropped it itself; `onDrop` is what a
   * process does when it hears one. Kinds have no colon; ids may.
   */
  onDrop(kind: string, handler: (id: string) => void): void {
    this.drops.set(kind, handler);
  }

  async drop(kind: string, id: string): Promise<void> {
    await this.publisher?.(`${kind}:${id}`).catch(() => undefined);
  }

  /** Announcements may have been missed (the listener was away). */
  gap(): void {
    this.epoch++;
  }

  /** Wires the cross-process announcements (platform/notify on PostgreSQL). */
  connect(publish: (topic: string) => Promise<void>, listening: () => boolean): void {
    this.publisher = publish;
    this.listening = listening;
  }

  memo<V>(topic: string, maxAgeMs: number, maxEntries = 10_000): Memo<V> {
    return new Memo<V>(this, topic, maxAgeMs, maxEntries);
  }
}

interface Entry<V> {
  value: V;
  gen: number;
  at: number;
}

/** What a read answered, kept while its topic is unchanged. */
export class Memo<V> {
  private readonly map = new Map<string, Entry<V>>();

  constructor(
    private readonly signals: Signals,
    private readonly topic: string,
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.gen !== this.signals.gen(this.topic) || !this.signals.trusted || Date.now() - e.at > this.maxAgeMs) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Taken before the read whose answer may be kept: a change during the read voids it. */
  stamp(): { gen: number; at: number } {
    return { gen: this.signals.gen(this.topic), at: Date.now() };
  }

  set(key: string, value: V, stamp: { gen: number; at: number }): void {
    if (stamp.gen !== this.signals.gen(this.topic) || !this.signals.trusted) return;
    if (this.map.size >= this.maxEntries) this.map.clear();
    this.map.set(key, { value, gen: stamp.gen, at: stamp.at });
  }
}
