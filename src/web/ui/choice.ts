/** A choice of one value among labelled options, as the filter and select controls take it. */
export interface ChoiceProps<Value> {
  options: readonly { value: Value; label: string }[]
  value: Value
  onChange: (value: Value) => void
}
