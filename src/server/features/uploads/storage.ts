import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

/**
 * Where finished files live. Local disk now; object storage later implements the same four calls.
 * Keys are the files' fullPath (`{bucket}/{ownerId}/{fileId}`), never user input.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>
  /** A web stream of the content, or null when the key does not exist. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>
  remove(key: string): Promise<void>
  exists(key: string): Promise<boolean>
}

/** DATA_DIR/files/{key} on the local disk. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key)
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`)
    return full
  }
  return {
    async put(key, data) {
      const full = resolve(key)
      await mkdir(path.dirname(full), { recursive: true })
      // Write then rename would be atomic; files are immutable and written once, so a plain write is enough.
      await writeFile(full, data)
    },
    async read(key) {
      const full = resolve(key)
      try {
        await stat(full)
      } catch {
        return null
      }
      return Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>
    },
    async remove(key) {
      await rm(resolve(key), { force: true })
    },
    async exists(key) {
      try {
        await stat(resolve(key))
        return true
      } catch {
        return false
      }
    },
  }
}
