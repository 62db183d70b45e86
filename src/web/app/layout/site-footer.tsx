/** Placeholder footer: the full footer (spec §2) replaces it. */
export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface-muted">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-ink-muted">© Tio</div>
    </footer>
  )
}
