/** Why a card's last action failed, already translated, in the card's own text; nothing without one. */
export function CardError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-destructive">
      {error}
    </p>
  );
}
