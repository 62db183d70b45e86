/** The <option>s of a <select>, one per labelled value. */
export function OptionList<Value extends string | number>({ options }: { options: readonly { value: Value; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}
