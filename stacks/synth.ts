// Writes the CloudFormation templates of every stack of a stage without AWS credentials:
//
//   npm run synth -- --stage prod [--out <dir>]
//
// into cdk.out/<stage>/ (git-ignored). It builds what a deploy builds: the Lambda bundles, the
// SPA (unless STUDIO_WEB_DIST points at a build) and the sharp layer (from the npm registry,
// once, into .sst/layers; or STUDIO_SHARP_LAYER_DIR). Deploy settings that are not set (see
// README "Deploy") get placeholders, so the templates can be read before a stage exists.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { App } from 'sst/constructs';
import { initProject, useProject } from 'sst/project.js';
import config from '../sst.config';

// SST skips its AWS-only steps (bootstrap lookups, source map upload) under NODE_ENV=test.
process.env.NODE_ENV = 'test';

const PLACEHOLDERS = {
  SUPABASE_URL: 'https://your-project-ref.supabase.co',
  SUPABASE_ANON_KEY: 'placeholder-anon-key',
} as const;

const { values } = parseArgs({ options: { stage: { type: 'string' }, out: { type: 'string' } } });
if (!values.stage) {
  process.stderr.write('usage: npm run synth -- --stage <name> [--out <dir>]\n');
  process.exit(2);
}
const stage = values.stage;

await initProject({ stage });
for (const [name, value] of Object.entries(PLACEHOLDERS)) {
  if (process.env[name]) continue;
  process.env[name] = value;
  process.stderr.write(`note: ${name} is not set; using a placeholder\n`);
}
const project = useProject();
const { name, region } = project.config;
const outdir = path.resolve(values.out ?? path.join(project.paths.root, 'cdk.out', stage));
rmSync(outdir, { recursive: true, force: true });

const app = new App({ mode: 'deploy', stage, name, region }, { outdir });
await config.stacks(app);
await app.finish();
const assembly = app.synth();

for (const artifact of assembly.stacks) {
  const resources = Object.keys((artifact.template as { Resources?: object }).Resources ?? {}).length;
  process.stdout.write(
    `${artifact.stackName}: ${resources} resources -> ${path.relative(process.cwd(), path.join(outdir, artifact.templateFile))}\n`,
  );
}
const missing = assembly.manifest.missing ?? [];
if (missing.length > 0) {
  process.stdout.write(
    `(${missing.length} context lookups left to \`sst deploy\`, which has credentials: ${missing.map((m) => m.provider).join(', ')})\n`,
  );
}
