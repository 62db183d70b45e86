import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

export interface ChartSeries {
  label: string
  values: number[]
  color: string
}

/** One uPlot line chart over days, as wide as its box (so it reads on a 375 px phone). Loaded only by /admin's overview. */
export default function OverviewChart({ days, series, title }: { days: string[]; series: ChartSeries[]; title: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const xs = days.map((d) => Date.parse(`${d}T00:00:00.000Z`) / 1000)
    const plot = new uPlot(
      {
        title,
        width: Math.max(280, element.clientWidth),
        height: 220,
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
        axes: [{}, { size: 50 }],
        scales: { x: { time: true } },
        legend: { live: false },
      },
      [xs, ...series.map((s) => s.values)],
      element,
    )
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: 220 }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [days, series, title])
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
}
