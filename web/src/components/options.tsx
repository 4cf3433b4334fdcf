type OptionsProps = {
  options: readonly { value: string; label: string }[];
  /** A first option with the empty value, for "none" or "any". */
  none?: string;
};

/** The <option>s of a select, each with the value it stands for and the label the reader sees. */
export function Options({ options, none }: OptionsProps) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

/** Options for rows picked by name (locations, galleries): the id is the value. */
export function namedOptions(rows: readonly { id: string; name: string }[]) {
  return rows.map(({ id, name }) => ({ value: id, label: name }));
}
