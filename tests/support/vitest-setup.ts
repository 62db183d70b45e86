// Fail a test that logs a React or runtime error instead of letting it scroll by. Test files share their
// worker's modules (isolate: false), so this setup runs once per file in the same process: wrap only once.
const failing = Symbol.for('tio.console-error-fails')
const consoleError = console.error as typeof console.error & { [failing]?: true }
if (!consoleError[failing]) {
  const wrapped = (...args: unknown[]) => {
    consoleError(...args)
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  }
  console.error = Object.assign(wrapped, { [failing]: true as const })
}
