// Where the back office shows clients' orders from their galleries (features/sales/), for the
// screens that link to them: the gallery's Orders tab, Home's card.
export const SALES_PATH = '/app/sales';
export const orderPath = (id: string): string => `/app/sales/orders/${encodeURIComponent(id)}`;
