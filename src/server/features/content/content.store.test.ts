import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { contentSettings } from './content-settings'
import { loadContentStore } from './content.store'

const settings = contentSettings(parseConfig({}))

// Issue 8 "Content as files": the shipped content meets the minimums and every file parses.
describe('shipped content', () => {
  it('has the posts, resources, FAQ, help articles and company pages Tio promises', async () => {
    const store = await loadContentStore(settings)
    expect(store.posts.blog.length).toBeGreaterThanOrEqual(6)
    expect(store.posts['expert-resources'].length).toBeGreaterThanOrEqual(8)
    expect(store.faq.length).toBeGreaterThan(1)
    expect(store.faq.flatMap((g) => g.entries).length).toBeGreaterThanOrEqual(20)
    expect(store.help.length).toBeGreaterThanOrEqual(15)
    for (const slug of ['about', 'our-mission', 'our-team', 'join-us', 'press-and-media', 'privacy-policy', 'terms-of-service', 'pricing', 'shop', 'referral', 'contact-us']) {
      expect(store.pages.get(slug)?.html.length, slug).toBeGreaterThan(200)
    }
    expect(store.pages.get('our-team')?.members?.length).toBeGreaterThan(3)
    expect(store.pages.get('join-us')?.roles?.length).toBeGreaterThan(0)
    expect(store.pages.get('pricing')?.plans?.length).toBeGreaterThan(0)
  })

  it('gives every post a cover with its size, a date, tags and no placeholder text', async () => {
    const store = await loadContentStore(settings)
    for (const post of [...store.posts.blog, ...store.posts['expert-resources']]) {
      expect(post.cover.width, post.id).toBeGreaterThan(0)
      expect(post.cover.height, post.id).toBeGreaterThan(0)
      expect(post.date, post.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(post.tags.length, post.id).toBeGreaterThan(0)
      expect(post.html, post.id).not.toMatch(/lorem ipsum/i)
    }
  })

  it('names only buttons the UI has: "Join" exists in the mobile menu only, the desktop bar has Login (FAQ, help center)', async () => {
    const store = await loadContentStore(settings)
    const texts = [...store.faq.flatMap((g) => g.entries.map((e) => e.answerHtml)), ...store.help.map((a) => a.html)]
    const sentences = texts.flatMap((html) => html.replace(/<[^>]+>/g, '').split(/(?<=[.!?])\s+/))
    for (const sentence of sentences.filter((s) => /\bJoin\b/.test(s))) expect(sentence).toMatch(/menu/)
  })
})
