import { MESSAGES } from '../../src/shared/messages'
import { expect, test } from './support/people'

test('Block from a conversation: the blocked person is refused in the page, messaging and connecting, until Unblock on /profile (issue 6 item 3)', async ({
  person,
}) => {
  const ada = await person('Ada', 'Blocker')
  const bob = await person('Bob', 'Pest')
  const sent = await bob.page.request.post(`/api/chats/with/${ada.id}/messages`, {
    data: { clientId: 'first-message-1', body: 'Hello stranger' },
  })
  expect(sent.status()).toBe(201)

  // Bob is not Ada's contact: Ada blocks him from the conversation.
  await ada.page.goto(`/chat?with=${bob.id}`)
  await expect(ada.page.getByTestId('their-message').filter({ hasText: 'Hello stranger' })).toBeVisible()
  await ada.page.getByRole('button', { name: `${MESSAGES.block} ${bob.name}` }).click()
  await expect(ada.page.getByTestId('blocked-notice')).toHaveText(MESSAGES.youBlocked(bob.name))
  await expect(ada.page.getByLabel(/^Message to /)).toHaveCount(0)

  await bob.page.goto(`/chat?with=${ada.id}`)
  await bob.page.getByLabel(/^Message to /).fill('Let me in')
  await bob.page.getByLabel(/^Message to /).press('Enter')
  const refused = bob.page.getByTestId('own-message').filter({ hasText: 'Let me in' })
  await expect(refused.getByTestId('message-status')).toContainText('Not sent: You cannot message or connect with this person.')
  await refused.getByRole('button', { name: 'Discard' }).click()
  await expect(refused).toHaveCount(0)

  const me = (await (await ada.page.request.get('/api/me')).json()) as { user: { customURL: string } }
  await bob.page.goto(`/user/${me.user.customURL}`)
  await bob.page.getByRole('button', { name: MESSAGES.connect, exact: true }).click()
  await expect(bob.page.getByText('You cannot message or connect with this person.', { exact: true })).toBeVisible()
  await expect(bob.page.getByRole('button', { name: MESSAGES.connect, exact: true })).toBeEnabled()

  // Ada finds him on /profile, though he is no contact of hers, and lifts the block.
  await ada.page.goto('/profile')
  const row = ada.page.getByTestId('blocked-person').filter({ hasText: bob.name })
  await row.getByRole('button', { name: `${MESSAGES.unblock} ${bob.name}` }).click()
  await expect(ada.page.getByText(MESSAGES.noOneBlocked)).toBeVisible()

  await bob.page.goto(`/chat?with=${ada.id}`)
  await bob.page.getByLabel(/^Message to /).fill('Thanks')
  await bob.page.getByLabel(/^Message to /).press('Enter')
  await expect(bob.page.getByTestId('own-message').filter({ hasText: 'Thanks' }).getByTestId('message-status')).toHaveText(/Sent/)
})
