import type { ChoiceProps } from './choice'
import { OptionList } from './option-list'

/** A small labelled drop-down beside a section's heading: which status of a queue, which period of a chart. */
export function CompactSelect<Value extends string | number>({ label, options, value, onChange }: ChoiceProps<Value> & { label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      {label}
      <select
        className="h-8 rounded-lg border border-line bg-surface px-2"
        value={value}
        onChange={(e) => {
          const chosen = options.find((option) => String(option.value) === e.target.value)
          if (chosen) onChange(chosen.value)
        }}
      >
        <OptionList options={options} />
      </select>
    </label>
  )
}
