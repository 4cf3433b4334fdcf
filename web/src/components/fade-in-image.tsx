import type { ComponentProps } from 'react';
import { cn } from '../lib/utils';

/**
 * An image that stays transparent until it has loaded, then fades in: the placeholder behind
 * it shows meanwhile, and an image that fails never shows the browser's broken-image icon.
 */
export function FadeInImage({ className, onLoad, alt = '', ...props }: ComponentProps<'img'>) {
  return (
    <img
      {...props}
      alt={alt}
      onLoad={(event) => {
        // Outside React's state on purpose: a grid of hundreds of images should not re-render
        // for each one that arrives.
        event.currentTarget.setAttribute('data-loaded', '');
        onLoad?.(event);
      }}
      className={cn('opacity-0 transition-opacity duration-500 data-loaded:opacity-100', className)}
    />
  );
}
