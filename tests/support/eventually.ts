/** Waits (polling, no fixed sleep) until the condition holds, failing after `ms`. */
export async function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 1_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(value)?.slice(0, 300)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits until the clock has passed `after`: lists ordered by time then tell two writes apart. */
export async function nextMillisecond(after = Date.now()): Promise<void> {
  await eventually(
    () => Date.now(),
    (now) => now > after,
  )
}
