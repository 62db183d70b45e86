import { randomBytes, randomUUID } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { createAccount } from './support/accounts'

const DEMO_EMAIL = 'demo@tio.test'
const DEMO_PASSWORD = 'TioDemo$2026'

async function signIn(page: Page, email: string) {
  // Same origin as the page: the session cookie lands in the page's context.
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: origin },
  })
  expect(response.ok()).toBe(true)
}

/** A verified new account (credential documents and applications need a verified email). */
async function signUp(page: Page) {
  const email = `profile-${randomUUID().slice(0, 8)}@tio.test`
  await createAccount(page, { email, firstName: 'Pat', lastName: 'Profile' })
  return email
}

test('a user renames themselves on /settings and sees it on /profile; uploads an avatar (PROT-01, PROT-04, VAL-02, STATE-17)', async ({
  page,
}) => {
  await signIn(page, DEMO_EMAIL)
  const before = (await (await page.request.get('/api/profile')).json()) as { profile: { firstName: string; lastName: string } }
  // Names take letters only: a random lower-case suffix keeps runs apart.
  const suffix = Array.from(randomBytes(5), (b) => String.fromCharCode(97 + (b % 26))).join('')
  try {
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await page.getByLabel('First name').fill('rosalind')
    await expect(page.getByLabel('First name')).toHaveValue('Rosalind')
    await page.getByLabel('Last name').fill(`franklin${suffix}`)
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(page.locator('#name').getByRole('status')).toHaveText('Saved.')

    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2266aa' } })
      .jpeg()
      .toBuffer()
    await page.getByLabel('Upload a new photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: image })
    await expect(page.getByRole('progressbar', { name: 'Upload of me.jpg' })).toHaveAttribute('aria-valuenow', '100')
    await expect(page.getByTestId('upload-avatars')).toContainText('Uploaded')
    const avatar = page.locator('#photo').getByRole('img', { name: `Rosalind Franklin${suffix}` })
    await expect(avatar).toHaveAttribute('src', /^\/api\/files\/[A-Za-z0-9-]+$/)

    await page.getByRole('link', { name: 'your profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByTestId('profile-name')).toContainText(`Rosalind Franklin${suffix}`)
    await expect(page.getByTestId('profile-points')).toHaveText(/^\d+ Tio-Points$/)
    const src = await page.locator('img[src^="/api/files/"]').first().getAttribute('src')
    const file = await page.request.get(src!)
    expect(file.headers()['content-type']).toBe('image/webp')
  } finally {
    await page.request.patch('/api/profile', { data: { firstName: before.profile.firstName, lastName: before.profile.lastName } })
  }
})

test('a large photo goes up in chunks of 256 KB, then doubling (CONST-18)', async ({ page }) => {
  await signUp(page)
  await page.goto('/settings')
  // Noise does not compress: a PNG of about 1.2 MB.
  const noise = await sharp(randomBytes(640 * 640 * 3), { raw: { width: 640, height: 640, channels: 3 } })
    .png()
    .toBuffer()
  expect(noise.length).toBeGreaterThan(1024 * 1024)
  // The offset the server acknowledges after each PATCH gives each chunk's size.
  const offsets: number[] = []
  page.on('response', (response) => {
    const offset = response.headers()['upload-offset']
    if (response.request().method() === 'PATCH' && offset) offsets.push(Number(offset))
  })
  await page.getByLabel('Upload a new photo').setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: noise })
  await expect(page.getByTestId('upload-avatars')).toContainText('Uploaded', { timeout: 20_000 })
  const chunks = offsets.map((offset, i) => offset - (offsets[i - 1] ?? 0))
  expect(chunks.slice(0, 2)).toEqual([256 * 1024, 512 * 1024])
  expect(chunks.length).toBeGreaterThan(2)
  expect(offsets.at(-1)).toBe(noise.length)

  // A photo under 256 KB goes in one request: the one that creates the upload carries the file.
  const small = await sharp(randomBytes(120 * 120 * 3), { raw: { width: 120, height: 120, channels: 3 } })
    .png()
    .toBuffer()
  expect(small.length).toBeLessThan(256 * 1024)
  const requests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/uploads')) requests.push(request.method())
  })
  await page.getByLabel('Upload a new photo').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small })
  await expect(page.getByTestId('upload-avatars')).toContainText('Uploaded: small.png')
  expect(requests).toEqual(['POST'])
})

test('a regular user on /expertsettings is sent to /settings (PROT-05)', async ({ page }) => {
  await signUp(page)
  await page.goto('/expertsettings')
  await expect(page).toHaveURL(/\/settings$/)
  await page.goto('/expertprofile')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByTestId('profile-points')).toHaveText('100 Tio-Points')
})

test('an upload pauses, resumes after a reload and in place from the server offset, and cancels (STATE-17)', async ({ page }, testInfo) => {
  await signUp(page)
  // A real file on disk: its name, size and last change make the fingerprint that finds the upload again.
  const noise = await sharp(randomBytes(560 * 560 * 3), { raw: { width: 560, height: 560, channels: 3 } })
    .png()
    .toBuffer()
  const filePath = testInfo.outputPath('big-photo.png')
  await writeFile(filePath, noise)

  // Hold every PATCH after the first one until released, so the test controls the timing; and the
  // deletion of a canceled upload while holdDeletes, as a slow server would.
  let holdPatches = true
  let holdDeletes = false
  const patchOffsets: number[] = []
  const created: string[] = []
  await page.route('**/api/uploads**', async (route) => {
    const request = route.request()
    if (request.method() === 'POST') created.push(request.headers()['upload-metadata'] ?? '')
    if (request.method() === 'DELETE') await expect.poll(() => !holdDeletes, { timeout: 30_000 }).toBe(true)
    if (request.method() === 'PATCH') {
      patchOffsets.push(Number(request.headers()['upload-offset']))
      if (holdPatches && patchOffsets.length > 1) {
        await expect.poll(() => !holdPatches, { timeout: 30_000 }).toBe(true)
      }
    }
    await route.continue().catch(() => undefined)
  })

  await page.goto('/settings')
  const control = page.getByTestId('upload-avatars')
  await page.getByLabel('Upload a new photo').setInputFiles(filePath)
  await expect.poll(() => patchOffsets.length).toBe(2)
  await expect(control).toContainText('Uploading')
  await control.getByRole('button', { name: 'Pause' }).click()
  await expect(control).toContainText('Paused')

  // Reload: the upload URL is remembered for this file; choosing it again resumes at the server's offset.
  await page.reload()
  patchOffsets.length = 0
  holdPatches = false
  await page.getByLabel('Upload a new photo').setInputFiles(filePath)
  await expect(page.getByTestId('upload-avatars')).toContainText('Uploaded', { timeout: 20_000 })
  expect(patchOffsets[0]).toBe(256 * 1024)

  // Another file: pause, resume in place, then cancel.
  holdPatches = true
  patchOffsets.length = 0
  const other = await sharp(randomBytes(500 * 500 * 3), { raw: { width: 500, height: 500, channels: 3 } })
    .png()
    .toBuffer()
  const otherPath = testInfo.outputPath('other.png')
  await writeFile(otherPath, other)
  await page.getByLabel('Upload a new photo').setInputFiles(otherPath)
  await expect.poll(() => patchOffsets.length).toBe(2)
  const task = page.getByTestId('upload-avatars')
  await task.getByRole('button', { name: 'Pause' }).click()
  await expect(task).toContainText('Paused')
  await task.getByRole('button', { name: 'Resume' }).click()
  await expect(task).toContainText('Uploading')
  // Resumed from the server's offset, not from the start.
  await expect.poll(() => patchOffsets.length).toBe(3)
  expect(patchOffsets[2]).toBe(256 * 1024)
  holdDeletes = true
  await task.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('upload-avatars')).toContainText('Upload canceled')
  holdPatches = false

  // The file that was canceled, chosen again while its deletion is still under way, starts a new upload
  // (not the one about to vanish) and goes up; the deletion finishes after.
  created.length = 0
  await page.getByLabel('Upload a new photo').setInputFiles(otherPath)
  await expect(page.getByTestId('upload-avatars')).toContainText('Uploaded: other.png', { timeout: 20_000 })
  expect(created).toHaveLength(1)
  holdDeletes = false
})

test('a refused upload says why and offers no dead Resume or Cancel buttons (STATE-17, CONST-18)', async ({ page }) => {
  await signUp(page)
  await page.goto('/settings')
  const control = page.getByTestId('upload-avatars')
  // Refused by the server: a .png that is really a script.
  await page
    .getByLabel('Upload a new photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('#!/bin/sh\necho pwned\n') })
  await expect(control.getByRole('alert')).toBeVisible()
  await expect(control.getByRole('button', { name: /Resume|Cancel|Pause/ })).toHaveCount(0)
  // Refused in the browser: 1 byte over the 5 MB avatar limit.
  await page
    .getByLabel('Upload a new photo')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
  await expect(control.getByRole('alert')).toContainText('5 MB')
  await expect(control.getByRole('button', { name: /Resume|Cancel|Pause/ })).toHaveCount(0)
  await expect(page.getByLabel('Upload a new photo')).toBeEnabled()
})

test('an applicant uploads a photo on /ExpertVerification; a fake image is refused by its bytes (issue 4 item 1)', async ({ page }) => {
  await signUp(page)
  await page.goto('/ExpertVerification')
  await page
    .getByLabel('Upload a new photo')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') })
  await expect(page.getByTestId('upload-avatars').getByRole('alert')).toContainText('JPEG, PNG, WebP or GIF')
  const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa6622' } })
    .png()
    .toBuffer()
  await page.getByLabel('Upload a new photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: image })
  await expect(page.getByTestId('upload-avatars')).toContainText('Uploaded')
  await expect(page.locator('#photo').getByRole('img', { name: 'Pat Profile' })).toHaveAttribute('src', /^\/api\/files\//)
  // Saved on the application too: the operator and the search card show it.
  await page.getByLabel('Occupation').fill('Notary')
  await page.getByLabel('Custom URL').fill(`notary-${randomUUID().slice(0, 6)}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  // The application exists once the draft is saved; until then it is null and the poll tries again.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/experts/application')).json()) as { application: { photoURL: string } | null }).application
          ?.photoURL,
    )
    .toMatch(/^\/api\/files\//)
})

test('an applicant adds a credential document on /ExpertVerification; another user cannot open it (GEN-11, ROLE-10)', async ({
  page,
  browser,
}) => {
  await signUp(page)
  await page.goto('/ExpertVerification')
  await page.getByLabel('Occupation').fill('Notary')
  await page.getByLabel('Custom URL').fill(`notary-${randomUUID().slice(0, 6)}`)
  await page.getByRole('button', { name: 'Save draft' }).click()
  const documents = page.getByTestId('credential-documents')
  await expect(documents.getByLabel('Add a document')).toBeVisible()
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
  await documents.getByLabel('Add a document').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf })
  const link = documents.getByRole('link', { name: 'licence.pdf' })
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect((await page.request.get(href!)).status()).toBe(200)

  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await signUp(strangerPage)
  expect((await strangerPage.request.get(href!)).status()).toBe(403)
  await stranger.close()

  // A script named .pdf is refused by its bytes, with a message that says what to upload.
  await documents
    .getByLabel('Add a document')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('#!/bin/sh\necho pwned\n') })
  await expect(documents.getByRole('alert')).toContainText('This file type is not accepted: upload a PDF, JPEG or PNG file.')
})

test('/expertprofile shows the expert their own card as search shows it (PROT-02, SEARCH-06)', async ({ page }) => {
  await signIn(page, 'ana-lucia-ferreira@experts.tio.test')
  await page.goto('/expertprofile')
  const own = page.getByTestId('own-search-card')
  const card = own.getByRole('article', { name: 'Ana Lúcia Ferreira' })
  await expect(card).toContainText('Data Scientist')
  await expect(card.getByRole('link', { name: 'Ana Lúcia Ferreira', exact: true })).toHaveAttribute('href', '/expert/ana-lucia-ferreira')
  // Your own card: no Message or Connect to yourself, as in search.
  await expect(card.getByRole('button', { name: /Connect|Message/ })).toHaveCount(0)
})

test("a profile write that fails says 'An error occurred during profile update' and keeps the old name (ERR-04)", async ({ page }) => {
  await signUp(page)
  await page.goto('/settings')
  await expect(page.getByLabel('First name')).toHaveValue('Pat')
  // The write fails on the way (a server error answered for it).
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } })
      : route.continue(),
  )
  await page.getByLabel('First name').fill('Patricia')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.locator('#name').getByRole('alert')).toHaveText('An error occurred during profile update')
  await page.unroute('**/api/profile')
  const { profile } = (await (await page.request.get('/api/profile')).json()) as { profile: { firstName: string } }
  expect(profile.firstName).toBe('Pat')
})

test('downloads their data, then deletes the account only with the right password (issue 18 item 8)', async ({ page }) => {
  const account = await createAccount(page, { firstName: 'Dana', lastName: 'Leaving' })
  await page.goto('/settings')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^tio-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { email: string }; profile: { first_name: string } }
  expect(data.account.email).toBe(account.email)
  expect(data.profile.first_name).toBe('Dana')

  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('Enter your password to confirm that it is you.')).toBeVisible()
  await dialog.getByLabel('Your password').fill('Wr0ng$password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByText('This password is not correct. Nothing was deleted.')).toBeVisible()
  expect(((await (await page.request.get('/api/me')).json()) as { user: { email: string } | null }).user?.email).toBe(account.email)

  await dialog.getByLabel('Your password').fill(account.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(((await (await page.request.get('/api/me')).json()) as { user: unknown }).user).toBeNull()
})
