import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The screens with a list reordered by dragging; each words its own `reorder.*` strings. */
type SortableNamespace = 'galleries' | 'website';

/** The keys of `T` that hold its name as a string. */
type NameKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * What dnd-kit needs to reorder `items` by mouse, touch or keyboard (Space, arrows, Space): their
 * ids in order, the sensors, and what a screen reader hears, from the `reorder.*` strings of `ns`
 * with each item called by its `nameKey`.
 */
export function useSortableList<T extends { id: string }>(
  ns: SortableNamespace,
  items: readonly T[],
  nameKey: NameKey<T>,
) {
  const { t } = useTranslation(ns);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press starts a drag on touch screens, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => String(items.find((item) => item.id === id)?.[nameKey] ?? '');
    const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
    const total = ids.length;
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        t('reorder.pickedUp', { name: nameOf(active.id), position: positionOf(active.id), total }),
      onDragOver: ({ active, over }) =>
        over ? t('reorder.movedTo', { name: nameOf(active.id), position: positionOf(over.id), total }) : '',
      onDragEnd: ({ active, over }) =>
        over ? t('reorder.dropped', { name: nameOf(active.id), position: positionOf(over.id), total }) : '',
      onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } };
  }, [items, ids, nameKey, t]);

  return { ids, sensors, accessibility };
}
