// The renders made as a photo is uploaded (stored-renders.ts keeps them): everything the pages
// will ask for, so a client's first visit never waits for a render. In a gallery whose clients
// see a watermark, each is made twice from the same decode: clean for the studio, marked for its
// clients (client-render.ts).
import { uploadRenderOptions } from '@core/domain/images';
import { clientMark, clientWatermark, type ClientGallery } from './client-render';
import { renderFromOneDecode, type RenderRequest } from './photo-render';
import { getSql } from '../db';
import { storeRender } from '../storage/stored-renders';
import { countUse } from '../count-use';

/** Renders what the pages will ask for of a photo just uploaded to `gallery`, from one decode of its original, and stores it. */
export async function storeUploadRenders(fileId: string, original: Buffer, gallery: ClientGallery): Promise<void> {
  const wanted = uploadRenderOptions();
  const watermark = await clientWatermark(gallery);
  const mark = watermark && (await clientMark(watermark));
  const requests: RenderRequest[] = [
    ...wanted.map((options) => ({ options })),
    ...(mark ? wanted.map((options) => ({ options, mark })) : []),
  ];
  const renders = await renderFromOneDecode(original, requests);
  await Promise.all([
    ...requests.map(({ options, mark }, i) =>
      storeRender(fileId, options, renders[i] as Buffer, mark?.watermark.version),
    ),
    countUse(getSql(), gallery.accountId, 'renders', requests.length),
  ]);
}
