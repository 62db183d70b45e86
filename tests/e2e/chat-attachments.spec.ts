import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './support/people'

const composer = (page: Page) => page.getByLabel(/^Message to /)

/** Picks a file through the composer's Attach button, as a person does (the button opens the file chooser). */
async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Attach a photo or PDF' }).click()
  await (await chooser).setFiles(file)
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

test('A sends a photo and a PDF to B: both see the thumbnail and the file card, at 375 px too (issue 22 item 2)', async ({ person }) => {
  const ada = await person('Ada', 'Attacher')
  const bob = await person('Bob', 'Receiver')
  await bob.page.setViewportSize({ width: 375, height: 700 })
  await bob.page.goto(`/chat?with=${ada.id}`)
  await ada.page.goto(`/chat?with=${bob.id}`)

  // A wrong type is refused with what to choose instead, and removed.
  await attach(ada.page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  const pending = ada.page.getByTestId('composer-attachment')
  await expect(pending.getByRole('alert')).toHaveText('This file type is not accepted: upload an image (JPEG, PNG or WebP) or a PDF.')
  await expect(ada.page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  await pending.getByRole('button', { name: 'Remove notes.txt' }).click()
  await expect(pending).toHaveCount(0)

  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a5230' } })
    .png()
    .toBuffer()
  await attach(ada.page, { name: 'damp-wall.png', mimeType: 'image/png', buffer: photo })
  await expect(pending.getByRole('status')).toContainText('Ready to send')
  await composer(ada.page).fill('The damp wall')
  await composer(ada.page).press('Enter')
  await expect(pending).toHaveCount(0)

  const own = ada.page.getByTestId('own-message').filter({ hasText: 'The damp wall' })
  await expect(own.getByTestId('message-status')).toHaveText(/Sent|Read/)
  await expect(own.getByRole('img', { name: 'Photo: damp-wall.png' })).toBeVisible()

  const theirs = bob.page.getByTestId('their-message').filter({ hasText: 'The damp wall' })
  const thumbnail = theirs.getByRole('img', { name: 'Photo: damp-wall.png' })
  await expect(thumbnail).toBeVisible()
  // Loaded, not a broken image, and it fits the phone's width.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600)
  expect((await thumbnail.boundingBox())!.width).toBeLessThanOrEqual(375)
  const open = theirs.getByRole('link', { name: 'Open the photo damp-wall.png full size' })
  const href = await open.getAttribute('href')
  expect(href).toMatch(/^\/api\/files\//)
  const full = await bob.page.request.get(href!)
  expect(full.status()).toBe(200)
  expect(full.headers()['content-type']).toBe('image/png')

  // A PDF alone (no text) is a message too: a card with its name, size and a download link.
  await attach(ada.page, { name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(pending.getByRole('status')).toContainText('Ready to send')
  await ada.page.getByRole('button', { name: 'Send', exact: true }).click()
  const card = bob.page.getByTestId('their-message').getByTestId('attachment-file').filter({ hasText: 'contract.pdf' })
  await expect(card).toBeVisible()
  await expect(card).toContainText(`${PDF.length} B`)
  const download = bob.page.waitForEvent('download')
  await card.getByRole('link', { name: /^Download contract\.pdf/ }).click()
  expect((await download).suggestedFilename()).toBe('contract.pdf')
  await expect(ada.page.getByTestId('conversation-item').filter({ hasText: 'Bob Receiver' })).toContainText('You: File: contract.pdf')
})
