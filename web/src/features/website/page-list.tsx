import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Ellipsis, ExternalLink, GripVertical, House, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useSortableList } from '../../hooks/use-sortable-list';
import { cn } from '../../lib/utils';
import { PageStatusBadge } from './page-status-badge';
import type { SitePage } from './site-page-types';

type PageListProps = {
  pages: readonly SitePage[];
  homePath: string | undefined;
  /** The public address of the studio's site (/p/{slug}), once it has one. */
  siteHref: string | undefined;
  /** Puts the pages in this order. */
  onReorder: (ids: string[]) => void;
  onSetHome: (page: SitePage) => void;
  onDelete: (page: SitePage) => void;
};

/**
 * The studio's pages in menu order: drag one by its handle (mouse, touch, or keyboard: Space,
 * arrows, Space), or press its Move up and Move down buttons.
 */
export function PageList({ pages, onReorder, ...rowProps }: PageListProps) {
  const { t } = useTranslation('website');
  const { ids, sensors, accessibility } = useSortableList('website', pages, 'title');

  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="grid gap-2" aria-label={t('list.label')} data-testid="site-page-list">
          {pages.map((page, index) => (
            <PageListItem
              key={page.id}
              page={page}
              first={index === 0}
              last={index === pages.length - 1}
              onMove={(by) => move(index, index + by)}
              {...rowProps}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type PageListItemProps = Omit<PageListProps, 'pages' | 'onReorder'> & {
  page: SitePage;
  first: boolean;
  last: boolean;
  /** Moves the page one place up (-1) or down (1). */
  onMove: (by: -1 | 1) => void;
};

function PageListItem({ page, first, last, homePath, siteHref, onMove, onSetHome, onDelete }: PageListItemProps) {
  const { t } = useTranslation('website');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page.id,
  });
  const isHome = page.path === homePath;
  const editHref = `/app/website/pages/${page.id}`;
  const title = page.title;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-card px-2 py-2 shadow-xs sm:gap-3 sm:px-3',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
      data-testid="site-page-item"
      data-page-id={page.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('list.drag', { title })}
        aria-roledescription={t('reorder.roleDescription')}
        className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={editHref}
            className="truncate font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {title}
          </Link>
          <PageStatusBadge status={page.status} />
          {isHome && (
            <Badge variant="secondary" data-testid="site-page-home">
              <House aria-hidden="true" />
              {t('list.home')}
            </Badge>
          )}
        </div>
        <p className="truncate font-mono text-xs text-muted-foreground">{page.path}</p>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('list.moveUp', { title })}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('list.moveDown', { title })}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={t('list.more', { title })}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={editHref}>
                <Pencil aria-hidden="true" />
                {t('list.edit')}
              </Link>
            </DropdownMenuItem>
            {siteHref && page.status === 'published' && (
              <DropdownMenuItem asChild>
                <a href={`${siteHref}${page.path}`} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {t('list.view')}
                </a>
              </DropdownMenuItem>
            )}
            <DropdownMenuItem disabled={isHome} onSelect={() => onSetHome(page)}>
              <House aria-hidden="true" />
              {t('list.setHome')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive focus:text-destructive [&_svg:not([class*='text-'])]:text-destructive"
              onSelect={() => onDelete(page)}
            >
              <Trash2 aria-hidden="true" />
              {t('list.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
