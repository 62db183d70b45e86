import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type {
  ContactMessage,
  HelpResponse,
  PostListResponse,
  PostResponse,
  SitemapEntry,
} from '../../../shared/schemas/content'
import { createApprovedExpert, createUser } from '../../../../tests/support/factories'
import type { MailReceiver } from '../../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../../tests/support/server-with-mail'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'

const OPERATOR = 'operator@tio.test'
const OPERATOR_2 = 'second-operator@tio.test'

const goodMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Silva',
  email: `ana-${randomUUID().slice(0, 8)}@example.com`,
  topic: 'support',
  message: 'I cannot find my referral code in the settings page.',
  submissionId: randomUUID(),
  ...overrides,
})

describe.each(DIALECTS)('content API on %s', (dialect) => {
  let server: TestServer
  let mail: MailReceiver

  serverWithMail({ dialect, listen: false, env: { ADMIN_EMAILS: `${OPERATOR},${OPERATOR_2}` } }, (started) => ({ server, mail } = started))

  const countMessages = async (submissionId: string) => {
    const row = await server.ctx.database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submission_id', '=', submissionId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  it('lists blog posts newest first with cover, date, reading time and tags (ROUTE-06, CALL-23)', async () => {
    const response = await server.request('/api/content/posts/blog')
    expect(response.status).toBe(200)
    const list = (await response.json()) as PostListResponse
    expect(list.total).toBeGreaterThanOrEqual(6)
    const [first, second] = list.posts
    expect(first!.date >= second!.date).toBe(true)
    expect(first).toMatchObject({ collection: 'blog', title: expect.any(String), description: expect.any(String) })
    expect(first!.cover).toMatchObject({ src: expect.stringMatching(/^\/api\/content\/images\//), width: 1200, height: 630 })
    expect(first!.readingMinutes).toBeGreaterThan(0)
    expect(first!.tags.length).toBeGreaterThan(0)
    expect(first).not.toHaveProperty('html')
  })

  it('paginates and filters by tag (ROUTE-04)', async () => {
    const page1 = (await (await server.request('/api/content/posts/expert-resources?pageSize=3')).json()) as PostListResponse
    const page2 = (await (await server.request('/api/content/posts/expert-resources?pageSize=3&page=2')).json()) as PostListResponse
    expect(page1.pageCount).toBe(Math.ceil(page1.total / 3))
    expect(page1.posts).toHaveLength(3)
    expect(page2.page).toBe(2)
    expect(page2.posts.map((p) => p.id)).not.toContain(page1.posts[0]!.id)

    const tagged = (await (await server.request('/api/content/posts/expert-resources?tag=safety')).json()) as PostListResponse
    expect(tagged.total).toBeGreaterThan(0)
    for (const post of tagged.posts) expect(post.tags).toContain('safety')

    expect((await server.request('/api/content/posts/recipes')).status).toBe(400)
    expect((await server.request('/api/content/posts/blog?page=zero')).status).toBe(400)
  })

  it('serves one post with its neighbours and a table of contents, and 404 for an unknown id (ROUTE-05, ROUTE-07)', async () => {
    const list = (await (await server.request('/api/content/posts/blog')).json()) as PostListResponse
    const middle = list.posts[1]!
    const response = await server.request(`/api/content/posts/blog/${middle.id}`)
    expect(response.status).toBe(200)
    const { post, previous, next } = (await response.json()) as PostResponse
    expect(post.title).toBe(middle.title)
    expect(post.html).toContain('<h2 id=')
    expect(post.toc.length).toBeGreaterThanOrEqual(3)
    expect(previous?.id).toBe(list.posts[0]!.id)
    expect(next?.id).toBe(list.posts[2]!.id)

    const missing = await server.request('/api/content/posts/blog/no-such-post')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: { code: 'not-found', message: 'No such post.' } })
  })

  it('serves FAQ groups, searchable help articles and company pages', async () => {
    const faq = (await (await server.request('/api/content/faq')).json()) as { groups: { title: string; entries: unknown[] }[] }
    expect(faq.groups.flatMap((g) => g.entries).length).toBeGreaterThanOrEqual(20)

    const all = (await (await server.request('/api/content/help')).json()) as HelpResponse
    expect(all.total).toBeGreaterThanOrEqual(15)
    const search = (await (await server.request('/api/content/help?q=forgot%20password')).json()) as HelpResponse
    expect(search.articles[0]?.id).toBe('reset-your-password')
    const none = (await (await server.request('/api/content/help?q=qzxjvkwpfy')).json()) as HelpResponse
    expect(none.total).toBe(0)

    const privacy = await server.request('/api/content/pages/privacy-policy')
    expect(privacy.status).toBe(200)
    const { page } = (await privacy.json()) as { page: { title: string; html: string } }
    expect(page.title).toBe('Privacy policy')
    expect(page.html).toContain('Sessions')
    expect(page.html).toContain('emailForSignIn') // what the browser keeps, too
    expect((await server.request('/api/content/pages/nope')).status).toBe(404)
  })

  it('serves cover images resized in modern formats (AVIF, WebP) and refuses other names', async () => {
    const avif = await server.request('/api/content/images/blog-tio-points.svg?w=480&f=avif')
    expect(avif.status).toBe(200)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    const bytes = new Uint8Array(await avif.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(4, 12))).toBe('ftypavif')
    const webp = await server.request('/api/content/images/blog-tio-points.svg?w=480&f=webp')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect((await server.request('/api/content/images/missing.svg')).status).toBe(404)
    expect((await server.request('/api/content/images/..%2F..%2Fpackage.json')).status).toBe(404)
    expect((await server.request('/api/content/images/blog-tio-points.svg?f=gif')).status).toBe(400)
  })

  it('refuses bad contact input with a message per field and stores nothing', async () => {
    const submissionId = randomUUID()
    const response = await server.request('/api/content/contact-messages', {
      method: 'POST',
      json: { name: '  ', email: 'not-an-email', topic: 'lottery', message: 'short', submissionId },
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(body.error.code).toBe('bad-request')
    expect(body.error.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.com.',
      topic: 'Choose a topic.',
      message: 'Write at least 10 characters so we can help.',
    })
    expect(await countMessages(submissionId)).toBe(0)
  })

  it('stores good contact input once and emails every operator', async () => {
    const input = goodMessage()
    const first = await server.request('/api/content/contact-messages', { method: 'POST', json: input })
    expect(first.status).toBe(201)
    const { message } = (await first.json()) as { message: ContactMessage }
    expect(message).toMatchObject({ name: 'Ana Silva', email: input.email, topic: 'support' })

    // The same form sent again (double click, retry) is the same message.
    const again = await server.request('/api/content/contact-messages', { method: 'POST', json: input })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { message: ContactMessage }).message.id).toBe(message.id)
    expect(await countMessages(input.submissionId)).toBe(1)

    for (const operator of [OPERATOR, OPERATOR_2]) {
      const mailed = await mail.waitFor(operator, /Contact form: Help with my account from Ana Silva/)
      expect(mailed.text).toContain(input.email)
      expect(mailed.text).toContain(input.message)
    }
    expect(mail.messages.filter((m) => m.text.includes(input.email))).toHaveLength(2)
  })

  it('rate-limits contact messages from one address', async () => {
    const email = `busy-${randomUUID().slice(0, 8)}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await server.request('/api/content/contact-messages', { method: 'POST', json: goodMessage({ email }) })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rate-limited')
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('lists contact messages to operators only', async () => {
    expect((await server.request('/api/content/contact-messages')).status).toBe(401)
    const member = await createUser(server)
    expect((await server.request('/api/content/contact-messages', { cookie: member.cookie })).status).toBe(403)

    const input = goodMessage({ name: 'Listed Person', message: 'Please list me in the operator console.' })
    expect((await server.request('/api/content/contact-messages', { method: 'POST', json: input })).status).toBe(201)
    const operator = await createUser(server, { email: OPERATOR })
    const response = await server.request('/api/content/contact-messages?limit=5', { cookie: operator.cookie })
    expect(response.status).toBe(200)
    const list = (await response.json()) as { messages: ContactMessage[] }
    expect(list.messages[0]).toMatchObject({ name: 'Listed Person', message: input.message })
  })

  it('lists every public page, every post and every approved expert in the sitemap data', async () => {
    const approved = await createApprovedExpert(server)
    const suspended = await createApprovedExpert(server, { suspended: 1 })
    const pending = await createApprovedExpert(server, { approved: 0, status: 'pending' })
    const { entries } = (await (await server.request('/api/content/sitemap')).json()) as { entries: SitemapEntry[] }
    const paths = entries.map((e) => e.path)
    for (const page of ['/', '/blog', '/ExpertResources', '/FAQ', '/HelpCenter', '/about', '/PrivacyPolicy', '/ContactUs']) {
      expect(paths).toContain(page)
    }
    for (const collection of ['blog', 'expert-resources'] as const) {
      const list = (await (await server.request(`/api/content/posts/${collection}?pageSize=50`)).json()) as PostListResponse
      const prefix = collection === 'blog' ? '/blog/' : '/ExpertResources/'
      for (const post of list.posts) expect(paths).toContain(`${prefix}${post.id}`)
    }
    expect(paths).toContain(`/expert/${approved.customURL}`)
    expect(paths).not.toContain(`/expert/${suspended.customURL}`)
    expect(paths).not.toContain(`/expert/${pending.customURL}`)
  })
})
