// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'
import { ToastProvider, useToast, type ToastInput } from './toast'

afterEach(cleanup)

describe('Tabs', () => {
  function Example() {
    return (
      <Tabs defaultValue="about">
        <TabsList aria-label="Expert profile">
          <TabsTrigger value="about">About</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="files">Files</TabsTrigger>
        </TabsList>
        <TabsContent value="about">About panel</TabsContent>
        <TabsContent value="reviews">Reviews panel</TabsContent>
        <TabsContent value="files">Files panel</TabsContent>
      </Tabs>
    )
  }

  it('exposes a labelled tab list whose selected tab controls the visible panel', () => {
    render(<Example />)
    expect(screen.getByRole('tablist', { name: 'Expert profile' })).toBeTruthy()
    const about = screen.getByRole('tab', { name: 'About' })
    expect(about.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('About panel')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(about.id)
  })

  it('moves between tabs with the arrow keys, wrapping around, and Home/End', async () => {
    render(<Example />)
    const [about, reviews, files] = ['About', 'Reviews', 'Files'].map((name) => screen.getByRole('tab', { name }))
    act(() => about!.focus())
    fireEvent.keyDown(about!, { key: 'ArrowRight' })
    await waitFor(() => expect(document.activeElement).toBe(reviews))
    expect(reviews!.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Reviews panel')

    fireEvent.keyDown(reviews!, { key: 'ArrowRight' })
    await waitFor(() => expect(document.activeElement).toBe(files))
    fireEvent.keyDown(files!, { key: 'ArrowRight' })
    await waitFor(() => expect(document.activeElement).toBe(about))
    fireEvent.keyDown(about!, { key: 'ArrowLeft' })
    await waitFor(() => expect(document.activeElement).toBe(files))
    expect(screen.getByRole('tabpanel').textContent).toBe('Files panel')
    fireEvent.keyDown(files!, { key: 'Home' })
    await waitFor(() => expect(document.activeElement).toBe(about))
    // Only the selected tab is in the Tab order (roving tabindex).
    expect(about!.getAttribute('tabindex')).toBe('0')
    expect(files!.getAttribute('tabindex')).toBe('-1')
  })
})

describe('Toast', () => {
  // The Radix half loads with the first notice (toast-viewport.tsx); load it once up front so a
  // test's wait is not spent transforming the module on first use.
  beforeAll(async () => {
    await import('./toast-viewport')
  })

  function Trigger({ input }: { input: ToastInput }) {
    const { toast } = useToast()
    return (
      <button type="button" onClick={() => toast(input)}>
        Show
      </button>
    )
  }

  it('shows a notice in a live region and closes it with the Dismiss button', async () => {
    render(
      <ToastProvider>
        <Trigger input={{ title: 'Settings saved', description: 'Your name is updated.', tone: 'success' }} />
      </ToastProvider>,
    )
    expect(screen.queryByText('Settings saved')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    // Radix announces the toast through a polite status region (assertive for errors).
    await waitFor(() => {
      const announcement = screen.getByRole('status')
      expect(announcement.getAttribute('aria-live')).toBe('polite')
      expect(announcement.textContent).toContain('Settings saved')
      expect(announcement.textContent).toContain('Your name is updated.')
    })
    expect(screen.getByText('Settings saved')).toBeTruthy()
    expect(screen.getByRole('region', { name: /Notification/ })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByText('Settings saved')).toBeNull())
  })

  it('announces an error assertively', async () => {
    render(
      <ToastProvider>
        <Trigger input={{ title: 'Could not save', tone: 'error' }} />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => {
      const announcement = screen.getByRole('status')
      expect(announcement.getAttribute('aria-live')).toBe('assertive')
      expect(announcement.textContent).toContain('Could not save')
    })
  })

  it('refuses to be used outside its provider', () => {
    function Orphan() {
      useToast()
      return null
    }
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/)
  })
})
