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
    ['REDIS_PREFIX', 'has space'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['UPLOAD_EXPIRY_HOURS', '0'],
    ['UPLOAD_QUOTA_MB', 'lots'],
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

describe('a first run that just works (issue 22 item 6)', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1')
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('accepts localhost and 127.0.0.1 on the port outside production, only PUBLIC_URL in production', () => {
    expect(parseConfig({ PORT: '3000' }).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(parseConfig({ PORT: '4000', PUBLIC_URL: 'https://tio.example/' }).allowedOrigins).toEqual([
      'https://tio.example',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ])
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tio.example' }).allowedOrigins).toEqual(['https://tio.example'])
  })
})
