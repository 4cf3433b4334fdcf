import { useQuery } from '@rocicorp/zero/react';
import { Trash2, Type, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { customFont, fontFamilyName, fontPath, MAX_FONT_BYTES } from '@core/domain/brand-files';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { UploadState } from '../../components/upload-state';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useBrandFileErrorMessage } from '../../hooks/use-brand-file-error-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { postBrandFile } from '../../lib/brand-file-upload';
import { fileSize } from '../../lib/file-size';

type ListedFont = { id: string; fontFamily: string; fileName: string; fileSize: number; fontType: string };

const uploadedFont = z.object({ font: customFont });

/**
 * The fonts the studio uploaded for its public site, each shown in its own face, with a form
 * that uploads another (file and family name) and a button that deletes one after asking.
 * Listed through Zero, so a font uploaded or deleted in another browser shows here too.
 */
export function FontsCard() {
  const { t } = useTranslation(['upload', 'common']);
  const { account } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [fonts] = useQuery(queries.customFonts.list({ accountId: account.id }));
  const [deleting, setDeleting] = useState<ListedFont>();

  return (
    <Card id="fonts" className="scroll-mt-20" data-testid="fonts-card">
      <CardHeader>
        <CardTitle>{t('brandFiles.fonts.title')}</CardTitle>
        <CardDescription>{t('brandFiles.fonts.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {fonts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('brandFiles.fonts.empty')}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('brandFiles.fonts.list')}>
            {fonts.map((font) => (
              <FontRow key={font.id} font={font} onDelete={() => setDeleting(font)} />
            ))}
          </ul>
        )}
        <FontUploadForm />
      </CardContent>
      <ConfirmDialog
        subject={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={(font) => t('brandFiles.fonts.deleteTitle', { name: font.fontFamily })}
        description={t('brandFiles.fonts.deleteDescription')}
        confirmLabel={t('common:actions.delete')}
        route="api"
        testId="delete-font-dialog"
        onConfirm={async (font) => {
          try {
            await api.delete(fontPath(font.id), z.undefined());
          } catch (error) {
            return apiErrorMessage(error);
          }
          toast.success(t('brandFiles.fonts.deleted', { name: font.fontFamily }));
          return undefined;
        }}
      />
    </Card>
  );
}

/** One font: its family name and a sample sentence drawn in the font itself, and its file's facts. */
function FontRow({ font, onDelete }: { font: ListedFont; onDelete: () => void }) {
  const { t, i18n } = useTranslation('upload');
  const face = useFontFace(font.id);
  return (
    <li className="flex items-start gap-3 px-3 py-2.5 text-sm">
      <Type className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5" style={face ? { fontFamily: face } : undefined}>
        <span className="truncate text-base font-medium">{font.fontFamily}</span>
        <span className="truncate text-muted-foreground">{t('brandFiles.fonts.sample')}</span>
        <span className="truncate font-sans text-xs text-muted-foreground">
          {font.fontType.toUpperCase()} · {fileSize(font.fileSize, i18n.resolvedLanguage)} · {font.fileName}
        </span>
      </div>
      <IconButton
        icon={Trash2}
        className="text-muted-foreground hover:text-destructive"
        onClick={onDelete}
        label={t('brandFiles.fonts.delete', { name: font.fontFamily })}
      />
    </li>
  );
}

/**
 * The CSS font-family that draws with the uploaded font `id`, once it has loaded; undefined
 * meanwhile or if it cannot load. Each font gets a family name of its own, so two uploads of one
 * family (or a family the device has installed) show their own files.
 */
function useFontFace(id: string): string | undefined {
  const family = `studio-font-${id}`;
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    const face = new FontFace(family, `url("${fontPath(id)}")`);
    document.fonts.add(face);
    let current = true;
    face.load().then(
      () => current && setLoaded(family),
      () => current && setLoaded(undefined),
    );
    return () => {
      current = false;
      document.fonts.delete(face);
    };
  }, [family, id]);
  return loaded === family ? `"${family}", ui-sans-serif, system-ui, sans-serif` : undefined;
}

/** A font file and its family name; the family is named after the file when left empty. */
function FontUploadForm() {
  const { t } = useTranslation('upload');
  const { account } = useAccount();
  const blocked = useWriteBlock('api');
  const uploadErrorMessage = useBrandFileErrorMessage();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File>();
  const [family, setFamily] = useState('');
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const familyInvalid = family.trim() !== '' && !fontFamilyName.safeParse(family).success;
  const uploading = progress !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || familyInvalid) return;
    setError(undefined);
    if (file.size > MAX_FONT_BYTES) {
      setError(t('brandFiles.errors.fontTooLarge'));
      return;
    }
    const body = new FormData();
    body.append('font', file);
    if (family.trim() !== '') body.append('fontFamily', family.trim());
    setProgress(0);
    try {
      const { font } = await postBrandFile('/api/upload/font', body, {
        accountId: account.id,
        schema: uploadedFont,
        onProgress: setProgress,
      });
      toast.success(t('brandFiles.fonts.uploaded', { name: font.fontFamily }));
      form.current?.reset();
      setFile(undefined);
      setFamily('');
    } catch (caught) {
      setError(uploadErrorMessage(caught, 'font'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form ref={form} className="grid gap-4" onSubmit={(event) => void submit(event)} data-testid="font-upload-form">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('brandFiles.fonts.file')} description={t('brandFiles.fonts.fileHint')}>
          {(control) => (
            <Input
              {...control}
              type="file"
              // A hint for the file picker only: the API judges the file by its bytes.
              accept=".woff2,.woff,.ttf,.otf,font/woff2,font/woff,font/ttf,font/otf"
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          )}
        </Field>
        <Field
          label={t('brandFiles.fonts.family')}
          description={t('brandFiles.fonts.familyHint')}
          error={familyInvalid ? t('brandFiles.fonts.familyInvalid') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={family}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setFamily(event.target.value)}
            />
          )}
        </Field>
      </div>
      <UploadState progress={progress} error={error} />
      {blocked && <p className="text-sm text-muted-foreground">{blocked}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={!file || familyInvalid || uploading || blocked !== undefined}>
          {uploading ? <Spinner /> : <Upload aria-hidden="true" />}
          {t('brandFiles.fonts.upload')}
        </Button>
      </div>
    </form>
  );
}
