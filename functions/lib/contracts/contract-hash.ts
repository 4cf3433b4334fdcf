// The hash a contract is sent and signed under: SHA-256 of what the client reads and fills in
// (its title, its text with the fields filled, and the fields asked of them), written as JSON in
// one fixed order. The signing page returns it and a signature records it, so a text changed
// after it was read is refused (docs/decisions/contracts-that-never-change.md).
import { createHash } from 'node:crypto';
import type { ClientField } from '@core/domain/contract';

export function contractDocumentHash(document: {
  title: string;
  body: string;
  clientFields: readonly ClientField[];
}): string {
  const canonical = JSON.stringify({
    title: document.title,
    body: document.body,
    clientFields: document.clientFields.map(({ key, label, required }) => ({ key, label, required })),
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
