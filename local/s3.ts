// The photo bucket, held by s3rver: a real S3-compatible server driven by the real AWS SDK.
// It checks no signatures, sizes or content types, so handlers must never rely on it to
// enforce a limit: they check the stored object itself.
import S3rver from 's3rver';
import { mkdir } from 'node:fs/promises';

export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

function corsXml(origin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

export async function startS3(options: { directory: string; port: number; bucket: string; appOrigin: string }) {
  await mkdir(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.appOrigin)] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () => server.close(),
  };
}
