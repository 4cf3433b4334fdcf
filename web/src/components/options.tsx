/** The <option>s of a select, each with the value it stands for and the label the reader sees. */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
