import contentDisposition from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it.each([
    ['Ana & Joan — Wedding 💍.zip', 'Ana & Joan _ Wedding _.zip'],
    ['Núria i Begoña.zip', 'Nuria i Begona.zip'],
    ['Núria_ñ_001.jpg', 'Nuria_n_001.jpg'],
  ])('names %s in UTF-8, with an ASCII fallback', (name, fallback) => {
    const header = attachmentDisposition(name);
    // Pure ASCII, so a storage server and every proxy pass it as it is.
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toContain(`filename="${fallback}"`);
    // What a browser reads from it: the name as it was.
    expect(contentDisposition.parse(header)).toEqual({ type: 'attachment', parameters: { filename: name } });
  });

  it('keeps a name from reaching out of the downloads folder', () => {
    expect(contentDisposition.parse(attachmentDisposition('../x\\y.jpg')).parameters.filename).toBe('.._x_y.jpg');
  });
});
