// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CAROUSEL_EXPERT_COUNT,
  CAROUSEL_INTERVAL_MS,
  DEFAULT_AVATARS,
  PERIODIC_SYNC_INTERVAL_MS,
  PERIODIC_SYNC_TAG,
  RELOAD_AFTER_VERIFIED_MS,
  RESPONSE_RATES,
  RESULTS_MAX_HEIGHT,
  SERVICE_REGISTRATION_TIMEOUT_MS,
  VERIFICATION_POLL_MS,
} from '../shared/constants'
import { isPasswordValid } from '../shared/password'
import { expertApplicationDraftSchema } from '../shared/schemas/expert-application'
import { withTimeout } from './lib/with-timeout'
import { StarRating } from './ui/star-rating'
import { registerServiceWorker } from './features/pwa/register-service-worker'

// The business constants of spec §9, each checked through the code that uses it where that can run here.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('business constants (spec §9)', () => {
  it('passwords: at least 8 characters, and only @ $ ! % * ? & as special characters (CONST-04, CONST-05)', () => {
    expect(isPasswordValid('Abcde1!')).toBe(false)
    expect(isPasswordValid('Abcdef1!')).toBe(true)
    for (const special of '@$!%*?&') expect(isPasswordValid(`Abcdef1${special}`), special).toBe(true)
    for (const other of '#^-_+ ') expect(isPasswordValid(`Abcdef1!${other}`), JSON.stringify(other)).toBe(false)
  })

  it('the verification poll and the reload after it are 2 s; the carousel turns every 2.8 s over 6 experts; results at most 70vh (CONST-06, CONST-07, CONST-09, CONST-10, CONST-14)', () => {
    // The browser tests watch these at work (STATE-04..06, CAR-01..02, SEARCH-05); here the values themselves.
    expect([VERIFICATION_POLL_MS, RELOAD_AFTER_VERIFIED_MS, CAROUSEL_INTERVAL_MS, CAROUSEL_EXPERT_COUNT, RESULTS_MAX_HEIGHT]).toEqual([
      2_000,
      2_000,
      2_800,
      6,
      '70vh',
    ])
  })

  it("response rates in the spec's order, and no other value is accepted (CONST-15, DATA-23)", () => {
    expect(RESPONSE_RATES).toEqual(['Within An Hour', 'Within One Day', 'More Than A Day'])
    const field = expertApplicationDraftSchema.shape.responseRate
    for (const rate of RESPONSE_RATES) expect(field.safeParse(rate).success).toBe(true)
    expect(field.safeParse('Within A Week').success).toBe(false)
  })

  it('stars out of 5 with half stars (CONST-16)', () => {
    render(<StarRating value={3.5} />)
    const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' })
    expect([...stars.querySelectorAll('svg')].map((s) => s.getAttribute('data-fill'))).toEqual(['full', 'full', 'full', 'half', 'empty'])
  })

  it('nine default avatars, each served by the app (CONST-17)', () => {
    expect(DEFAULT_AVATARS).toHaveLength(9)
    expect(new Set(DEFAULT_AVATARS).size).toBe(9)
    for (const avatar of DEFAULT_AVATARS) expect(avatar).toMatch(/^\/avatars\/[\w-]+\.svg$/)
  })

  it('registration gives up after 10 s (CONST-19)', async () => {
    vi.useFakeTimers()
    const never = withTimeout(new Promise(() => {}), 'service worker registration')
    const outcome = never.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(SERVICE_REGISTRATION_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(String(await outcome)).toContain('gave up after 10000 ms')
  })

  it("registers the periodic background sync 'send-push-notifications' every 24 h where supported (CALL-21, CONST-11)", async () => {
    const periodic = vi.fn(async (_tag: string, _options: { minInterval: number }) => {})
    const registration = { periodicSync: { register: periodic } }
    vi.stubGlobal('navigator', { serviceWorker: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) } })
    await registerServiceWorker()
    expect(periodic).toHaveBeenCalledWith(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_INTERVAL_MS })
    expect([PERIODIC_SYNC_TAG, PERIODIC_SYNC_INTERVAL_MS]).toEqual(['send-push-notifications', 24 * 60 * 60 * 1000])
  })
})
