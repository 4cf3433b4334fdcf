import { MessageSquare } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import { MAX_COMMENT_LENGTH } from '@core/domain/selection';
import { ListToggle, SelectionNotice } from './selection-toggle';
import type { SelectionView } from './use-selection';

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** Typing in a field is not the lightbox's business: arrows move the caret, Escape leaves the field. */
function keepTypingKeys(event: KeyboardEvent) {
  const target = event.target as HTMLElement;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT') event.stopPropagation();
}

type SelectionPanelProps = { selection: SelectionView; photoId: string };

/**
 * The client's choices for the photo on screen, at the foot of the lightbox: a button per list
 * (Favourites first) and their comment. Pointer and wheel events stay here, so a tap on the panel
 * neither swipes to another photo nor closes the lightbox.
 */
export function SelectionPanel({ selection, photoId }: SelectionPanelProps) {
  const { t } = useTranslation('public');
  const [commenting, setCommenting] = useState(false);
  const commentButton = useRef<HTMLButtonElement>(null);
  const editorId = useId();
  const comment = selection.comment(photoId);

  return (
    <div
      data-testid="lightbox-selection"
      className="absolute inset-x-2 bottom-2 z-10 mx-auto grid max-w-2xl gap-2 rounded-xl border bg-background p-2.5 text-foreground shadow-lg select-text sm:bottom-4 sm:p-3"
      onPointerDown={stop}
      onWheel={stop}
      onKeyDown={keepTypingKeys}
    >
      {selection.notice && <SelectionNotice notice={selection.notice} onDismiss={selection.dismissNotice} />}
      <div role="group" aria-label={t('selection.listsLabel')} className="flex flex-wrap items-center gap-2">
        {selection.lists.map((list) => (
          <ListToggle
            key={list.id}
            list={list}
            pressed={selection.inList(photoId, list.id)}
            onToggle={() => selection.toggle(photoId, list.id)}
          />
        ))}
        <Button
          ref={commentButton}
          variant="ghost"
          size="sm"
          aria-expanded={commenting}
          aria-controls={commenting ? editorId : undefined}
          onClick={() => setCommenting((open) => !open)}
          className="ml-auto rounded-full"
          data-testid="comment-toggle"
        >
          <MessageSquare className={cn(comment && 'fill-current')} aria-hidden="true" />
          {comment ? t('selection.editComment') : t('selection.addComment')}
        </Button>
      </div>
      {commenting ? (
        <CommentEditor
          key={photoId}
          id={editorId}
          initial={comment}
          onSave={(text) => selection.saveComment(photoId, text)}
          returnFocus={commentButton}
        />
      ) : (
        comment && (
          <p
            className="line-clamp-2 px-1 text-sm whitespace-pre-line text-muted-foreground"
            data-testid="photo-comment"
          >
            {comment}
          </p>
        )
      )}
    </div>
  );
}

type CommentEditorProps = {
  id: string;
  initial: string;
  onSave: (comment: string) => Promise<boolean>;
  /** Where Escape takes the focus (leaving the field saves it). */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/** The photo's comment, saved when the field loses focus or with Save. */
function CommentEditor({ id, initial, onSave, returnFocus }: CommentEditorProps) {
  const { t } = useTranslation('public');
  const [draft, setDraft] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  const save = async () => {
    if (draft.trim() === initial) return;
    setState('saving');
    setState((await onSave(draft)) ? 'saved' : 'idle');
  };

  return (
    <div id={id} className="grid gap-2">
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('selection.commentLabel')}
      </label>
      <Textarea
        id={`${id}-text`}
        value={draft}
        maxLength={MAX_COMMENT_LENGTH}
        rows={2}
        autoFocus
        placeholder={t('selection.commentPlaceholder')}
        className="min-h-16 resize-none"
        onChange={(event) => {
          setDraft(event.target.value);
          setState('idle');
        }}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          returnFocus.current?.focus();
        }}
        data-testid="comment-field"
      />
      <div className="flex items-center justify-end gap-3">
        <span role="status" className="text-xs text-muted-foreground">
          {state === 'saved' ? t('selection.commentSaved') : ''}
        </span>
        <Button size="sm" onClick={() => void save()}>
          {t('selection.saveComment')}
        </Button>
      </div>
    </div>
  );
}
