import { expect, test } from '@playwright/test'
import { CONTENT_PAGES } from './support/public-pages'

// Issue 8: content and company pages (ROUTE-02..08, ROUTE-14..23, CALL-23). routes.spec.ts checks each in the browser.
for (const page of CONTENT_PAGES) {
  test(`${page.path} is server-rendered with its content and SEO tags, without JavaScript`, async ({ request, baseURL }) => {
    const response = await request.get(page.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>/)
    expect(html).toContain(page.heading)
    expect(html).toContain(page.text)
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
    expect(canonical?.toLowerCase()).toBe(`${baseURL}${page.path}`.toLowerCase())
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html).toMatch(/<meta property="og:url" content="[^"]+"/)
    expect(html).not.toContain('Page not found')
  })
}

test('an unknown post id is a 404 not-found page', async ({ request, page }) => {
  const plain = await request.get('/blog/no-such-post-123')
  expect(plain.status()).toBe(404)
  expect(await plain.text()).toContain('<title>Page not found · Tio</title>')
  expect((await request.get('/ExpertResources/no-such-resource')).status()).toBe(404)
  const response = await page.goto('/blog/no-such-post-123')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  // The whole site frame stays, with a way back to the blog.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'See all posts' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
})

test('people go from the blog list to a post, its table of contents and the next post (ROUTE-06, ROUTE-07)', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('link', { name: 'How we verify the experts on Tio' }).click()
  await expect(page).toHaveURL(/\/blog\/how-we-verify-experts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How we verify the experts on Tio' })).toBeVisible()
  const toc = page.getByRole('navigation', { name: 'Table of contents' }).filter({ visible: true })
  await toc.getByRole('link', { name: 'Step 2: a person reviews it' }).click()
  await expect(page).toHaveURL(/#step-2-a-person-reviews-it$/)
  await page.getByRole('link', { name: /Older/ }).click()
  await expect(page).toHaveURL(/\/blog\/(?!how-we-verify-experts)[a-z-]+$/)
  await page.getByRole('link', { name: '← Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('post lists show covers with their size set, lazy below the fold, in modern formats', async ({ page }) => {
  await page.goto('/ExpertResources')
  const images = page.locator('article img')
  await expect(images.first()).toBeVisible()
  const count = await images.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    const img = images.nth(i)
    await expect(img).toHaveAttribute('width', /\d+/)
    await expect(img).toHaveAttribute('height', /\d+/)
    await expect(img).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy')
  }
  await expect(page.locator('article picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /f=avif/)
  // The browser picked a modern format for the first cover.
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/f=(avif|webp)/)
})

test('expert resources are paginated and filterable by tag', async ({ page }) => {
  await page.goto('/ExpertResources')
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.locator('article').first()).toBeVisible()
  await page.getByRole('link', { name: '#safety' }).first().click()
  await expect(page).toHaveURL(/tag=safety/)
  await expect(page.getByRole('link', { name: 'Staying safe on Tio' })).toBeVisible()
})

test('the help center search finds an article', async ({ page }) => {
  await page.goto('/HelpCenter')
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('forgot password')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=forgot/)
  await expect(page.getByText('Choose Forgot your password? Click here', { exact: false })).toBeVisible()
})

test("a link to one help article, from the FAQ's answer on paying an expert, opens that article", async ({ page }) => {
  await page.goto('/FAQ')
  await page.getByText('How does paying an expert work?').click()
  await page.getByRole('link', { name: 'Book a call or a written answer' }).click()
  await expect(page).toHaveURL(/\/HelpCenter#book-a-consultation$/)
  const article = page.locator('details#book-a-consultation')
  await expect(article).toHaveAttribute('open', '')
  await expect(article.getByText('the points are held, not paid', { exact: false })).toBeInViewport()
  // opened straight from the address too, not only by a click within the site
  await page.goto('/HelpCenter#cancel-or-move-a-booking')
  await expect(page.locator('details#cancel-or-move-a-booking')).toHaveAttribute('open', '')
})

test('the FAQ opens an answer', async ({ page }) => {
  await page.goto('/FAQ')
  await page.getByText('How do I become an expert?').click()
  await expect(page.getByText('Log in and choose Become an Expert', { exact: false })).toBeVisible()
})

test('the contact form refuses bad input with field messages, then sends once and confirms', async ({ page }) => {
  await page.goto('/ContactUs')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Enter your name.')).toBeVisible()
  await expect(page.getByText('Enter your email address.')).toBeVisible()
  await expect(page.getByText('Choose a topic.')).toBeVisible()
  await expect(page.getByText('Write at least 10 characters so we can help.')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()

  const email = `visitor-${Date.now()}@example.com`
  await page.getByLabel('Name', { exact: true }).fill('Robin Visitor')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Topic', { exact: true }).selectOption('general')
  await page.getByLabel('Message', { exact: true }).fill('Do you have experts who speak Portuguese?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').getByText('Thank you, Robin Visitor. Your message was sent.')).toBeVisible()

  // The operator receives it by email (real SMTP receiver of the e2e server).
  const mailPort = process.env.E2E_MAIL_PORT
  await expect
    .poll(async () => {
      const res = await fetch(`http://127.0.0.1:${mailPort}/messages?to=operator@tio.test`)
      const { messages } = (await res.json()) as { messages: { text: string }[] }
      return messages.filter((m) => m.text.includes(email)).length
    })
    .toBe(1)
})

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ContactUs?topic=shop&subject=Shop%20request%3A%20Tio%20mug')
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('shop')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/Shop request: Tio mug/)
  await page.getByLabel('Email', { exact: true }).fill('not an email')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Enter your name.')).toBeVisible()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/Shop request: Tio mug/)
  await page.getByLabel('Name', { exact: true }).fill('No Script')
  await page.getByLabel('Email', { exact: true }).fill('noscript@example.com')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Thank you, No Script. Your message was sent.')).toBeVisible()
  await context.close()
})

test('sitemap, robots and RSS list the public pages, posts and experts', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  for (const path of ['/blog', '/FAQ', '/ContactUs', '/blog/how-we-verify-experts', '/ExpertResources/staying-safe-on-tio']) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  // Every blog post, and the approved demo experts when the demo data is seeded.
  const blog = (await (await request.get('/api/content/posts/blog?pageSize=50')).json()) as { posts: { id: string }[] }
  for (const post of blog.posts) expect(xml).toContain(`<loc>${baseURL}/blog/${post.id}</loc>`)

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  expect(robots).toContain('Disallow: /api/')

  const rss = await request.get('/blog/rss.xml')
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  const feed = await rss.text()
  expect(feed).toContain('<title>Tio blog</title>')
  for (const post of blog.posts) expect(feed).toContain(`<link>${baseURL}/blog/${post.id}</link>`)
})

test('content pages fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  for (const path of ['/blog/tio-runs-on-one-machine', '/Pricing', '/ContactUs', '/PrivacyPolicy']) {
    await page.goto(path, { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
