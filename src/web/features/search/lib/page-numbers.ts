/** Page numbers to show: every page up to 50, otherwise a window around the current one. */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 50) return Array.from({ length: pages }, (_, i) => i + 1)
  const around = new Set([1, 2, pages - 1, pages])
  for (let p = current - 3; p <= current + 3; p++) if (p >= 1 && p <= pages) around.add(p)
  const sorted = [...around].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap')
    out.push(p)
  })
  return out
}
