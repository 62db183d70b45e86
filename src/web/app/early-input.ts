/**
 * The one inline script the server adds at the top of every page (entry.server.tsx, with the
 * request's CSP nonce). It
 * 1. loads the app's scripts right after the first paint (deferred-scripts.ts took them out of the
 *    markup), or at once in a tab that is not shown (it paints nothing, and requestAnimationFrame
 *    would wait for it to be shown), and
 * 2. keeps what a visitor does before React has hydrated and replays it once React has
 *    (root.tsx marks <html data-hydrated>).
 *
 * Why replay rather than holding the `load` event until the scripts are in: `load` is only a proxy
 * (React hydrates after the entry module has run, in a later task, and a page can fire `load` before
 * its first frame), and holding it would need a request started before the first paint, the very
 * thing this avoids. Holding the visitor's input until the handlers exist works whatever the timing:
 * - a click on anything but a link (which navigates natively) is stopped before it does anything and
 *   clicked again (element.click()) after hydration, in order: a checkbox toggles, a dialog opens, a
 *   submit button submits, through React's handlers;
 * - a form submitted another way (Enter in a field) is submitted again with requestSubmit;
 * - Enter (without Shift) in a textarea, which composers use to send, is pressed again for React;
 * - text typed, pasted or filled and options chosen stay in the fields (React keeps a hydrated field's
 *   value), but React 19.3 would not know them; after hydration each changed field is written so that
 *   React's record of its last value differs, then the visitor's value is put back and an input and a
 *   change event tell React, which calls onChange with it. This runs before the replayed clicks, so a
 *   form sent with a replayed click sends what the visitor entered.
 * Links and <summary> (FAQ answers) keep working natively meanwhile. If the scripts cannot load, the
 * held clicks and submits are released to the browser: the page goes on working as plain HTML.
 */
export function earlyInput(deferredType: string): void {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  type Held =
    | { kind: 'click'; target: HTMLElement }
    | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
    | { kind: 'enter'; target: HTMLElement; init: KeyboardEventInit }
    | { kind: 'value'; field: Field }
  const held: Held[] = []
  const root = document.documentElement
  // Links, <summary> and fields that take text or a choice keep the browser's own click; buttons, checkboxes and the rest are held.
  const NATIVE_CLICK =
    'a[href], summary, textarea, select, input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=reset], [type=image])'

  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || target.closest(NATIVE_CLICK)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push({ kind: 'click', target })
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !(target instanceof HTMLTextAreaElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const { key, code, ctrlKey, altKey, metaKey } = event
    held.push({ kind: 'enter', target, init: { key, code, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true } })
  }
  const onChange = (event: Event) => {
    const field = event.target
    const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    if (isField && !held.some((h) => h.kind === 'value' && h.field === field)) held.push({ kind: 'value', field })
  }
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKeyDown],
    ['input', onChange],
    ['change', onChange],
  ] as const
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true)

  const tellReact = (field: Field, value: string) => {
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
    if (checkable || field.type === 'file' || !field.isConnected || !nativeSetter) return
    field.value = value === '' ? ' ' : ''
    nativeSetter.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const release = (hydrated: boolean) => {
    observer.disconnect()
    for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true)
    // Every value is read first: the re-render that follows telling React about one field puts the
    // others back to React's (empty) values.
    const entered = new Map<Field, string>()
    for (const h of held) if (h.kind === 'value') entered.set(h.field, h.field.value)
    for (const h of held.splice(0)) {
      if (h.kind === 'value') {
        if (hydrated) tellReact(h.field, entered.get(h.field) ?? h.field.value)
      } else if (h.kind === 'click') {
        if (h.target.isConnected) h.target.click()
      } else if (h.kind === 'submit') {
        if (!h.form.isConnected) continue
        const submitter = h.submitter && h.submitter.isConnected ? h.submitter : null
        if (hydrated) h.form.requestSubmit(submitter)
        else h.form.submit()
      } else if (hydrated && h.target.isConnected) {
        h.target.dispatchEvent(new KeyboardEvent('keydown', h.init))
      }
    }
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated) release(true)
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })

  const loadScripts = () => {
    const deferred = document.querySelector<HTMLScriptElement>(`script[type="${deferredType}"]`)
    if (!deferred || deferred.dataset.loading) return
    deferred.dataset.loading = 'true'
    for (const href of (deferred.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.nonce = deferred.nonce
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.nonce = deferred.nonce
    script.textContent = deferred.textContent
    script.addEventListener('error', () => release(false))
    document.head.append(script)
  }
  const afterFirstPaint = () => {
    if (document.visibilityState === 'hidden') return loadScripts()
    requestAnimationFrame(() => setTimeout(loadScripts, 0))
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint)
  else afterFirstPaint()
}
