// The crop tool of a print: the whole photo, with a frame of the print's ratio over it that the
// client drags (or moves with the arrow keys), zooms with a pinch, the slider or + and −, and turns
// portrait or landscape. Written here rather than taken from a library: the ones that fit are
// larger than the rest of the shop, and this needs only pointer events and percentages.
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  centred,
  cropOf,
  keptInside,
  MAX_ZOOM,
  printRatio,
  type CropFrame,
  type Orientation,
  type Size,
} from './crop-geometry';

export type CropChoice = { orientation: Orientation; frame: CropFrame };

type CropToolProps = {
  src: string;
  photo: Size;
  print: { widthMm: number; heightMm: number };
  value: CropChoice;
  onChange: (choice: CropChoice) => void;
};

/** How far one press of an arrow key moves the frame (with Shift, five times as far). */
const STEP = 0.02;
const ZOOM_STEP = 0.1;

export function CropTool({ src, photo, print, value, onChange }: CropToolProps) {
  const { t } = useTranslation('shop');
  const hintId = useId();
  const area = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const ratio = printRatio(print, value.orientation);
  const crop = cropOf(photo, ratio, value.frame);
  const set = (frame: CropFrame) => onChange({ ...value, frame: keptInside(photo, ratio, frame) });

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const previous = pointers.current.get(event.pointerId);
    const box = area.current?.getBoundingClientRect();
    if (!previous || !box) return;
    const before = [...pointers.current.values()];
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (before.length === 1) {
      set({
        ...value.frame,
        cx: value.frame.cx + (event.clientX - previous.x) / box.width,
        cy: value.frame.cy + (event.clientY - previous.y) / box.height,
      });
    } else if (before.length === 2) {
      // A pinch: the frame grows or shrinks with the distance between the two fingers.
      const [a, b] = [...pointers.current.values()];
      const [c, d] = before;
      if (!a || !b || !c || !d) return;
      const apart = Math.hypot(a.x - b.x, a.y - b.y);
      const was = Math.hypot(c.x - d.x, c.y - d.y);
      if (was > 0) set({ ...value.frame, zoom: value.frame.zoom * (apart / was) });
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? STEP * 5 : STEP;
    const moves: Record<string, Partial<CropFrame>> = {
      ArrowLeft: { cx: value.frame.cx - step },
      ArrowRight: { cx: value.frame.cx + step },
      ArrowUp: { cy: value.frame.cy - step },
      ArrowDown: { cy: value.frame.cy + step },
      '+': { zoom: value.frame.zoom + ZOOM_STEP },
      '=': { zoom: value.frame.zoom + ZOOM_STEP },
      '-': { zoom: value.frame.zoom - ZOOM_STEP },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ ...value.frame, ...move });
  };

  const turn = (orientation: Orientation) => onChange({ orientation, frame: centred });

  return (
    <div className="grid gap-3" data-testid="crop-tool">
      <div role="group" aria-label={t('crop.orientation')} className="flex flex-wrap justify-center gap-2">
        {(['portrait', 'landscape'] as const).map((orientation) => (
          <Button
            key={orientation}
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={value.orientation === orientation}
            className="aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            onClick={() => turn(orientation)}
          >
            {t(`crop.${orientation}`)}
          </Button>
        ))}
      </div>
      <div className="mx-auto w-full" style={{ maxWidth: `calc(min(50svh, 420px) * ${photo.width / photo.height})` }}>
        <div
          ref={area}
          className="relative w-full touch-none overflow-hidden rounded-md bg-muted select-none"
          style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
        >
          <img src={src} alt="" draggable={false} className="absolute inset-0 size-full object-cover" />
          <button
            type="button"
            aria-label={t('crop.frame')}
            aria-describedby={hintId}
            data-testid="crop-frame"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onKeyDown={onKeyDown}
            className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.55)] outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
            style={{
              left: `${crop.x * 100}%`,
              top: `${crop.y * 100}%`,
              width: `${crop.width * 100}%`,
              height: `${crop.height * 100}%`,
            }}
          />
        </div>
      </div>
      <p id={hintId} className="text-center text-xs text-muted-foreground">
        {t('crop.hint')}
      </p>
      <label className="grid gap-1 text-sm font-medium">
        {t('crop.zoom')}
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={value.frame.zoom}
          onChange={(event) => set({ ...value.frame, zoom: Number(event.target.value) })}
          className="w-full accent-primary"
        />
      </label>
    </div>
  );
}
