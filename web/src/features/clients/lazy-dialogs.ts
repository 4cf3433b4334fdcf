// The clients screens' dialogs as they open them: each loads when first opened, not with the tab.
import { lazyDialog } from '../../components/lazy-dialog';

export const DeleteCustomerDialog = lazyDialog(
  async () => (await import('./delete-customer-dialog')).DeleteCustomerDialog,
  { isOpen: ({ customer }) => customer !== undefined },
);
