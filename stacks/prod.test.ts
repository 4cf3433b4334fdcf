// Production: customers' photos and nothing shared with other stages.
import { describe, expect, it } from 'vitest';
import { describeStage, ofType, only } from './test-support/stage-checks';
import { scalingOf } from './test-support/sync-checks';

describeStage(
  'prod',
  (synthesised) => {
    describe('differs from the other stages', () => {
      it('admits browser uploads from the app’s origin only', () => {
        const bucket = only(synthesised().templates.Storage!, 'AWS::S3::Bucket');
        const [rule] = (bucket.Properties?.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] })
          .CorsRules;
        expect(rule!.AllowedOrigins).toHaveLength(1);
        // https:// + this stage's CloudFront domain (exported by the Web stack).
        const [origin] = rule!.AllowedOrigins as [{ 'Fn::Join': [string, [string, { 'Fn::ImportValue': string }]] }];
        expect(origin['Fn::Join'][1][0]).toBe('https://');
        expect(origin['Fn::Join'][1][1]['Fn::ImportValue']).toMatch(/^prod-studio-Web:.*Distribution.*DomainName/);
      });

      it('keeps the photos: retained when the stage is removed or the bucket replaced, versioned', () => {
        const bucket = only(synthesised().templates.Storage!, 'AWS::S3::Bucket');
        expect(bucket.DeletionPolicy).toBe('Retain');
        expect(bucket.UpdateReplacePolicy).toBe('Retain');
        expect(bucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
        expect(ofType(synthesised().templates.Storage!, 'Custom::S3AutoDeleteObjects')).toHaveLength(0);
        // zero-cache's replica is a cache of Postgres (task storage, backed up); its logs are kept.
        const logs = ofType(synthesised().templates.Sync!, 'AWS::Logs::LogGroup');
        expect(logs).toHaveLength(2);
        for (const [, group] of logs) expect(group.DeletionPolicy).toBe('Retain');
      });

      it("serves the studios' own domains it lists from a distribution of their own", () => {
        const web = synthesised().templates.Web!;
        const names = ofType(web, 'AWS::CloudFront::Distribution').map(
          ([, r]) => (r.Properties?.DistributionConfig as { Aliases?: string[] }).Aliases,
        );
        expect(names).toContainEqual(['anna.photo', 'www.anna.photo']);
      });

      it('keeps two view-syncers at least, around the clock, so one can stop without a sync outage', () => {
        const sync = synthesised().templates.Sync!;
        expect(scalingOf(sync, 'view-syncer')).toMatchObject({ desired: 2, min: 2, max: 4, scheduled: [] });
        expect(scalingOf(sync, 'replication-manager')).toMatchObject({ desired: 1, min: undefined });
      });

      it('has a load balancer of its own for its view-syncers, internal, which CloudFront reaches by a VPC origin', () => {
        const sync = synthesised().templates.Sync!;
        expect(only(sync, 'AWS::ElasticLoadBalancingV2::LoadBalancer').Properties?.Scheme).toBe('internal');
        expect(JSON.stringify(only(synthesised().templates.Web!, 'AWS::CloudFront::VpcOrigin').Properties)).toContain(
          'prod-studio-Sync:',
        );
      });

      it('has a VPC of its own', () => {
        const sync = synthesised().templates.Sync!;
        expect(ofType(sync, 'AWS::EC2::VPC')).toHaveLength(1);
        expect(JSON.stringify(sync.toJSON())).not.toContain('studio-shared-');
      });
    });
  },
  {
    STUDIO_SITE_DOMAINS: 'anna.photo,www.anna.photo',
    STUDIO_SITE_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/studio-sites',
  },
);
