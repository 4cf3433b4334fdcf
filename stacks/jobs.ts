// Jobs: the scheduled work of functions/jobs/run-jobs.ts (studio exports, clients' gallery downloads, purging deleted
// studios, gallery expiry reminders), every minute, and the queue's worker (functions/jobs/work-queue.ts). Each run takes what is due, so a late or doubled run does no harm.
// Also what SES reports of the mails sent (functions/mail-events/ses-events.ts): bounces and complaints.
// An export streams the studio's originals into one ZIP in the bucket: 15 minutes, the Lambda
// maximum, covers tens of GB read and written within the region.
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Cron, Function as SstFunction, use, type StackContext } from 'sst/constructs';
import {
  Api,
  billingSecrets,
  handlerConfig,
  mailConfigurationSet,
  photoBucketAccess,
  readSiteUrl,
  verifactuSecrets,
} from './api';
import { jobFunctionProps } from './functions';

export function Jobs({ stack, app }: StackContext) {
  const { secrets, parameters, sharpLayer } = use(Api);
  const cron = new Cron(stack, 'Jobs', {
    schedule: 'rate(1 minute)',
    job: {
      function: {
        // Gallery downloads render watermarked web-size photos: sharp from the layer, as the API's, and the font.
        ...jobFunctionProps(app, stack, 'RunJobs', 'jobs/run-jobs', {
          memorySize: '1024 MB',
          timeout: '15 minutes',
          external: ['sharp'],
          watermarkFont: true,
        }),
        layers: [sharpLayer],
        // The jobs report each studio's use to Stripe, and send Veri*Factu records to the tax agency.
        bind: [...handlerConfig(secrets, parameters), ...billingSecrets(secrets), ...verifactuSecrets(secrets)],
      },
    },
  });
  const fn = cron.jobFunction;
  readSiteUrl(app, fn);
  fn.attachPermissions(photoBucketAccess(app, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']));
  fn.attachPermissions([new PolicyStatement({ actions: ['ses:SendEmail'], resources: ['*'] })]);

  // The queue's worker (functions/lib/queue.ts): takes the jobs that are due (reminders, receipts,
  // charges of saved cards, workflow steps). Started every minute, it works the queue every second
  // until about when the next one starts (functions/jobs/work-queue.ts), so a step goes out within
  // seconds of its time; the timeout lets a pass begun near the end finish a large batch. Jobs due
  // months ahead wait in Postgres, not in a timer.
  const queue = new Cron(stack, 'QueueWorker', {
    schedule: 'rate(1 minute)',
    job: {
      function: {
        ...jobFunctionProps(app, stack, 'WorkQueue', 'jobs/work-queue', {
          memorySize: '512 MB',
          timeout: '5 minutes',
        }),
        bind: [...handlerConfig(secrets, parameters), ...billingSecrets(secrets)],
      },
    },
  });
  readSiteUrl(app, queue.jobFunction);
  queue.jobFunction.attachPermissions([new PolicyStatement({ actions: ['ses:SendEmail'], resources: ['*'] })]);

  // This stage's bounces and complaints, from the default bus where SES publishes every stage's.
  const sesEvents = new SstFunction(stack, 'SesEvents', {
    ...jobFunctionProps(app, stack, 'SesEvents', 'mail-events/ses-events', {
      memorySize: '256 MB',
      timeout: '30 seconds',
    }),
    description: 'SES events -> functions/mail-events/ses-events.ts',
    bind: handlerConfig(secrets, parameters),
  });
  new Rule(stack, 'MailBounces', {
    description: 'Marks the workflow step whose mail SES reports bounced or complained of',
    eventPattern: {
      source: ['aws.ses'],
      detailType: ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': [mailConfigurationSet(app)] } } },
    },
    targets: [new LambdaFunction(sesEvents, { retryAttempts: 10 })],
  });
  return { cron, queue, sesEvents };
}
