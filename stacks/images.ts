// Images: the image transformer (sharp) behind CloudFront's cache on the app's origin,
// /api/images/{galleryId}/{filename}?width=…&format=… (spec, section 7).
//
// The transformer is the route `GET /api/images/{galleryId}/{filename}` -> `images/transform`
// of functions/routes.ts. Until that route is in the table, this stack holds only what does not
// need the function: the sharp layer, the cache policy and the query normaliser; the Web stack
// adds the /api/images/* behaviour once the function exists.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
} from 'aws-cdk-lib/aws-cloudfront';
import {
  Architecture,
  Code,
  FunctionUrlAuthType,
  LayerVersion,
  Runtime,
  type FunctionUrl,
} from 'aws-cdk-lib/aws-lambda';
import { Function as SstFunction, use, type StackContext } from 'sst/constructs';
import { routes } from '../functions/routes';
import { Api, handlerConfig, isImageRoute, photoBucketAccess, readSiteUrl } from './api';
import { routeFunctionProps } from './functions';
import { installedVersion, repoRoot, resourceName } from './settings';

/** The transform query parameters (spec, section 7): the only things an image's cache key holds. */
export const TRANSFORM_PARAMETERS = [
  'width',
  'height',
  'aspect_ratio',
  'quality',
  'format',
  'focus_crop',
  'sharpen',
] as const;

/**
 * Points the sharp layer at a prepared directory (its `nodejs/node_modules` is what Lambda
 * mounts under /opt) instead of installing sharp from the npm registry. Tests use an empty one.
 */
export const SHARP_LAYER_DIR_ENV = 'STUDIO_SHARP_LAYER_DIR';

// CloudFront Function (viewer request) on /api/images/*: one cache entry per distinct
// transform. Keeps only the transform parameters, in a fixed order, the first value of a
// repeated one, no empty ones, and `sharpen` only as `sharpen=true`.
const queryNormaliserCode = `var PARAMETERS = ${JSON.stringify(TRANSFORM_PARAMETERS)};
function handler(event) {
  var request = event.request;
  var query = request.querystring;
  var normalised = {};
  for (var i = 0; i < PARAMETERS.length; i++) {
    var name = PARAMETERS[i];
    var entry = query[name];
    if (!entry) continue;
    var value = String(entry.multiValue ? entry.multiValue[0].value : entry.value).trim();
    if (value === '') continue;
    if (name === 'sharpen') {
      if (value.toLowerCase() !== 'true') continue;
      value = 'true';
    }
    normalised[name] = { value: value };
  }
  request.querystring = normalised;
  return request;
}`;

export function Images({ stack, app }: StackContext) {
  const { secrets, parameters } = use(Api);

  const sharpVersion = installedVersion('sharp');
  const sharpLayer = new LayerVersion(stack, 'SharpLayer', {
    code: Code.fromAsset(sharpLayerDir(sharpVersion)),
    compatibleArchitectures: [Architecture.ARM_64],
    compatibleRuntimes: [Runtime.NODEJS_22_X, Runtime.NODEJS_24_X],
    description: `sharp ${sharpVersion} for linux-arm64 (glibc), from the npm registry`,
    removalPolicy: RemovalPolicy.DESTROY,
  });

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

  const queryNormaliser = new CloudFrontFunction(stack, 'ImageQueryNormaliser', {
    functionName: resourceName(app, 'image-query'),
    comment: 'Keeps only the normalised transform parameters of an image URL',
    runtime: FunctionRuntime.JS_2_0,
    code: FunctionCode.fromInline(queryNormaliserCode),
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
      }),
      layers: [sharpLayer],
      // The same settings as the API's handlers (it may check a gallery's access in Postgres).
      bind: handlerConfig(secrets, parameters),
      permissions: photoBucketAccess(app, ['s3:GetObject']),
    });
    readSiteUrl(app, transformer);
    // Only CloudFront may call it (origin access control signs its requests), so every
    // transform goes through the cache.
    transformerUrl = transformer.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
  }

  return { sharpLayer, cachePolicy, queryNormaliser, transformer, transformerUrl };
}

/** The layer's directory: injected, or sharp for linux-arm64 installed from npm once into .sst/layers. */
function sharpLayerDir(version: string): string {
  const injected = process.env[SHARP_LAYER_DIR_ENV];
  if (injected) {
    if (!existsSync(injected) || !statSync(injected).isDirectory()) {
      throw new Error(`${SHARP_LAYER_DIR_ENV}=${injected} is not a directory`);
    }
    return path.resolve(injected);
  }
  // No dots in the name: CDK would take the end of the version for a file extension.
  const dir = path.join(repoRoot(), '.sst', 'layers', `sharp-${version.replace(/\./g, '_')}-linux-arm64`);
  const prefix = path.join(dir, 'nodejs');
  const binary = path.join(prefix, 'node_modules', '@img', 'sharp-linux-arm64', 'package.json');
  if (!existsSync(binary)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(prefix, { recursive: true });
    try {
      execFileSync(
        'npm',
        [
          'install',
          '--prefix',
          prefix,
          '--os=linux',
          '--cpu=arm64',
          '--libc=glibc',
          '--omit=dev',
          '--no-save',
          '--no-audit',
          '--no-fund',
          `sharp@${version}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `Could not install sharp@${version} for linux-arm64 from the npm registry (set ${SHARP_LAYER_DIR_ENV} to a prepared layer directory to skip this): ${String(error)}`,
      );
    }
    if (!existsSync(binary)) throw new Error(`npm did not install @img/sharp-linux-arm64 into ${prefix}`);
  }
  return dir;
}
