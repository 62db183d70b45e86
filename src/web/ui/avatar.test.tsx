// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Avatar } from './avatar'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** happy-dom loads no images: say whether an image has finished (complete) and with what width. */
function imagesAre(complete: boolean, naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete)
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth)
}

const shown = () => screen.getByRole('img', { name: 'Nadia Chaudhry' })

describe('Avatar', () => {
  it('shows the photo, and the initials instead of a broken image when the photo fails to load', () => {
    imagesAre(false, 0) // still loading
    const { rerender } = render(<Avatar src="https://photos.example/dead.jpg" name="Nadia Chaudhry" />)
    expect(shown().tagName).toBe('IMG')
    fireEvent.error(shown())
    expect(shown().tagName).toBe('SPAN')
    expect(shown().textContent).toBe('NC')
    // a new photo gets its own chance
    rerender(<Avatar src="/experts/other.svg" name="Nadia Chaudhry" />)
    expect(shown().tagName).toBe('IMG')
  })

  it('shows the initials when a server-rendered photo failed before the page was interactive', () => {
    imagesAre(true, 0) // done, and broken
    render(<Avatar src="https://photos.example/dead.jpg" name="Nadia Chaudhry" />)
    expect(shown().tagName).toBe('SPAN')
  })

  it('is left out of the accessibility tree when decorative: the name beside it in the same link is read once', () => {
    imagesAre(true, 256)
    const { container, rerender } = render(<Avatar src="/experts/sofia-marin.svg" name="Nadia Chaudhry" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
    rerender(<Avatar src={null} name="Nadia Chaudhry" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.textContent).toBe('NC')
  })

  it('keeps a photo that loaded', () => {
    imagesAre(true, 256)
    render(<Avatar src="/experts/sofia-marin.svg" name="Nadia Chaudhry" />)
    expect(shown().tagName).toBe('IMG')
  })
})
