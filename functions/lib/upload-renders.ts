// The renders made as a photo is uploaded (stored-renders.ts keeps them): everything the pages
// will ask for, so a client's first visit never waits for a render.
import { uploadRenderOptions } from '@core/domain/images';
import { renderFromOneDecode } from './photo-render';
import { storeRender } from './stored-renders';

/** Renders what the pages will ask for of a photo just uploaded, from one decode of its original, and stores it. */
export async function storeUploadRenders(fileId: string, original: Buffer): Promise<void> {
  const wanted = uploadRenderOptions();
  const renders = await renderFromOneDecode(original, wanted);
  await Promise.all(wanted.map((options, i) => storeRender(fileId, options, renders[i] as Buffer)));
}
