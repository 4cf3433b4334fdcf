// Delivered bytes in production (docs/decisions/pay-per-use.md): the app's distribution writes
// CloudFront's standard access logs to a bucket of their own, and a Lambda folds each day's
// into every studio's delivered bytes (functions/jobs/fold-delivery-logs.ts), the day after and
// again the next day, for the logs CloudFront delivers late. A week of logs is all that is kept.
import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Cron, use, type App, type Stack } from 'sst/constructs';
import { Api, handlerConfig } from './api';
import { jobFunctionProps } from './functions';
import { isProduction, removalPolicy } from './settings';

export const DELIVERY_LOG_PREFIX = 'cdn/';

export function deliveryLogs(app: App, stack: Stack) {
  const { secrets, parameters } = use(Api);
  const bucket = new Bucket(stack, 'DeliveryLogs', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    // CloudFront's standard logging writes with an ACL granting the bucket's owner the file.
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    lifecycleRules: [{ expiration: Duration.days(7) }],
    removalPolicy: removalPolicy(app),
    autoDeleteObjects: !isProduction(app),
  });
  const fold = new Cron(stack, 'DeliveryFold', {
    schedule: 'cron(30 2 * * ? *)',
    job: {
      function: {
        ...jobFunctionProps(app, stack, 'FoldDeliveryLogs', 'jobs/fold-delivery-logs', {
          memorySize: '512 MB',
          timeout: '15 minutes',
        }),
        bind: handlerConfig(secrets, parameters),
        environment: { DELIVERY_LOG_BUCKET: bucket.bucketName, DELIVERY_LOG_PREFIX },
      },
    },
  });
  bucket.grantRead(fold.jobFunction);
  return { bucket };
}
