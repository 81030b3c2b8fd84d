/** An in-memory Storage for tests of the storage rules. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  /** When set, setItem throws like a full browser storage. */
  full = false;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}
