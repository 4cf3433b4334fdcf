// Every /api route and the module that handles it. The local adapter and the SST Api stack
// both read this table, so what runs locally is exactly what deploys.
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway route path, with {param} placeholders. */
  path: string;
  /** Module under functions/, without extension; it exports `handler`. */
  handler: string;
};

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/accounts', handler: 'accounts/list' },
  { method: 'POST', path: '/api/accounts', handler: 'accounts/create' },
  { method: 'POST', path: '/api/me/delete', handler: 'me/delete' },
  // Two-step sign-in's recovery codes (functions/lib/recovery-codes.ts), and turning it off with a code.
  { method: 'POST', path: '/api/me/two-step/recovery-codes', handler: 'me/two-step-codes' },
  { method: 'POST', path: '/api/me/two-step/recover', handler: 'me/two-step-recover' },
  { method: 'POST', path: '/api/me/two-step/off', handler: 'me/two-step-off' },
  { method: 'PATCH', path: '/api/accounts/{id}', handler: 'accounts/update' },
  { method: 'PATCH', path: '/api/accounts/{id}/slug', handler: 'accounts/update-slug' },
  { method: 'GET', path: '/api/accounts/{id}/slug-availability', handler: 'accounts/slug-availability' },
  // The studio's own domain: claimed, then served once a DNS record proves it is the studio's.
  { method: 'PUT', path: '/api/accounts/{id}/domain', handler: 'accounts/claim-domain' },
  { method: 'POST', path: '/api/accounts/{id}/domain/verify', handler: 'accounts/verify-domain' },
  { method: 'PUT', path: '/api/accounts/{id}/currency', handler: 'payments/currency' },
  { method: 'PUT', path: '/api/accounts/{id}/invoicing', handler: 'invoices/settings' },
  // Quotes and invoices (functions/invoices/): what only the API may do to them, for managers.
  { method: 'POST', path: '/api/accounts/{id}/invoices/{documentId}/issue', handler: 'invoices/issue' },
  { method: 'POST', path: '/api/accounts/{id}/invoices/{documentId}/correct', handler: 'invoices/correct' },
  { method: 'POST', path: '/api/accounts/{id}/invoices/{documentId}/cancel', handler: 'invoices/cancel' },
  { method: 'POST', path: '/api/accounts/{id}/quotes/{documentId}/send', handler: 'invoices/send-quote' },
  { method: 'POST', path: '/api/accounts/{id}/document-links', handler: 'invoices/renew-link' },
  { method: 'POST', path: '/api/accounts/{id}/document-links/revoke', handler: 'invoices/revoke-link' },
  // Whether the studio sealed exactly this PDF (functions/lib/sealing/).
  { method: 'POST', path: '/api/accounts/{id}/sealed-documents/check', handler: 'sealed-documents/check' },
  // A client's quote or invoice, opened by its link's token on the studio's public address.
  { method: 'GET', path: '/api/p/{id}/quotes/{token}', handler: 'client-documents/quote' },
  { method: 'POST', path: '/api/p/{id}/quotes/{token}/accept', handler: 'client-documents/accept-quote' },
  { method: 'POST', path: '/api/p/{id}/quotes/{token}/decline', handler: 'client-documents/decline-quote' },
  { method: 'GET', path: '/api/p/{id}/invoices/{token}', handler: 'client-documents/invoice' },
  // A client's portal (functions/client-portal/): signed in by a mailed code or link, never a password.
  { method: 'POST', path: '/api/p/{id}/client/code', handler: 'client-portal/request-code' },
  { method: 'POST', path: '/api/p/{id}/client/session', handler: 'client-portal/open-session' },
  { method: 'DELETE', path: '/api/p/{id}/client/session', handler: 'client-portal/close-session' },
  { method: 'GET', path: '/api/p/{id}/client', handler: 'client-portal/portal' },
  {
    method: 'POST',
    path: '/api/accounts/{id}/customers/{customerId}/portal-preview',
    handler: 'client-portal/preview',
  },
  // Questionnaires (functions/questionnaires/): sent by a manager, answered by the client's link.
  { method: 'POST', path: '/api/accounts/{id}/questionnaires/{questionnaireId}/send', handler: 'questionnaires/send' },
  { method: 'POST', path: '/api/accounts/{id}/questionnaires/{responseId}/link', handler: 'questionnaires/renew-link' },
  {
    method: 'DELETE',
    path: '/api/accounts/{id}/questionnaires/{responseId}/link',
    handler: 'questionnaires/revoke-link',
  },
  { method: 'GET', path: '/api/p/{id}/questionnaires/{token}', handler: 'questionnaires/client-read' },
  { method: 'PUT', path: '/api/p/{id}/questionnaires/{token}', handler: 'questionnaires/client-save' },
  { method: 'POST', path: '/api/p/{id}/questionnaires/{token}/submit', handler: 'questionnaires/client-submit' },
  // Reviews (functions/reviews/): the client sends the one their review request's link opens.
  { method: 'POST', path: '/api/p/{id}/reviews/{token}', handler: 'reviews/client-submit' },
  // Mail templates (functions/mail-templates/): the editor's preview with a real client's data.
  { method: 'POST', path: '/api/accounts/{id}/mail-templates/preview', handler: 'mail-templates/preview' },
  // Contracts (functions/contracts/): what only the API may do to them, for managers; the client
  // reads and signs theirs by its link.
  { method: 'POST', path: '/api/accounts/{id}/contracts/{contractId}/send', handler: 'contracts/send' },
  { method: 'POST', path: '/api/accounts/{id}/contracts/{contractId}/countersign', handler: 'contracts/countersign' },
  { method: 'POST', path: '/api/accounts/{id}/contracts/{contractId}/new-version', handler: 'contracts/new-version' },
  { method: 'POST', path: '/api/accounts/{id}/contracts/{contractId}/void', handler: 'contracts/void' },
  { method: 'POST', path: '/api/accounts/{id}/contracts/{contractId}/link', handler: 'contracts/renew-link' },
  { method: 'DELETE', path: '/api/accounts/{id}/contracts/{contractId}/link', handler: 'contracts/revoke-link' },
  { method: 'GET', path: '/api/accounts/{id}/contracts/{contractId}/pdf', handler: 'contracts/pdf' },
  { method: 'PUT', path: '/api/accounts/{id}/contract-settings', handler: 'contracts/settings' },
  // A session's workflow steps (functions/session-steps/): skipped or sent now by managers.
  { method: 'POST', path: '/api/accounts/{id}/session-steps/{stepId}/skip', handler: 'session-steps/skip' },
  { method: 'POST', path: '/api/accounts/{id}/session-steps/{stepId}/send', handler: 'session-steps/send' },
  // Clients' orders from their galleries (functions/gallery-orders/): prints marked sent by managers.
  { method: 'POST', path: '/api/accounts/{id}/gallery-orders/{orderId}/sent', handler: 'gallery-orders/sent' },
  { method: 'GET', path: '/api/p/{id}/contracts/{token}', handler: 'client-documents/contract' },
  { method: 'POST', path: '/api/p/{id}/contracts/{token}/sign', handler: 'client-documents/sign-contract' },
  { method: 'GET', path: '/api/contract-links/{token}/pdf', handler: 'contracts/client-pdf' },
  // Proposals (functions/proposals/): a quote, contract and deposit sent by a manager as one, and
  // taken by the client through one link, in that order.
  { method: 'POST', path: '/api/accounts/{id}/proposals', handler: 'proposals/send' },
  { method: 'POST', path: '/api/accounts/{id}/proposals/{proposalId}/void', handler: 'proposals/void' },
  { method: 'POST', path: '/api/accounts/{id}/proposals/{proposalId}/link', handler: 'proposals/renew-link' },
  { method: 'GET', path: '/api/p/{id}/proposals/{token}', handler: 'proposals/client-read' },
  { method: 'POST', path: '/api/p/{id}/proposals/{token}/accept', handler: 'proposals/client-accept' },
  { method: 'POST', path: '/api/p/{id}/proposals/{token}/sign', handler: 'proposals/client-sign' },
  { method: 'POST', path: '/api/p/{id}/proposals/{token}/pay', handler: 'proposals/client-pay' },
  { method: 'POST', path: '/api/payments/{id}/receipt-upload', handler: 'payments/receipt-upload' },
  { method: 'PUT', path: '/api/payments/{id}/receipt', handler: 'payments/receipt-confirm' },
  { method: 'GET', path: '/api/payments/{id}/receipt', handler: 'payments/receipt-download' },
  // An invoice's Veri*Factu records and the agency's answers (functions/lib/verifactu/).
  { method: 'GET', path: '/api/invoices/{id}/verifactu', handler: 'verifactu/invoice-records' },
  // An invoice's PDF: for its studio's managers, and for the client by the invoice's link.
  { method: 'GET', path: '/api/invoices/{id}/pdf', handler: 'invoice-pdf/studio' },
  { method: 'GET', path: '/api/invoice-links/{token}/pdf', handler: 'invoice-pdf/client' },
  { method: 'POST', path: '/api/upload', handler: 'upload/photos' },
  { method: 'POST', path: '/api/upload/complete', handler: 'upload/complete' },
  { method: 'POST', path: '/api/upload/alike', handler: 'upload/alike' },
  { method: 'POST', path: '/api/upload/known', handler: 'upload/known' },
  // Large photos as S3 multipart uploads: each request the browser sends the bucket is signed here
  // (start; a part, the parts landed, assembly, abandonment), then registered (functions/upload/multipart/).
  { method: 'POST', path: '/api/upload/multipart', handler: 'upload/multipart/start' },
  { method: 'POST', path: '/api/upload/multipart/sign', handler: 'upload/multipart/sign' },
  { method: 'POST', path: '/api/upload/multipart/complete', handler: 'upload/multipart/complete' },
  { method: 'POST', path: '/api/upload/logo', handler: 'upload/logo' },
  { method: 'POST', path: '/api/upload/font', handler: 'upload/font' },
  { method: 'POST', path: '/api/upload/site-image', handler: 'upload/site-image' },
  { method: 'POST', path: '/api/site-images', handler: 'brand-files/photo-site-image' },
  // A studio's logo, site images and fonts, public: its site loads them, on its own domain too.
  { method: 'GET', path: '/api/logos/{id}/{file}', handler: 'brand-files/logo-file' },
  { method: 'GET', path: '/api/site-images/{id}/{file}', handler: 'brand-files/site-image-file' },
  { method: 'GET', path: '/api/fonts/{id}', handler: 'brand-files/font-file' },
  { method: 'DELETE', path: '/api/fonts/{id}', handler: 'brand-files/remove-font' },
  { method: 'GET', path: '/api/images/{galleryId}/{filename}', handler: 'images/transform' },
  { method: 'POST', path: '/api/galleries/{id}/image-access', handler: 'galleries/issue-image-access' },
  { method: 'POST', path: '/api/galleries/{id}/photos/move', handler: 'galleries/move-photos' },
  { method: 'DELETE', path: '/api/gallery/{id}', handler: 'galleries/delete' },
  {
    method: 'POST',
    path: '/api/accounts/{id}/galleries/{galleryId}/invites/{inviteId}/reopen-selection',
    handler: 'galleries/reopen-selection',
  },
  { method: 'POST', path: '/api/auth/invite', handler: 'invites/create' },
  { method: 'POST', path: '/api/auth/verify-invite', handler: 'invites/verify' },
  // API Gateway allows one variable name per position: {id} is the studio's slug in the first.
  { method: 'GET', path: '/api/p/{id}/gallery/{galleryId}', handler: 'public/gallery' },
  { method: 'GET', path: '/api/p/{id}/gallery/{galleryId}/selection', handler: 'public/selection-read' },
  { method: 'PUT', path: '/api/p/{id}/gallery/{galleryId}/selection/{photoId}', handler: 'public/selection-pick' },
  { method: 'POST', path: '/api/p/{id}/gallery/{galleryId}/selection/send', handler: 'public/selection-send' },
  { method: 'POST', path: '/api/p/{id}/gallery/{galleryId}/visitors', handler: 'public/selection-visitor' },
  // A gallery's shop, for its clients (functions/lib/shop/): paying an order issues its invoice.
  { method: 'GET', path: '/api/p/{id}/gallery/{galleryId}/shop', handler: 'public/shop-read' },
  { method: 'POST', path: '/api/p/{id}/gallery/{galleryId}/shop/quote', handler: 'public/shop-quote' },
  { method: 'POST', path: '/api/p/{id}/gallery/{galleryId}/shop/checkout', handler: 'public/shop-checkout' },
  { method: 'GET', path: '/api/p/{id}/gallery/{galleryId}/shop/orders', handler: 'public/shop-orders' },
  { method: 'POST', path: '/api/p/{id}/gallery/{galleryId}/downloads', handler: 'public/download-zip' },
  { method: 'POST', path: '/api/p/{id}/gallery/{galleryId}/downloads/photo', handler: 'public/download-photo' },
  // A client's downloads, opened by their tokens (functions/lib/gallery/download-token.ts): one photo's
  // link, and a ZIP's from the page or a mail.
  { method: 'GET', path: '/api/downloads/photo', handler: 'downloads/download-photo-file' },
  { method: 'GET', path: '/api/downloads/{id}', handler: 'downloads/download-status' },
  { method: 'GET', path: '/api/downloads/{id}/parts/{part}', handler: 'downloads/download-part' },
  { method: 'POST', path: '/api/p/{id}/galleries/verify', handler: 'public/verify-access' },
  { method: 'GET', path: '/api/p/{id}/site', handler: 'public/site' },
  { method: 'GET', path: '/api/p/{id}/page', handler: 'public/page' },
  { method: 'GET', path: '/api/p/{id}/galleries', handler: 'public/public-galleries' },
  { method: 'GET', path: '/api/p/{id}/booking', handler: 'bookings/slots' },
  { method: 'POST', path: '/api/p/{id}/bookings', handler: 'bookings/book' },
  { method: 'POST', path: '/api/p/{id}/enquiries', handler: 'enquiries/enquire' },
  { method: 'GET', path: '/api/p/{id}/bookings/{token}', handler: 'bookings/manage' },
  { method: 'POST', path: '/api/p/{id}/bookings/{token}/cancel', handler: 'bookings/cancel' },
  { method: 'POST', path: '/api/p/{id}/bookings/{token}/move', handler: 'bookings/move' },
  { method: 'GET', path: '/api/accounts/{id}/team', handler: 'team/list' },
  { method: 'POST', path: '/api/accounts/{id}/team/invitations', handler: 'team/invite' },
  { method: 'DELETE', path: '/api/accounts/{id}/team/invitations/{invitationId}', handler: 'team/revoke-invitation' },
  { method: 'PATCH', path: '/api/accounts/{id}/team/members/{userId}', handler: 'team/change-role' },
  { method: 'DELETE', path: '/api/accounts/{id}/team/members/{userId}', handler: 'team/remove-member' },
  { method: 'POST', path: '/api/accounts/{id}/exports', handler: 'exports/request-export' },
  { method: 'GET', path: '/api/accounts/{id}/exports', handler: 'exports/list-exports' },
  { method: 'GET', path: '/api/accounts/{id}/exports/{exportId}', handler: 'exports/download-export' },
  { method: 'POST', path: '/api/accounts/{id}/deletion', handler: 'accounts/schedule-deletion' },
  { method: 'DELETE', path: '/api/accounts/{id}/deletion', handler: 'accounts/cancel-deletion' },
  { method: 'GET', path: '/api/accounts/{id}/usage', handler: 'usage/read-usage' },
  { method: 'PUT', path: '/api/accounts/{id}/billing/cap', handler: 'usage/set-spending-cap' },
  { method: 'POST', path: '/api/accounts/{id}/billing/setup', handler: 'billing/start-card-setup' },
  { method: 'GET', path: '/api/accounts/{id}/billing/invoices', handler: 'billing/list-invoices' },
  // Stripe's (or the local stand-in's) events, verified by their signature, not a sign-in.
  { method: 'POST', path: '/api/billing/webhook', handler: 'billing/webhook' },
  // Clients pay invoices by card through the studio's own Stripe account (functions/lib/card-payments/).
  { method: 'GET', path: '/api/accounts/{id}/card-payments', handler: 'card-payments/connection' },
  { method: 'POST', path: '/api/accounts/{id}/card-payments/connect', handler: 'card-payments/connect' },
  { method: 'POST', path: '/api/accounts/{id}/invoices/{invoiceId}/refunds', handler: 'card-payments/refund' },
  {
    method: 'GET',
    path: '/api/accounts/{id}/invoices/{invoiceId}/saved-card',
    handler: 'card-payments/saved-card',
  },
  {
    method: 'DELETE',
    path: '/api/accounts/{id}/invoices/{invoiceId}/saved-card',
    handler: 'card-payments/stop-saved-card',
  },
  { method: 'POST', path: '/api/card-payments/webhook', handler: 'card-payments/webhook' },
  // The client pays an instalment by the invoice's link: the studio's payment page, or why not.
  { method: 'POST', path: '/api/public/invoices/{token}/pay', handler: 'public/invoice-pay' },
  { method: 'POST', path: '/api/team-invitations/preview', handler: 'team/preview-invitation' },
  { method: 'POST', path: '/api/team-invitations/accept', handler: 'team/accept-invitation' },
  // A member's personal access tokens (functions/lib/access-tokens.ts), made and revoked in Settings.
  { method: 'GET', path: '/api/accounts/{id}/access-tokens', handler: 'access-tokens/list' },
  { method: 'POST', path: '/api/accounts/{id}/access-tokens', handler: 'access-tokens/create' },
  { method: 'DELETE', path: '/api/accounts/{id}/access-tokens/{tokenId}', handler: 'access-tokens/revoke' },
  // What a publishing tool (the Lightroom plugin) reaches with an access token, besides the uploads.
  { method: 'GET', path: '/api/publish/galleries', handler: 'publish/galleries' },
  { method: 'POST', path: '/api/publish/galleries', handler: 'publish/create-gallery' },
  { method: 'GET', path: '/api/accounts/{id}/calendar-feed', handler: 'calendar/feed-address' },
  { method: 'POST', path: '/api/accounts/{id}/calendar-feed', handler: 'calendar/replace-feed-address' },
  // The secret address calendar apps subscribe to (functions/calendar/feed-token.ts builds it).
  { method: 'GET', path: '/api/calendar/{token}/sessions.ics', handler: 'calendar/feed' },
  { method: 'POST', path: '/api/zero/query', handler: 'zero/query' },
  { method: 'POST', path: '/api/zero/mutate', handler: 'zero/mutate' },
  { method: 'POST', path: '/api/zero/read', handler: 'zero/read' },
];
