// Offline synthesis of a stage for the infra tests: no AWS credentials, no network (SST skips
// its AWS-only steps under NODE_ENV=test; the SPA and the sharp layer come from small prepared
// directories), real esbuild bundles of the handlers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { App } from 'sst/constructs';
import { initProject, useProject } from 'sst/project.js';
import { useRuntimeHandlers } from 'sst/runtime/handlers.js';
import config from '../../sst.config';
import { SHARP_LAYER_DIR_ENV } from '../sharp-layer';
import { WEB_DIST_ENV } from '../web';

/** Recognisable fake values: an operator's shell may hold the real ones while deploying. */
export const FAKE_SECRETS = {
  DATABASE_URL: 'postgres://postgres.ref:FAKE-pooler-password-5b1e@aws-0-eu-west-1.pooler.supabase.com:6543/postgres',
  ZERO_UPSTREAM_DB: 'postgres://postgres:FAKE-direct-password-8c1d@db.ref.supabase.co:5432/postgres',
  ZERO_ADMIN_PASSWORD: 'FAKE-admin-password-51e0',
  SENTRY_DSN: 'https://FAKE0sentry0key0c3a7@o1.ingest.sentry.io/1',
  IMAGE_ACCESS_SECRET: 'FAKE-image-access-secret-3d9c0b1e7a4f',
  MAIL_FROM: 'FAKE Studio <FAKE-sender@example.com>',
  STRIPE_SECRET_KEY: 'sk_test_FAKE0stripe0key0a81c',
  STRIPE_WEBHOOK_SECRET: 'whsec_FAKE0webhook0secret0e52d',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_FAKE0connect0secret0f93a',
  SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_FAKE0service0role0b7e1',
  VERIFACTU_AGENCY: 'FAKE0agency0c4d1',
  VERIFACTU_CERTIFICATE: 'RkFLRTBjZXJ0aWZpY2F0ZTBkNGUy',
  VERIFACTU_CERTIFICATE_PASSWORD: 'FAKE-certificate-password-7a2b',
  SEAL_CERTIFICATE: 'RkFLRTBzZWFsMGNlcnRpZmljYXRl',
  SEAL_CERTIFICATE_PASSWORD: 'FAKE-seal-password-3c9d',
} as const;

export const TEST_SETTINGS = {
  SUPABASE_URL: 'https://testproject.supabase.co',
  SUPABASE_ANON_KEY: 'public-anon-key-for-tests',
  PLATFORM_FEE_BP: '150',
} as const;

/** The inline script of the prepared SPA's index.html, as the theme script is in the real one. */
export const SPA_INLINE_SCRIPT = 'document.documentElement.classList.add("light")';

export type Synthesised = {
  stage: string;
  /** Templates by stack id (Api, Images, Sync, Web, Storage). */
  templates: Record<string, Template>;
  /** Every template as one JSON text. */
  json: string;
  /** The cloud assembly's directory: the staged assets (the functions' bundles) are in it. */
  assemblyDir: string;
  /** Removes the prepared directories and the cloud assembly. */
  dispose: () => void;
};

function preparedDirectories() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'studio-infra-'));
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><script>${SPA_INLINE_SCRIPT}</script><div id="root"></div><script type="module" src="/assets/app.js"></script>`,
  );
  writeFileSync(
    path.join(web, 'site.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/site.js"></script>',
  );
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log("app")');
  mkdirSync(path.join(web, 'landing'));
  writeFileSync(path.join(web, 'landing', 'en.html'), '<!doctype html><div id="root"></div>');
  const layer = path.join(root, 'sharp-layer');
  mkdirSync(layer);
  return { root, web, layer };
}

type RuntimeHandler = ReturnType<ReturnType<typeof useRuntimeHandlers>['for']>;
type BuildInput = Parameters<RuntimeHandler['build']>[0];

/**
 * Every stage bundles the same handlers from the same sources, and SST builds each function
 * afresh: esbuild, then an `npm install` in its directory (about 3 s a function, 68 of them).
 * So the stages synthesised in one test process (the infra project does not isolate its files)
 * build each bundle once, and the others copy it. A bundle is known by what SST builds it from.
 */
let bundlesReused = false;
function reuseBundlesAcrossStages() {
  if (bundlesReused) return;
  bundlesReused = true;
  const handlers = useRuntimeHandlers();
  const handlerFor = handlers.for.bind(handlers);
  const built = new Map<string, Promise<{ out: string; result: Awaited<ReturnType<RuntimeHandler['build']>> }>>();
  handlers.for = (runtime) => {
    const handler = handlerFor(runtime);
    return {
      ...handler,
      build: async (input: BuildInput) => {
        if (input.mode !== 'deploy') return handler.build(input);
        const { handler: entry, runtime: kind, architecture, nodejs } = input.props;
        const key = JSON.stringify({ entry, kind, architecture, nodejs });
        const earlier = built.get(key);
        if (earlier) {
          const { out, result } = await earlier;
          if (result.type === 'success') {
            await cp(out, input.out, { recursive: true });
            return result;
          }
        }
        const first = handler.build(input).then((result) => ({ out: input.out, result }));
        built.set(key, first);
        return (await first).result;
      },
    };
  };
}
/** Settings a stage may add to TEST_SETTINGS; cleared for the stages that do not. */
export type StageSettings = { STUDIO_SITE_DOMAINS?: string; STUDIO_SITE_CERTIFICATE_ARN?: string };

export async function synthStage(stage: string, settings: StageSettings = {}): Promise<Synthesised> {
  await initProject({ stage });
  reuseBundlesAcrossStages();
  // After initProject, which loads .env files over the environment.
  const dirs = preparedDirectories();
  // An empty setting is an unset one (stacks/settings.ts).
  Object.assign(
    process.env,
    TEST_SETTINGS,
    { STUDIO_SITE_DOMAINS: '', STUDIO_SITE_CERTIFICATE_ARN: '' },
    settings,
    FAKE_SECRETS,
    {
      [WEB_DIST_ENV]: dirs.web,
      [SHARP_LAYER_DIR_ENV]: dirs.layer,
      // SST runs `npm install` in every function's build directory (with nothing to install):
      // keep it off the network.
      npm_config_offline: 'true',
      // Building a function is as much waiting on that install as bundling: one per core is too few.
      SST_BUILD_CONCURRENCY: '4',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
  );
  const { name, region } = useProject().config;
  const app = new App({ mode: 'deploy', stage, name, region }, { outdir: path.join(dirs.root, 'cdk.out') });
  await config.stacks(app);
  await app.finish();
  const assembly = app.synth();
  const templates: Record<string, Template> = {};
  for (const artifact of assembly.stacks) {
    templates[artifact.stackName.slice(`${stage}-${name}-`.length)] = Template.fromJSON(
      artifact.template as Record<string, unknown>,
    );
  }
  return {
    stage,
    templates,
    json: JSON.stringify(assembly.stacks.map((artifact) => artifact.template as unknown)),
    assemblyDir: assembly.directory,
    dispose: () => rmSync(dirs.root, { recursive: true, force: true }),
  };
}
