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
 * - a click on a button (or on anything that is not a link, a <summary>, a label or a form field) is
 *   stopped before it does anything and clicked again (element.click()) after hydration, in order: a
 *   menu or dialog opens, a submit button submits, through React's handlers;
 * - a form submitted another way (Enter in a field) is submitted again with requestSubmit;
 * - Enter (without Shift) in a textarea, which composers use to send, is pressed again for React;
 * - fields keep the browser's behaviour (a checkbox ticks, as a test's check() expects), and what is
 *   typed, pasted, filled, ticked or chosen is recorded. React 19.3 hydrates without reading it (and
 *   puts a server-filled textarea back to its server text), so after hydration each changed field is
 *   written so that React's record of its last value differs, the visitor's value is put back and the
 *   event React watches for that field (input/change, click for a checkbox or radio) tells React,
 *   which calls onChange with it. This runs before the replayed clicks, so a form sent with a
 *   replayed click sends what the visitor entered.
 * Links and <summary> (FAQ answers) work natively meanwhile. If the scripts cannot load, the held
 * clicks and submits are released to the browser: the page goes on working as plain HTML.
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
  // The nearest thing a click acts on; links, <summary>, labels and fields keep the browser's own click.
  const ACTS_ON = 'a[href], summary, label, button, input, textarea, select'
  const HELD_INPUTS = ['submit', 'button', 'reset', 'image']

  const isCheckable = (field: Field): field is HTMLInputElement =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const control = target.closest(ACTS_ON)
    const isHeld =
      !control || control instanceof HTMLButtonElement || (control instanceof HTMLInputElement && HELD_INPUTS.includes(control.type))
    if (!isHeld || !(target instanceof HTMLElement)) return
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
  // Recorded as entered, not read back later: hydration puts a server-filled textarea back to its
  // server text, and telling React about one field re-renders the others with React's values.
  const entered = new Map<Field, string | boolean>()
  const onChange = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return
    if (!entered.has(field)) held.push({ kind: 'value', field })
    entered.set(field, isCheckable(field) ? field.checked : field.value)
  }
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['keydown', onKeyDown],
    ['input', onChange],
    ['change', onChange],
  ] as const
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true)

  const tellReact = (field: Field, entered: string | boolean) => {
    const property = isCheckable(field) ? 'checked' : 'value'
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set
    if (field.type === 'file' || !field.isConnected || !nativeSetter) return
    const record = field as unknown as Record<string, string | boolean>
    record[property] = typeof entered === 'boolean' ? !entered : entered === '' ? ' ' : ''
    nativeSetter.call(field, entered)
    // A plain Event: a MouseEvent named click would tick the box again.
    for (const type of property === 'checked' ? ['click'] : ['input', 'change']) field.dispatchEvent(new Event(type, { bubbles: true }))
  }
  const release = (hydrated: boolean) => {
    observer.disconnect()
    for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true)
    for (const h of held.splice(0)) {
      if (h.kind === 'value') {
        if (hydrated) tellReact(h.field, entered.get(h.field) ?? '')
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
      // The entry module comes through import(), whose failure the script element does not report.
      link.addEventListener('error', () => release(false))
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
