import type { ChoiceProps } from './choice'

/**
 * A choice of one filter among a few, drawn as a row of pills: a radio group under the hood, so
 * arrow keys move between the options and a screen reader names the group and the chosen one.
 */
export function SegmentedFilter<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceProps<Value> & { legend: string; name: string }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-3xl bg-surface-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex h-9 cursor-pointer items-center rounded-full px-3 text-sm font-semibold text-ink-muted has-[:checked]:bg-surface-raised has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
