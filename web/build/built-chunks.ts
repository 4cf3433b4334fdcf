// A built chunk as the bundle checks' tests describe one: its modules, and what it imports.
import type { BuiltChunk } from './public-bundle-check.ts';

export const builtChunk = (fileName: string, moduleIds: string[], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds,
  ...extra,
});
