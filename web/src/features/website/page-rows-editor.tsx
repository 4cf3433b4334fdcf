import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PageBlockType } from '@core/domain/site-page';
import { MoveRemoveButtons } from '../../components/move-remove-buttons';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { BlockFields, type GalleryOption } from './block-fields';
import { blockTypes, MAX_BLOCKS_PER_ROW, newBlock, newRow } from './block-types';
import type { PageFormControl } from './page-form';

type BlockTypeMenuProps = {
  label: string;
  testId: string;
  onPick: (type: PageBlockType) => void;
};

/** A button that opens the nine block types, each with a line saying what it is for. */
function BlockTypeMenu({ label, testId, onPick }: BlockTypeMenuProps) {
  const { t } = useTranslation('website');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit" data-testid={testId}>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {blockTypes.map((type) => (
          <DropdownMenuItem key={type} onSelect={() => onPick(type)} className="grid items-start gap-0.5">
            <span className="font-medium">{t(`blocks.${type}.name`)}</span>
            <span className="text-xs text-muted-foreground">{t(`blocks.${type}.description`)}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type RowsEditorProps = {
  control: PageFormControl;
  galleries: readonly GalleryOption[];
};

/** The page's rows: add one with a first block, move, delete; each row's blocks below it. */
export function PageRowsEditor({ control, galleries }: RowsEditorProps) {
  const { t } = useTranslation('website');
  const rows = useFieldArray({ control, name: 'rows' });
  const firstGallery = galleries[0]?.value;
  return (
    <div className="grid gap-4">
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {t('editor.noRows')}
        </p>
      ) : (
        <ol className="grid gap-4">
          {rows.fields.map((row, index) => (
            <RowEditor
              key={row.id}
              control={control}
              index={index}
              count={rows.fields.length}
              galleries={galleries}
              onMove={(by) => rows.move(index, index + by)}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </ol>
      )}
      <BlockTypeMenu
        label={t('editor.addRow')}
        testId="add-row"
        onPick={(type) => rows.append(newRow(type, firstGallery))}
      />
    </div>
  );
}

type RowEditorProps = RowsEditorProps & {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function RowEditor({ control, index, count, galleries, onMove, onRemove }: RowEditorProps) {
  const { t } = useTranslation('website');
  const titleId = useId();
  const blocks = useFieldArray({ control, name: `rows.${index}.blocks` });
  const position = index + 1;
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3 shadow-xs" aria-labelledby={titleId} data-testid="page-row">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {t('editor.row', { position })}
        </h3>
        <MoveRemoveButtons
          index={index}
          count={count}
          labels={{
            up: t('editor.rowMoveUp', { position }),
            down: t('editor.rowMoveDown', { position }),
            remove: t('editor.rowDelete', { position }),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="grid gap-3">
        {blocks.fields.map((block, blockIndex) => {
          const name = t(`blocks.${block.type}.name`);
          return (
            <div
              key={block.id}
              role="group"
              aria-label={name}
              className="grid gap-3 rounded-md border bg-muted/30 p-3"
              data-testid="page-block"
              data-block={block.type}
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{name}</p>
                {/* A row keeps at least one block: the row's own Delete removes the last. */}
                {blocks.fields.length > 1 && (
                  <IconButton
                    icon={X}
                    className="text-muted-foreground hover:text-destructive"
                    label={t('editor.blockRemove', { name, position })}
                    onClick={() => blocks.remove(blockIndex)}
                  />
                )}
              </div>
              <BlockFields
                control={control}
                name={`rows.${index}.blocks.${blockIndex}`}
                type={block.type}
                galleries={galleries}
              />
            </div>
          );
        })}
      </div>
      {blocks.fields.length < MAX_BLOCKS_PER_ROW ? (
        <BlockTypeMenu
          label={t('editor.addBlock')}
          testId="add-block"
          onPick={(type) => blocks.append(newBlock(type, galleries[0]?.value))}
        />
      ) : (
        <p className="text-xs text-muted-foreground">{t('editor.rowFull')}</p>
      )}
    </li>
  );
}
