// Images: the image transformer (sharp) behind CloudFront's cache on the app's origin,
// /api/images/{galleryId}/{filename}?width=…&format=… (docs/decisions/canonical-image-parameters.md).
//
// The transformer is the route `GET /api/images/{galleryId}/{filename}` -> `images/transform`
// of functions/routes.ts. Until that route is in the table, this stack holds only what does not
// need the function: the cache policy, the origin request policy and the query normaliser; the
// Web stack adds the /api/images/* behaviour once the function exists.
import { Duration } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlAuthType, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Function as SstFunction, use, type StackContext } from 'sst/constructs';
import { imageParameters } from '../core/domain/images';
import { ORIGIN_SECRET_ENV, VIEWER_ADDRESS_HEADER } from '../functions/lib/http';
import { routes } from '../functions/routes';
import { Api, handlerConfig, isImageRoute, photoBucketAccess, readSiteUrl } from './api';
import { routeFunctionProps } from './functions';
import { viewerFunction } from './cloudfront-function';
import { resourceName } from './settings';

/** The transform query parameters: the only things an image's cache key holds. */
export const TRANSFORM_PARAMETERS = imageParameters;

/**
 * The image token of a gallery that is not public (functions/lib/gallery/image-access.ts). It reaches
 * the transformer but stays out of the cache key: one render is one cache entry whoever asks,
 * and the transformer answers every non-public render `private, no-store`, which CloudFront
 * (minimum TTL 0) never stores.
 */
export const ACCESS_PARAMETER = 'access';

// CloudFront Function (viewer request) on /api/images/*: one cache entry per distinct
// transform. Keeps only the transform parameters, in a fixed order, the first value of a
// repeated one, no empty ones, and `sharpen` only as `sharpen=true`; plus the image token,
// which the origin request policy forwards outside the cache key. (Values that are valid but
// not canonical, such as width=750, are refused by the transformer, so they never render.)
// It also writes the viewer's address over any a client sent, as on /api/* (stacks/web.ts).
const queryNormaliserCode = `var PARAMETERS = ${JSON.stringify(TRANSFORM_PARAMETERS)};
var ACCESS = ${JSON.stringify(ACCESS_PARAMETER)};
function firstValue(entry) {
  return String(entry.multiValue ? entry.multiValue[0].value : entry.value).trim();
}
function handler(event) {
  var request = event.request;
  var query = request.querystring;
  var normalised = {};
  for (var i = 0; i < PARAMETERS.length; i++) {
    var name = PARAMETERS[i];
    var entry = query[name];
    if (!entry) continue;
    var value = firstValue(entry);
    if (value === '') continue;
    if (name === 'sharpen') {
      if (value.toLowerCase() !== 'true') continue;
      value = 'true';
    }
    normalised[name] = { value: value };
  }
  if (query[ACCESS] && firstValue(query[ACCESS]) !== '') normalised[ACCESS] = { value: firstValue(query[ACCESS]) };
  request.querystring = normalised;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export function Images({ stack, app }: StackContext) {
  // The sharp layer comes from the Api stack, whose upload handlers read photos with sharp too.
  const { secrets, parameters, sharpLayer, originSecret } = use(Api);

  const cachePolicy = new CachePolicy(stack, 'ImageCachePolicy', {
    cachePolicyName: resourceName(app, 'images'),
    comment: 'Transformed images: keyed only on the normalised transform parameters',
    queryStringBehavior: CacheQueryStringBehavior.allowList(...TRANSFORM_PARAMETERS),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    // A photo never changes under its name; errors answered with no-store are not kept.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.days(30),
    maxTtl: Duration.days(365),
    // JPEG, WebP and AVIF are compressed already.
    enableAcceptEncodingGzip: false,
    enableAcceptEncodingBrotli: false,
  });

  // What reaches the transformer besides the cache key: the image token and the viewer's
  // address (per-address limits), nothing else (no cookies: the transformer needs none).
  const originRequestPolicy = new OriginRequestPolicy(stack, 'ImageOriginRequestPolicy', {
    originRequestPolicyName: resourceName(app, 'images'),
    comment: 'Transformed images: forwards the image token, which is not part of the cache key',
    queryStringBehavior: OriginRequestQueryStringBehavior.allowList(ACCESS_PARAMETER),
    headerBehavior: OriginRequestHeaderBehavior.allowList(VIEWER_ADDRESS_HEADER),
    cookieBehavior: OriginRequestCookieBehavior.none(),
  });

  const queryNormaliser = viewerFunction(stack, app, {
    id: 'ImageQueryNormaliser',
    name: 'image-query',
    comment: 'Keeps only the normalised transform parameters of an image URL',
    code: queryNormaliserCode,
  });

  const route = routes.find(isImageRoute);
  let transformer: SstFunction | undefined;
  let transformerUrl: FunctionUrl | undefined;
  if (route) {
    transformer = new SstFunction(stack, 'Transformer', {
      ...routeFunctionProps(app, stack, 'Transformer', route, {
        entry: 'function-url-route',
        // sharp comes from the layer: SST would otherwise install sharp 0.32 from GitHub.
        external: ['sharp'],
        memorySize: '2048 MB',
        timeout: '30 seconds',
        watermarkFont: true,
      }),
      layers: [sharpLayer],
      // The same settings as the API's handlers (it may check a gallery's access in Postgres).
      bind: handlerConfig(secrets, parameters),
      // It reads originals and logos, and stores the renders it makes (functions/lib/storage/stored-renders.ts).
      permissions: photoBucketAccess(app, ['s3:GetObject', 's3:PutObject']),
    });
    readSiteUrl(app, transformer);
    transformer.addEnvironment(ORIGIN_SECRET_ENV, originSecret.secretValue.unsafeUnwrap());
    // Only CloudFront may call it (origin access control signs its requests), so every
    // transform goes through the cache.
    transformerUrl = transformer.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
  }

  return { cachePolicy, originRequestPolicy, queryNormaliser, transformer, transformerUrl };
}
