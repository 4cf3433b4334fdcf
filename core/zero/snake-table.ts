// Client names are camelCase and the database's (supabase/migrations) snake_case, so each server
// name follows from its client name: this writes the `.from()` mapping once for every table.
import { table, type ColumnBuilder, type SchemaValue } from '@rocicorp/zero';

type Columns = Record<string, ColumnBuilder<SchemaValue>>;

/** The columns as `.from()` leaves the ones whose name changes in snake_case. */
type SnakeColumns<T extends Columns> = {
  [K in keyof T]: K extends Lowercase<K & string> ? T[K] : ColumnBuilder<T[K]['schema'] & { serverName: string }>;
};

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** `.from(snake_case(key))` on every column whose name changes; the others stay as they are. */
function snakeColumns<T extends Columns>(columns: T): SnakeColumns<T> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => {
      const serverName = snakeCase(name);
      return [name, serverName === name ? column : column.from(serverName)];
    }),
  ) as SnakeColumns<T>;
}

/** `table(name).columns(columns)`, with the server names of the table and its columns in snake_case. */
export function snakeTable<const TName extends string, const TColumns extends Columns>(name: TName, columns: TColumns) {
  const serverName = snakeCase(name);
  return (serverName === name ? table(name) : table(name).from(serverName)).columns(snakeColumns(columns));
}
