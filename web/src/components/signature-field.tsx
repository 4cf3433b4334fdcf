import { Eraser } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Tabs, TabsContent, TabTriggers } from './ui/tabs';

export type SignatureKind = 'drawn' | 'typed';

/** A signature as the sign routes take it: a PNG data URL when drawn, the text when typed. */
export type SignatureValue = { kind: SignatureKind; value: string };

const KINDS = ['drawn', 'typed'] as const;

type SignatureFieldProps = {
  /** The signature so far; undefined while nothing is drawn or typed. */
  onChange: (signature: SignatureValue | undefined) => void;
  /** The signer's name, suggested as what to type. */
  name: string;
  /** Already translated. */
  error?: string | undefined;
};

/**
 * A signature, drawn with a finger or a mouse (signature_pad) or typed. The pad is paper-white
 * with dark ink in either theme, so the picture reads the same on the PDF.
 */
export function SignatureField({ onChange, name, error }: SignatureFieldProps) {
  const { t } = useTranslation('common');
  const [kind, setKind] = useState<SignatureKind>('drawn');
  const [drawn, setDrawn] = useState<string>();
  const [typed, setTyped] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  const report = (nextKind: SignatureKind, nextDrawn: string | undefined, nextTyped: string) => {
    const value = nextKind === 'drawn' ? nextDrawn : nextTyped.trim();
    onChange(value ? { kind: nextKind, value } : undefined);
  };
  return (
    <div className="grid gap-2" data-testid="signature-field">
      <Tabs
        value={kind}
        onValueChange={(value) => {
          const next = value as SignatureKind;
          setKind(next);
          report(next, drawn, typed);
        }}
        className="grid gap-3"
      >
        <TabTriggers values={KINDS} label={(value) => t(`signature.${value}`)} className="w-full sm:w-fit" />
        {/* Kept while the other tab shows, so a drawing survives a look at typing. */}
        <TabsContent value="drawn" forceMount className="data-[state=inactive]:hidden">
          <DrawPad
            label={t('signature.padLabel')}
            clearLabel={t('signature.clear')}
            hint={t('signature.drawHint')}
            describedBy={error ? errorId : undefined}
            onDrawn={(picture) => {
              setDrawn(picture);
              report('drawn', picture, typed);
            }}
          />
        </TabsContent>
        <TabsContent value="typed" className="grid gap-2">
          <Label htmlFor={`${id}-typed`}>{t('signature.typedLabel')}</Label>
          <Input
            id={`${id}-typed`}
            value={typed}
            placeholder={name}
            autoComplete="name"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              report('typed', drawn, event.target.value);
            }}
          />
          <p
            aria-hidden="true"
            className="min-h-16 rounded-md border bg-white px-4 py-3 font-serif text-3xl text-neutral-900 italic"
            data-testid="typed-signature"
          >
            {typed}
          </p>
        </TabsContent>
      </Tabs>
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type DrawPadProps = {
  label: string;
  clearLabel: string;
  hint: string;
  describedBy: string | undefined;
  /** The picture after each stroke, or undefined once cleared. */
  onDrawn: (picture: string | undefined) => void;
};

const INK = '#111827';

function DrawPad({ label, clearLabel, hint, describedBy, onDrawn }: DrawPadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(null);
  const onDrawnRef = useRef(onDrawn);
  useEffect(() => {
    onDrawnRef.current = onDrawn;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: INK });
    padRef.current = pad;
    // The canvas is drawn at the screen's pixel density, and redrawn when the page's width
    // changes (a phone turned), or the strokes would stretch.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth * ratio;
      const height = canvas.offsetHeight * ratio;
      if (width === 0 || (canvas.width === width && canvas.height === height)) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(strokes);
    };
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(canvas);
    const ended = () => onDrawnRef.current(pad.isEmpty() ? undefined : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', ended);
    return () => {
      resized.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onDrawn(undefined);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        className="h-40 w-full touch-none rounded-md border bg-white"
        data-testid="signature-pad"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{hint}</p>
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          <Eraser aria-hidden="true" />
          {clearLabel}
        </Button>
      </div>
    </div>
  );
}
