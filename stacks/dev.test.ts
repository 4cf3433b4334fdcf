// A development stage: disposable, cheap, on the shared VPC.
import { describe, expect, it } from 'vitest';
import { describeStage, ofType, only, resourcesOf } from './test-support/stage-checks';
import { listenerRulePriority, STAGE_HEADER } from './sync-entry';
import { scalingOf } from './test-support/sync-checks';

describeStage('dev', (synthesised) => {
  describe('differs from production', () => {
    it('lets any origin upload to the photo bucket (a developer’s local SPA too)', () => {
      const bucket = only(synthesised().templates.Storage!, 'AWS::S3::Bucket');
      const [rule] = (bucket.Properties?.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] }).CorsRules;
      expect(rule!.AllowedOrigins).toEqual(['*']);
    });

    it('leaves nothing behind when the stage is removed', () => {
      for (const [name, template] of Object.entries(synthesised().templates)) {
        for (const [id, resource] of Object.entries(resourcesOf(template))) {
          expect(resource.DeletionPolicy ?? 'Delete', `${name}/${id}`).toBe('Delete');
        }
      }
      const bucket = only(synthesised().templates.Storage!, 'AWS::S3::Bucket');
      expect(bucket.Properties?.VersioningConfiguration).toBeUndefined();
      // A bucket with photos in it is emptied first, or removing the stage would fail.
      expect(ofType(synthesised().templates.Storage!, 'Custom::S3AutoDeleteObjects')).toHaveLength(1);
    });

    it('runs in the shared VPC instead of creating one', () => {
      for (const template of Object.values(synthesised().templates))
        expect(ofType(template, 'AWS::EC2::VPC')).toHaveLength(0);
      const services = ofType(synthesised().templates.Sync!, 'AWS::ECS::Service');
      expect(services).toHaveLength(2);
      for (const [, service] of services) {
        expect(JSON.stringify(service.Properties?.NetworkConfiguration)).toContain('studio-shared-public-subnet-1');
      }
    });

    it('takes the sync sockets CloudFront marks as its own from the load balancer the stages share', () => {
      const sync = synthesised().templates.Sync!;
      expect(ofType(sync, 'AWS::ElasticLoadBalancingV2::LoadBalancer')).toHaveLength(0);
      const rule = only(sync, 'AWS::ElasticLoadBalancingV2::ListenerRule').Properties!;
      expect(rule).toMatchObject({
        ListenerArn: { 'Fn::ImportValue': 'studio-shared-sync-listener' },
        Priority: listenerRulePriority('dev'),
        Conditions: [{ Field: 'http-header', HttpHeaderConfig: { HttpHeaderName: STAGE_HEADER, Values: ['dev'] } }],
      });
      expect(JSON.stringify(rule.Actions)).toContain('ViewSyncers');
      // CloudFront marks every /sync/* request with the stage, over whatever a viewer sent.
      const web = synthesised().templates.Web!;
      expect(ofType(web, 'AWS::CloudFront::VpcOrigin')).toHaveLength(0);
      const config = (only(web, 'AWS::CloudFront::Distribution').Properties?.DistributionConfig ?? {}) as {
        Origins: { VpcOriginConfig?: { VpcOriginId: unknown }; OriginCustomHeaders?: unknown[] }[];
      };
      const origin = config.Origins.find((o) => o.VpcOriginConfig);
      expect(origin?.VpcOriginConfig?.VpcOriginId).toEqual({ 'Fn::ImportValue': 'studio-shared-sync-vpc-origin' });
      expect(origin?.OriginCustomHeaders).toEqual([{ HeaderName: STAGE_HEADER, HeaderValue: 'dev' }]);
    });

    it('runs the smallest tasks, one view-syncer at least, and sleeps out of working hours', () => {
      const sync = synthesised().templates.Sync!;
      const awake = { 'replication-manager': { min: 1, max: 1 }, 'view-syncer': { min: 1, max: 2 } } as const;
      for (const [name, counts] of Object.entries(awake) as [keyof typeof awake, { min: number; max: number }][]) {
        const scaling = scalingOf(sync, name);
        expect(scaling).toMatchObject({ size: { cpu: '256', memory: '1024' }, desired: 1, ...counts });
        const at = (hour: number) => `cron(0 ${hour} ? * MON-FRI *)`;
        expect(scaling.scheduled).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              Schedule: at(8),
              Timezone: 'Europe/Madrid',
              ScalableTargetAction: { MinCapacity: counts.min, MaxCapacity: counts.max },
            }),
            expect.objectContaining({
              Schedule: at(20),
              Timezone: 'Europe/Madrid',
              ScalableTargetAction: { MinCapacity: 0, MaxCapacity: 0 },
            }),
          ]),
        );
        expect(scaling.scheduled).toHaveLength(2);
      }
    });
  });
});
