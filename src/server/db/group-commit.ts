export interface GroupCommitOptions {
  /** Most items in one commit; the rest wait for the next one. */
  maxBatch?: number
}

export interface GroupCommit<In, Out> {
  /** Resolves with this item's result once its whole batch is committed; rejects if the batch failed. */
  submit: (item: In) => Promise<Out>
}

interface Waiting<In, Out> {
  item: In
  resolve: (out: Out) => void
  reject: (error: unknown) => void
}

/**
 * Group commit: items submitted while a commit is in flight (or within one tick) go into the
 * next commit together, so N concurrent writers cost one transaction instead of N. `commit` gets the
 * batch in submission order and must return one result per item, in the same order; callers are
 * settled in that order. One commit runs at a time.
 */
export function createGroupCommit<In, Out>(
  commit: (items: In[]) => Promise<Out[]>,
  { maxBatch = 500 }: GroupCommitOptions = {},
): GroupCommit<In, Out> {
  let queue: Waiting<In, Out>[] = []
  let scheduled = false
  let running: Promise<void> | undefined

  async function run(batch: Waiting<In, Out>[]) {
    try {
      const results = await commit(batch.map((w) => w.item))
      if (results.length !== batch.length) throw new Error(`group commit returned ${results.length} results for ${batch.length} items`)
      batch.forEach((w, i) => w.resolve(results[i]!))
    } catch (error) {
      for (const w of batch) w.reject(error)
    }
  }

  function flush() {
    scheduled = false
    if (running || queue.length === 0) return
    const batch = queue.slice(0, maxBatch)
    queue = queue.slice(batch.length)
    running = run(batch).finally(() => {
      running = undefined
      // Whatever arrived meanwhile is the next batch, without waiting for another window.
      if (queue.length > 0) flush()
    })
  }

  function schedule() {
    if (scheduled || running) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    submit(item) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        schedule()
      })
    },
  }
}
