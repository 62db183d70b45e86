import { test as base, type BrowserContext } from '@playwright/test'
import { signedInContext } from './accounts'

export { expect } from '@playwright/test'

/** `person(firstName, lastName)` (see test). */
export type PersonFixture = (firstName: string, lastName: string, options?: { baseURL?: string; verified?: boolean }) => Promise<Person>

type Person = Awaited<ReturnType<typeof signedInContext>>

/**
 * The browser tests' `test` with `person(firstName, lastName)`: a new browser context signed in as a
 * fresh account (on `baseURL`, if given), for tests with two or more people; closed when the test ends.
 */
export const test = base.extend<{ person: PersonFixture }>({
  person: async ({ browser }, use) => {
    const opened: BrowserContext[] = []
    await use(async (firstName, lastName, options) => {
      const someone = await signedInContext(browser, firstName, lastName, options)
      opened.push(someone.context)
      return someone
    })
    await Promise.all(opened.map((context) => context.close()))
  },
})
