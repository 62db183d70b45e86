import { test } from '@playwright/test'
test('wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  for (const p of ['/blog/tio-runs-on-one-machine', '/Pricing', '/ContactUs', '/PrivacyPolicy', '/']) {
    await page.goto(p)
    const r = await page.evaluate(() => {
      const out: string[] = []
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const b = el.getBoundingClientRect()
        if (b.right > 380) out.push(`${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(b.right)}`)
      }
      return out.slice(0, 6)
    })
    console.log(p, r)
  }
})
