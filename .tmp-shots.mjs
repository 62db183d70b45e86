import { chromium } from '@playwright/test'
const base = 'http://localhost:4791'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [w, h] of [[375, 800], [768, 900], [1280, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', w, m.text()) })
  page.on('pageerror', (e) => console.log('pageerror', w, e.message))
  await page.goto(base + '/')
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/tmp/shots/home-${w}.png`, fullPage: true })
  if (w < 1024) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.screenshot({ path: `/tmp/shots/menu-${w}.png` })
    await page.getByRole('button', { name: 'Menu' }).click()
  }
  await page.getByRole('button', { name: 'Login' }).first().click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/shots/login-${w}.png` })
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByLabel('Password').fill('abc')
  await page.screenshot({ path: `/tmp/shots/signup-${w}.png` })
  await page.close()
}
await browser.close()
