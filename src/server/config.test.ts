import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config'

describe('settings (issue 2: one module, bad values name the setting)', () => {
  it('has working defaults', () => {
    const config = parseConfig({})
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.adminEmails).toEqual(['operator@tio.test'])
    expect(parseConfig({ NODE_ENV: 'production' }).adminEmails).toEqual([])
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'nonsense'],
    ['REDIS_URL', 'http://not-redis'],
    ['SMTP_URL', 'mail.example.com'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['SEED_DEMO', 'maybe'],
  ])('rejects %s=%s naming the setting', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrowError(ConfigError)
    expect(() => parseConfig({ [name]: value })).toThrowError(new RegExp(name))
  })

  it('parses the operator list case-insensitively', () => {
    expect(parseConfig({ ADMIN_EMAILS: 'Op@Tio.test, second@tio.test' }).adminEmails).toEqual(['op@tio.test', 'second@tio.test'])
  })

  it('requires Google credentials in pairs', () => {
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(/GOOGLE_CLIENT_ID/)
  })
})
