import { cn } from '../lib/utils';

// Colour studies standing in for photographs (golden hour, sea, forest, lace, dusk, studio):
// the product's screens should feel like a gallery without shipping stock photos.
const tiles = [
  'bg-[linear-gradient(160deg,#f4d3a6_0%,#d98f6a_45%,#6d3f3a_100%)] row-span-2',
  'bg-[linear-gradient(200deg,#cfe3e6_0%,#6d9aa8_55%,#27414f_100%)]',
  'bg-[linear-gradient(140deg,#e9e4da_0%,#c9b9a6_60%,#8a7661_100%)]',
  'bg-[linear-gradient(180deg,#b8c7a4_0%,#5f7752_50%,#2c3a27_100%)] row-span-2',
  'bg-[linear-gradient(150deg,#f6ece6_0%,#e7c9c0_55%,#b48a86_100%)]',
  'bg-[linear-gradient(170deg,#433f5c_0%,#8d6f8f_55%,#e3a983_100%)]',
  'bg-[linear-gradient(190deg,#e8d9b5_0%,#c7a56b_50%,#5b4a32_100%)]',
];

export function PhotoMosaic({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('grid grid-cols-3 grid-rows-3 gap-2', className)}>
      {tiles.map((tile) => (
        <div key={tile} className={cn('rounded-lg shadow-sm ring-1 ring-black/5', tile)} />
      ))}
    </div>
  );
}
