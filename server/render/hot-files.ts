/**
 * A small in-process LRU of file bytes, bounded in total bytes. Only a cache:
 * storage holds every file, so another process (or a restart) just reads
 * from there. Files above `maxItem` bytes are not kept.
 */
export class HotFiles {
  private readonly files = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxItem: number,
  ) {}

  get(key: string): Buffer | undefined {
    const body = this.files.get(key);
    if (body) {
      // Most recently used last.
      this.files.delete(key);
      this.files.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.maxItem || this.files.has(key)) return;
    this.files.set(key, body);
    this.bytes += body.length;
    for (const [old, b] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(old);
      this.bytes -= b.length;
    }
  }

  get size(): number {
    return this.bytes;
  }
}
