/**
 * sharp, a native library, loads on first use. Handler bundles leave it out, and esbuild hoists
 * a static import of a package left out to the top of the bundle, where POST /api/upload would
 * load it even to presign.
 */
export const loadSharp = async () => (await import('sharp')).default;
