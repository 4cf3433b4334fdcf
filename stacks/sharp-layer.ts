// The sharp layer: sharp for linux-arm64 (glibc), installed from the npm registry at the version
// in node_modules and mounted at /opt/nodejs/node_modules by every function that reads images
// (the image transformer, the photo upload handlers, the jobs). Bundles leave sharp out: SST would
// otherwise install sharp 0.32 for them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Stack } from 'sst/constructs';
import { installedVersion, repoRoot } from './settings';

/**
 * Points the sharp layer at a prepared directory (its `nodejs/node_modules` is what Lambda
 * mounts under /opt) instead of installing sharp from the npm registry. Tests use an empty one.
 */
export const SHARP_LAYER_DIR_ENV = 'STUDIO_SHARP_LAYER_DIR';

export function createSharpLayer(stack: Stack): LayerVersion {
  const sharpVersion = installedVersion('sharp');
  return new LayerVersion(stack, 'SharpLayer', {
    code: Code.fromAsset(sharpLayerDir(sharpVersion)),
    compatibleArchitectures: [Architecture.ARM_64],
    compatibleRuntimes: [Runtime.NODEJS_22_X, Runtime.NODEJS_24_X],
    description: `sharp ${sharpVersion} for linux-arm64 (glibc), from the npm registry`,
    removalPolicy: RemovalPolicy.DESTROY,
  });
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
