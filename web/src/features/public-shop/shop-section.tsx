import { useId, type ReactNode } from 'react';

/** A titled list of the shop: offers of a kind, the client's files, their orders. */
export function ShopSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}
