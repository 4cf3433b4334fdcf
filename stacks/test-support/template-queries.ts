// Reading a synthesised template in the infra tests: its resources, by type, and its policies.
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';

export type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string[];
};

export const resourcesOf = (template: Template): Record<string, Resource> =>
  (template.toJSON() as { Resources: Record<string, Resource> }).Resources;

export const ofType = (template: Template, type: string): [string, Resource][] =>
  Object.entries(resourcesOf(template)).filter(([, resource]) => resource.Type === type);

export function only(template: Template, type: string): Resource {
  const found = ofType(template, type);
  expect(found, `exactly one ${type}`).toHaveLength(1);
  return found[0]![1];
}

export type Statement = { Action: unknown; Resource: unknown; Condition?: unknown };

/** Every policy statement of a template, flattened. */
export function statements(template: Template): Statement[] {
  return ofType(template, 'AWS::IAM::Policy').flatMap(
    ([, r]) => (r.Properties?.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}
