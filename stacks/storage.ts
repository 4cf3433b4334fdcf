// Storage: the photo bucket. Browsers upload straight to it with presigned URLs from the API
// (only ever under the staging prefix, functions/lib/storage/object-keys.ts), so its CORS rule admits
// the app's origin (in production only that origin; elsewhere any, so a developer's local SPA
// can upload to a dev stage). Private: nothing is ever public, photos go out through the image
// transformer or presigned GETs.
//
// It comes last because its CORS rule needs the app's origin from the Web stack; the API, the
// transformer and zero-cache (its replica's backup, stacks/sync.ts) reach it by its fixed name
// (settings.photoBucketName).
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, use, type StackContext } from 'sst/constructs';
import { STUDIO_EXPORT_DAYS } from '../core/domain/studio-data';
import {
  DOWNLOADS_PREFIX,
  EXPORTS_PREFIX,
  REPLICA_BACKUP_PREFIX,
  STAGED_UPLOAD_LIFETIME_DAYS,
  STAGING_PREFIX,
} from '../functions/lib/storage/object-keys';
import { DOWNLOAD_DAYS } from '../core/domain/downloads';
import { isProduction, photoBucketName } from './settings';
import { Web } from './web';

export function Storage({ stack, app }: StackContext) {
  const { appOrigin } = use(Web);
  const prod = isProduction(app);

  const photos = new Bucket(stack, 'Photos', {
    name: photoBucketName(app),
    // Block Public Access on all four settings, and ACLs disabled (bucket owner enforced).
    blockPublicACLs: true,
    cors: [
      {
        allowedOrigins: prod ? [appOrigin] : ['*'],
        // DELETE: a browser abandons the multipart upload of a photo the photographer removed.
        allowedMethods: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: '1 hour',
      },
    ],
    cdk: {
      bucket: {
        encryption: BucketEncryption.S3_MANAGED,
        // Production keeps every photo: versioned (an overwrite or delete can be undone for
        // 30 days) and kept when the stage is removed. Other stages are disposable.
        versioned: prod,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        autoDeleteObjects: !prod,
        lifecycleRules: [
          // Large photos' multipart uploads never assembled (local/s3-multipart.ts sweeps them alike).
          {
            id: 'abort-incomplete-multipart-uploads',
            abortIncompleteMultipartUploadAfter: Duration.days(STAGED_UPLOAD_LIFETIME_DAYS),
          },
          // Uploads nobody completed (completing one moves it out of the prefix); in the versioned
          // production bucket their deleted versions go as soon.
          {
            id: 'expire-staged-uploads',
            prefix: STAGING_PREFIX,
            expiration: Duration.days(STAGED_UPLOAD_LIFETIME_DAYS),
            noncurrentVersionExpiration: Duration.days(STAGED_UPLOAD_LIFETIME_DAYS),
          },
          {
            id: 'expire-studio-exports',
            prefix: EXPORTS_PREFIX,
            expiration: Duration.days(STUDIO_EXPORT_DAYS),
            noncurrentVersionExpiration: Duration.days(1),
          },
          {
            id: 'expire-gallery-downloads',
            prefix: DOWNLOADS_PREFIX,
            expiration: Duration.days(DOWNLOAD_DAYS),
            noncurrentVersionExpiration: Duration.days(1),
          },
          // litestream deletes the backup's old generations itself; their versions need not stay.
          {
            id: 'expire-replaced-replica-backups',
            prefix: REPLICA_BACKUP_PREFIX,
            noncurrentVersionExpiration: Duration.days(1),
          },
          ...(prod ? [{ id: 'expire-replaced-versions', noncurrentVersionExpiration: Duration.days(30) }] : []),
        ],
      },
    },
  });

  stack.addOutputs({ PhotoBucket: photos.bucketName });
  return { photos };
}
