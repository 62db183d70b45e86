// @vitest-environment happy-dom
import { act, useState, type FormEvent } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { earlyInput } from './early-input'

// hydrateRoot is called directly (no testing-library render): tell React that act() is in use.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** A form of every kind of field, whose handlers exist only once hydrated. */
function Form({ onSend, onMenu }: { onSend: (values: unknown) => void; onMenu: () => void }) {
  const [name, setName] = useState('')
  const [topic, setTopic] = useState('')
  const [agree, setAgree] = useState(false)
  const [size, setSize] = useState('s')
  const [note, setNote] = useState('kept')
  const values = { name, topic, agree, size, note }
  const send = (event?: FormEvent) => {
    event?.preventDefault()
    onSend(values)
  }
  return (
    <form onSubmit={send}>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="">Choose</option>
        <option value="shop">Shop</option>
      </select>
      <label>
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> Agree
      </label>
      {['s', 'l'].map((value) => (
        <input
          key={value}
          type="radio"
          name="size"
          aria-label={value}
          value={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      <textarea
        aria-label="Note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault()
            send()
          }
        }}
      />
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

function serverRendered(props: Parameters<typeof Form>[0]) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form {...props} />)
  document.body.append(container)
  earlyInput('text/x-none')
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!
  return {
    name: get<HTMLInputElement>('[aria-label="Name"]'),
    topic: get<HTMLSelectElement>('select'),
    agree: get<HTMLInputElement>('[type=checkbox]'),
    large: get<HTMLInputElement>('[aria-label="l"]'),
    note: get<HTMLTextAreaElement>('textarea'),
    menu: get<HTMLButtonElement>('button[type=button]'),
    send: get<HTMLButtonElement>('button[type=submit]'),
    async hydrate() {
      await act(async () => {
        hydrateRoot(container, <Form {...props} />)
      })
      // root.tsx's layout marks the page once its first commit's effects ran; the replay follows it.
      await act(async () => {
        document.documentElement.dataset.hydrated = 'true'
        await Promise.resolve()
      })
    },
  }
}

/** What a visitor's typing leaves: the field's value set the browser's way, then an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated
  document.body.innerHTML = ''
})

describe('earlyInput', () => {
  it('holds a button click until hydration and then clicks it through React, once', async () => {
    const onMenu = vi.fn()
    const page = serverRendered({ onSend: vi.fn(), onMenu })
    page.menu.click()
    expect(onMenu).not.toHaveBeenCalled()
    await page.hydrate()
    expect(onMenu).toHaveBeenCalledTimes(1)
  })

  it('lets fields work natively before hydration and tells React every entered value before a held submit click', async () => {
    const onSend = vi.fn()
    const page = serverRendered({ onSend, onMenu: vi.fn() })
    type(page.name, 'Robin')
    type(page.topic, 'shop')
    page.agree.click()
    page.large.click()
    type(page.note, '')
    expect(page.agree.checked).toBe(true)
    page.send.click()
    await page.hydrate()
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ name: 'Robin', topic: 'shop', agree: true, size: 'l', note: '' })
    expect(page.name.value).toBe('Robin')
  })

  it('presses Enter in a textarea again for React after hydration', async () => {
    const onSend = vi.fn()
    const page = serverRendered({ onSend, onMenu: vi.fn() })
    type(page.note, 'Hello')
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    page.note.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    await page.hydrate()
    expect(onSend).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ note: 'Hello' }))
  })

  it('after hydration leaves clicks alone', async () => {
    const onMenu = vi.fn()
    const page = serverRendered({ onSend: vi.fn(), onMenu })
    await page.hydrate()
    page.menu.click()
    expect(onMenu).toHaveBeenCalledTimes(1)
  })
})
