/** Whether `value` is a plain object as JSON keeps one (not null, not an array): what a stored setting must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
