import { styled } from './styled';

export const Card = styled('div', {
  slot: 'card',
  className: 'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-xs',
});

export const CardHeader = styled('div', { slot: 'card-header', className: 'grid gap-1.5 px-6' });

export const CardTitle = styled('h2', { slot: 'card-title', className: 'text-base leading-none font-semibold' });

export const CardDescription = styled('p', { slot: 'card-description', className: 'text-sm text-muted-foreground' });

export const CardContent = styled('div', { slot: 'card-content', className: 'px-6' });

export const CardFooter = styled('div', { slot: 'card-footer', className: 'flex items-center gap-2 px-6' });
