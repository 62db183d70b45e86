/** Bytes per chunk: large enough that 100,000 experts take a few dozen, small enough that growing never copies much. */
const CHUNK_BYTES = 4 * 1024 * 1024

/**
 * Each slot's public record as UTF-8 JSON, outside the JavaScript heap: written once when the expert
 * is stored, so an answer copies bytes instead of joining and encoding strings per request (that was
 * a tenth of a search's server time, and most of its garbage). A slot's bytes sit in one chunk; a
 * replaced or removed expert's bytes stay until the store compacts.
 */
export class JsonArena {
  private chunks: Buffer[] = []
  /** bytes used in the last chunk */
  private used = 0
  private chunkOf = new Uint32Array(0)
  private startOf = new Uint32Array(0)
  private lengthOf = new Uint32Array(0)

  /** Makes room for `capacity` slots. */
  grow(capacity: number): void {
    if (capacity <= this.chunkOf.length) return
    const widen = (old: Uint32Array) => {
      const next = new Uint32Array(capacity)
      next.set(old)
      return next
    }
    this.chunkOf = widen(this.chunkOf)
    this.startOf = widen(this.startOf)
    this.lengthOf = widen(this.lengthOf)
  }

  /** Stores slot's JSON text (replacing nothing: a slot is written once until compaction). */
  put(slot: number, json: string): void {
    this.append(slot, Buffer.byteLength(json), (chunk, at) => chunk.write(json, at, 'utf8'))
  }

  /** The slot's bytes (a view: valid until the next compaction). */
  bytes(slot: number): Uint8Array {
    const start = this.startOf[slot]!
    return this.chunks[this.chunkOf[slot]!]!.subarray(start, start + this.lengthOf[slot]!)
  }

  text(slot: number): string {
    const start = this.startOf[slot]!
    return this.chunks[this.chunkOf[slot]!]!.toString('utf8', start, start + this.lengthOf[slot]!)
  }

  /** Keeps the bytes of the slots compaction kept, under their new numbers (newSlot: old slot → new, -1 dropped). */
  compact(newSlot: Int32Array): void {
    const old = { chunks: this.chunks, chunkOf: this.chunkOf, startOf: this.startOf, lengthOf: this.lengthOf }
    this.chunks = []
    this.used = 0
    this.chunkOf = new Uint32Array(old.chunkOf.length)
    this.startOf = new Uint32Array(old.startOf.length)
    this.lengthOf = new Uint32Array(old.lengthOf.length)
    for (let s = 0; s < newSlot.length; s++) {
      const to = newSlot[s]!
      if (to < 0) continue
      const from = old.startOf[s]!
      const length = old.lengthOf[s]!
      this.append(to, length, (chunk, at) => old.chunks[old.chunkOf[s]!]!.copy(chunk, at, from, from + length))
    }
  }

  private append(slot: number, length: number, write: (chunk: Buffer, at: number) => number): void {
    let last = this.chunks.length - 1
    if (last < 0 || this.used + length > this.chunks[last]!.length) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, length)))
      this.used = 0
      last++
    }
    write(this.chunks[last]!, this.used)
    this.chunkOf[slot] = last
    this.startOf[slot] = this.used
    this.lengthOf[slot] = length
    this.used += length
  }
}
