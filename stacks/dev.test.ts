// A development stage: disposable, cheap, on the shared VPC.
import { describe, expect, it } from 'vitest';
import { describeStage, ofType, only, resourcesOf } from './test-support/stage-checks';

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
      const service = only(synthesised().templates.Sync!, 'AWS::ECS::Service');
      expect(JSON.stringify(service.Properties?.NetworkConfiguration)).toContain('studio-shared-public-subnet-1');
    });
  });
});
