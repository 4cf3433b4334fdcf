// How every Lambda of the app is built and run: Node 22 on arm64, one small minified ESM bundle
// per route, JSON logs into a log group named by its caller. A function's entry point is in
// stacks/runtime/: it copies the SST Config values into the environment, then loads the route's
// handler module from functions/ (esbuild alias `studio-route-handler`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApplicationLogLevel, LoggingFormat, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { App, FunctionProps, Stack } from 'sst/constructs';
import type { Route } from '../functions/routes';
import { logRetention, removalPolicy, repoRoot } from './settings';

const LAMBDA_RUNTIME = 'nodejs22.x';

/**
 * Left out of the bundles because the Lambda Node.js runtime ships them: the AWS SDK v3
 * service clients (S3 for the photos, SSM for the secrets). Helpers such as the S3 presigners
 * are not clients and stay bundled.
 */
const PROVIDED_BY_RUNTIME = ['@aws-sdk/client-*'];

/** Where a function's own files are on Lambda (LAMBDA_TASK_ROOT): its bundle, copyFiles included. */
const TASK_ROOT = '/var/task';

/**
 * The font text watermarks are drawn in (functions/lib/gallery/watermark.ts: DejaVu Sans, bold) and the
 * fontconfig file that names it, by where copyFiles puts them in a bundle.
 */
export const WATERMARK_FONT = {
  dir: 'fonts',
  files: {
    'DejaVuSans-Bold.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    // The font's licence asks for its notice beside every copy.
    LICENSE: 'node_modules/dejavu-fonts-ttf/LICENSE',
    'fonts.conf': 'stacks/runtime/fonts.conf',
  },
} as const;

/**
 * The fonts invoices and contracts are drawn in (functions/lib/invoicing/pdf/pdf-fonts.ts: DejaVu
 * Sans, regular, bold and oblique, and DejaVu Serif italic for typed signatures), by where
 * copyFiles puts them in a bundle.
 */
export const PDF_FONTS = {
  dir: 'fonts',
  files: {
    'DejaVuSans.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    'DejaVuSans-Bold.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    'DejaVuSans-Oblique.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
    'DejaVuSans-BoldOblique.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf',
    'DejaVuSerif-Italic.ttf': 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf',
    LICENSE: 'node_modules/dejavu-fonts-ttf/LICENSE',
  },
} as const;

/** A plugin of the esbuild SST bundles with (its own version, not the one Vite uses). */
type EsbuildPlugin = NonNullable<NonNullable<NonNullable<FunctionProps['nodejs']>['esbuild']>['plugins']>[number];

/**
 * pg-boss imports its JSON files with import attributes (`with { type: 'json' }`), which the
 * esbuild SST bundles with cannot parse; without them esbuild reads the JSON all the same.
 */
const jsonImportAttributes: EsbuildPlugin = {
  name: 'drop-json-import-attributes',
  setup(build) {
    build.onLoad({ filter: /[\\/]pg-boss[\\/]dist[\\/].*\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/\s+with\s*\{\s*type:\s*'json'\s*\}/g, ''),
      loader: 'js',
    }));
  },
};

/** The file of a handler module named as functions/routes.ts names them (`jobs/run-jobs`). */
const handlerFile = (module: string): string => path.join(repoRoot(), 'functions', `${module}.ts`);

type RouteFunctionOptions = {
  /**
   * `lambda-entry` for API Gateway routes; `function-url-route` for a route served by a
   * function URL, which also gets the route's path parameters from its template.
   */
  entry?: 'lambda-entry' | 'function-url-route';
  /** Also left out of the bundle (shipped by a layer). */
  external?: string[];
  memorySize?: FunctionProps['memorySize'];
  timeout?: FunctionProps['timeout'];
  /** Draws text watermarks, so it carries a font (WATERMARK_FONT) for sharp's fontconfig. */
  watermarkFont?: boolean;
  /** Draws invoices' PDFs, so it carries their fonts (PDF_FONTS). */
  pdfFonts?: boolean;
};

/** The props of the function that serves `route`; `id` names its log group, shared by the same id. */
export function routeFunctionProps(
  app: App,
  stack: Stack,
  id: string,
  route: Route,
  options: RouteFunctionOptions = {},
): FunctionProps {
  return functionProps(app, stack, id, {
    module: route.handler,
    description: `${route.method} ${route.path} -> functions/${route.handler}.ts`,
    route: { method: route.method, path: route.path },
    options,
  });
}

/** The props of a scheduled job's function (stacks/jobs.ts): it runs `module`'s handler. */
export function jobFunctionProps(
  app: App,
  stack: Stack,
  id: string,
  module: string,
  options: Pick<RouteFunctionOptions, 'memorySize' | 'timeout' | 'external' | 'watermarkFont' | 'pdfFonts'>,
): FunctionProps {
  return functionProps(app, stack, id, {
    module,
    description: `scheduled -> functions/${module}.ts`,
    route: { method: '', path: '' },
    options,
  });
}

function functionProps(
  app: App,
  stack: Stack,
  id: string,
  target: {
    module: string;
    description: string;
    route: { method: string; path: string };
    options: RouteFunctionOptions;
  },
): FunctionProps {
  const { options } = target;
  // Functions given the same id share its log group (stacks/api.ts: one per area of functions/).
  const logGroup =
    (stack.node.tryFindChild(`${id}Logs`) as LogGroup | undefined) ??
    new LogGroup(stack, `${id}Logs`, { retention: logRetention(app), removalPolicy: removalPolicy(app) });
  return {
    handler: `stacks/runtime/${options.entry ?? 'lambda-entry'}.handler`,
    // The handler is the same entry point for every route: the description says which route.
    description: target.description,
    runtime: LAMBDA_RUNTIME,
    architecture: 'arm_64',
    memorySize: options.memorySize ?? '1024 MB',
    timeout: options.timeout ?? '20 seconds',
    // Errors go to Sentry (functions/lib/sentry.ts); X-Ray tracing would only add cost.
    tracing: 'disabled',
    logGroup,
    loggingFormat: LoggingFormat.JSON,
    applicationLogLevelV2: ApplicationLogLevel.INFO,
    systemLogLevelV2: SystemLogLevel.WARN,
    environment: {
      STAGE: app.stage,
      ...(options.watermarkFont ? { FONTCONFIG_PATH: `${TASK_ROOT}/${WATERMARK_FONT.dir}` } : {}),
    },
    // The Lambda image has no fonts: text watermarks need one of their own, found by fontconfig,
    // and invoices theirs.
    ...(options.watermarkFont || options.pdfFonts ? { copyFiles: fontFiles(options) } : {}),
    nodejs: {
      format: 'esm',
      minify: true,
      // Nothing reads source maps yet (SST would upload them for its console): keep deploys lean.
      // For readable Sentry stack traces, upload them to Sentry from CI instead.
      sourcemap: false,
      esbuild: {
        // SST always leaves out sharp and pg-native; these come on top. pg (pg-boss's driver) names
        // pg-native but loads it only when asked to: named here, SST does not install it either.
        external: [...PROVIDED_BY_RUNTIME, 'pg-native', ...(options.external ?? [])],
        alias: { 'studio-route-handler': handlerFile(target.module) },
        define: { __STUDIO_ROUTE__: JSON.stringify(target.route) },
        target: 'node22',
        legalComments: 'none',
        plugins: [jsonImportAttributes],
      },
    },
  };
}

/** The fonts a function carries as copyFiles entries (`from` relative to sst.config.ts, `to` to the bundle's root), each file once. */
function fontFiles(options: RouteFunctionOptions): FunctionProps['copyFiles'] {
  const files = new Map<string, string>();
  for (const set of [options.watermarkFont ? WATERMARK_FONT : null, options.pdfFonts ? PDF_FONTS : null]) {
    for (const [name, from] of Object.entries(set?.files ?? {})) files.set(`${set!.dir}/${name}`, from);
  }
  return [...files].map(([to, from]) => ({ from, to }));
}
