/** A session type's colour; its name is in words beside it, so the dot itself is decorative. */
export function TypeColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="session-type-color"
      className="size-2.5 shrink-0 rounded-full ring-1 ring-foreground/20"
      style={{ backgroundColor: color }}
    />
  );
}
