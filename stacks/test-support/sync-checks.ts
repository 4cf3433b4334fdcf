// What every stage's Sync stack must guarantee (stacks/sync.ts): Zero's multi-node topology, its
// wiring, its backup, and how it starts, stops and scales. Registered by describeStage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { expect, it } from 'vitest';
import { REPLICA_BACKUP_PREFIX } from '../../functions/lib/storage/object-keys';
import { ofType, only, resourcesOf, statements, type Resource } from './template-queries';

type Container = {
  Image: string;
  PortMappings: { ContainerPort: number }[];
  Environment: { Name: string; Value: unknown }[];
  Secrets: { Name: string; ValueFrom: unknown }[];
  MountPoints: { ContainerPath: string; SourceVolume: string }[];
  HealthCheck: { Command: string[]; StartPeriod: number };
  StopTimeout: number;
};

function zeroPackageVersion(): string {
  const file = path.resolve(import.meta.dirname, '../../node_modules/@rocicorp/zero/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A value as CloudFormation will resolve it, with its pseudo parameters left as `${AWS::…}`. */
function resolved(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(resolved).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  if (ref?.startsWith('AWS::')) return `\${${ref}}`;
  return JSON.stringify(value);
}

/** The template's resource of `type` whose `property` ends with `suffix` (a name carrying the stage). */
function named(template: Template, type: string, property: string, suffix: string): [string, Resource] {
  const found = ofType(template, type).filter(([, r]) => String(r.Properties?.[property]).endsWith(suffix));
  expect(found, `one ${type} named …${suffix}`).toHaveLength(1);
  return found[0]!;
}

export function syncChecks(stage: string, stack: (name: string) => Template): void {
  const role = (name: 'replication-manager' | 'view-syncer') => {
    const sync = stack('Sync');
    const [, task] = named(sync, 'AWS::ECS::TaskDefinition', 'Family', `-${name}`);
    const [serviceId, service] = named(sync, 'AWS::ECS::Service', 'ServiceName', `-${name}`);
    const [container, ...others] = task.Properties!.ContainerDefinitions as Container[];
    expect(others).toHaveLength(0);
    const environment = Object.fromEntries(container!.Environment.map((e) => [e.Name, e.Value]));
    const secrets = Object.fromEntries(container!.Secrets.map((s) => [s.Name, JSON.stringify(s.ValueFrom)]));
    const roleId = (task.Properties!.TaskRoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = ofType(sync, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties?.Roles).includes(roleId),
    );
    const s3 = policies
      .flatMap(([, p]) => (p.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
      .filter((s) => JSON.stringify(s.Action).includes('s3:'));
    return { task, serviceId, service, container: container!, environment, secrets, s3 };
  };

  /** The photo bucket's name, as the Storage stack names it. */
  const bucketName = () => resolved(only(stack('Storage'), 'AWS::S3::Bucket').Properties?.BucketName);

  it('runs Zero’s topology from the rocicorp/zero image of the installed @rocicorp/zero, on arm64: one replication manager, view-syncers', () => {
    for (const name of ['replication-manager', 'view-syncer'] as const) {
      const { task, container, environment, secrets } = role(name);
      expect(container.Image).toBe(`rocicorp/zero:${zeroPackageVersion()}`);
      expect(task.Properties?.RuntimePlatform).toMatchObject({ CpuArchitecture: 'ARM64' });
      expect(environment).toMatchObject({
        ZERO_APP_PUBLICATIONS: 'zero_studio',
        ZERO_ENABLE_TELEMETRY: 'false',
        ZERO_PORT: '4848',
        ZERO_CHANGE_STREAMER_PORT: '4849',
        ZERO_LITESTREAM_REGION: 'eu-west-1',
      });
      // The replica lives on the task's storage, restored from the backup when a task starts.
      const [mount] = container.MountPoints;
      expect(String(environment.ZERO_REPLICA_FILE).startsWith(`${mount!.ContainerPath}/`)).toBe(true);
      expect(task.Properties?.Volumes).toEqual([{ Name: mount!.SourceVolume }]);
      // Secrets: from SSM when the task starts, never in the task definition.
      for (const name of ['ZERO_ADMIN_PASSWORD', 'ZERO_UPSTREAM_DB']) {
        expect(secrets[name]).toContain(`:parameter/sst/studio/${stage}/Secret/${name}/value`);
        expect(environment).not.toHaveProperty(name);
      }
    }
    const manager = role('replication-manager');
    expect(manager.container.PortMappings).toEqual([expect.objectContaining({ ContainerPort: 4849 })]);
    // No sync workers: a replication manager serves no client.
    expect(manager.environment.ZERO_NUM_SYNC_WORKERS).toBe('0');
    expect(Object.keys(manager.secrets).sort()).toEqual(['ZERO_ADMIN_PASSWORD', 'ZERO_UPSTREAM_DB']);
    expect(manager.environment).not.toHaveProperty('ZERO_MUTATE_URL');

    const viewSyncer = role('view-syncer');
    expect(viewSyncer.container.PortMappings).toEqual([expect.objectContaining({ ContainerPort: 4848 })]);
    expect(Number(viewSyncer.environment.ZERO_NUM_SYNC_WORKERS)).toBeGreaterThan(0);
    expect(viewSyncer.environment.ZERO_ENABLE_CRUD_MUTATIONS).toBe('false');
    for (const [name, suffix] of [
      ['ZERO_QUERY_URL', '/api/zero/query'],
      ['ZERO_MUTATE_URL', '/api/zero/mutate'],
    ] as const) {
      // The API of this stage (its endpoint, exported by the Api stack) + the handler's path.
      const value = JSON.stringify(viewSyncer.environment[name]);
      expect(value).toContain(`${stage}-studio-Api:`);
      expect(value).toContain('ApiEndpoint');
      expect(value).toContain(`"${suffix}"`);
    }
    // The API answers zero-cache by the secret CloudFront sends too, as its API key.
    for (const key of ['ZERO_MUTATE_API_KEY', 'ZERO_QUERY_API_KEY']) {
      expect(viewSyncer.secrets[key]).toContain('ExportsOutputRefOriginSecret');
      expect(viewSyncer.environment).not.toHaveProperty(key);
    }
    // Only the manager backs up (Zero: "keep ZERO_LITESTREAM_BACKUP_URL on the replication-manager only").
    expect(viewSyncer.environment).not.toHaveProperty('ZERO_LITESTREAM_BACKUP_URL');
    expect(ofType(stack('Sync'), 'AWS::EFS::FileSystem')).toHaveLength(0);
  });

  it('points the view-syncers at the replication manager, which only they can reach, by a name of the stage’s own', () => {
    const sync = stack('Sync');
    const manager = role('replication-manager');
    const viewSyncer = role('view-syncer');
    // The manager's tasks register under replication-manager.<namespace>, a private zone of the VPC.
    const namespace = only(sync, 'AWS::ServiceDiscovery::PrivateDnsNamespace').Properties!;
    expect(namespace.Name).toBe(`studio-${stage}-sync.internal`);
    const [registry] = manager.service.Properties?.ServiceRegistries as { RegistryArn: { 'Fn::GetAtt': [string] } }[];
    const registryId = registry!.RegistryArn['Fn::GetAtt'][0];
    expect(resourcesOf(sync)[registryId]).toMatchObject({
      Type: 'AWS::ServiceDiscovery::Service',
      Properties: { Name: 'replication-manager' },
    });
    expect(viewSyncer.environment.ZERO_CHANGE_STREAMER_URI).toBe(
      `ws://replication-manager.studio-${stage}-sync.internal:4849/`,
    );
    // No load balancer in front of the manager; its port admits the view-syncers only.
    expect(manager.service.Properties).not.toHaveProperty('LoadBalancers');
    expect(viewSyncer.service.Properties?.LoadBalancers).toEqual([
      expect.objectContaining({ ContainerName: 'zero-cache', ContainerPort: 4848 }),
    ]);
    const toManager = ofType(sync, 'AWS::EC2::SecurityGroupIngress')
      .map(([, r]) => r.Properties!)
      .filter((r) => JSON.stringify(r.GroupId).includes('ReplicationManagerSecurityGroup'));
    expect(toManager).toEqual([
      expect.objectContaining({
        FromPort: 4849,
        ToPort: 4849,
        SourceSecurityGroupId: { 'Fn::GetAtt': [expect.stringMatching(/^ViewSyncerSecurityGroup/), 'GroupId'] },
      }),
    ]);
  });

  it('backs the replica up in the stage’s bucket under a prefix of its own, which is all its IAM reaches', () => {
    const prefix = REPLICA_BACKUP_PREFIX.replace(/\/$/, '');
    const manager = role('replication-manager');
    expect(resolved(manager.environment.ZERO_LITESTREAM_BACKUP_URL)).toBe(`s3://${bucketName()}/${prefix}`);
    const bucketArn = `arn:aws:s3:::${bucketName()}`;
    const scoped = (statement: Record<string, unknown>) =>
      statement.Action === 's3:ListBucket'
        ? resolved(statement.Resource) === bucketArn &&
          JSON.stringify(statement.Condition) ===
            JSON.stringify({ StringLike: { 's3:prefix': [prefix, `${prefix}/*`] } })
        : resolved(statement.Resource) === `${bucketArn}/${prefix}/*`;
    const actions = (s3: Record<string, unknown>[]) => s3.flatMap((s) => s.Action).sort();
    expect(manager.s3.every(scoped)).toBe(true);
    expect(actions(manager.s3)).toEqual(
      ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject'].sort(),
    );
    // A view-syncer restores from the backup: it reads it, and writes nothing there.
    const viewSyncer = role('view-syncer');
    expect(viewSyncer.s3.every(scoped)).toBe(true);
    expect(actions(viewSyncer.s3)).toEqual(['s3:GetObject', 's3:ListBucket']);
    // Nothing else in the Sync stack may touch the bucket.
    const elsewhere = statements(stack('Sync')).filter(
      (s) => JSON.stringify(s.Action).includes('s3:') && !manager.s3.includes(s) && !viewSyncer.s3.includes(s),
    );
    expect(elsewhere.filter((s) => JSON.stringify(s.Resource).includes('photos'))).toEqual([]);
    // The versions litestream replaces in a versioned bucket go after a day.
    const rules = (
      only(stack('Storage'), 'AWS::S3::Bucket').Properties?.LifecycleConfiguration as {
        Rules: { Prefix?: string; NoncurrentVersionExpiration?: { NoncurrentDays: number } }[];
      }
    ).Rules;
    expect(rules.find((r) => r.Prefix === REPLICA_BACKUP_PREFIX)?.NoncurrentVersionExpiration).toEqual({
      NoncurrentDays: 1,
    });
  });

  it('rolls the replication manager first, then the view-syncers, each serving until its successor is healthy', () => {
    const manager = role('replication-manager');
    const viewSyncer = role('view-syncer');
    expect(viewSyncer.service.DependsOn).toContain(manager.serviceId);
    for (const { service, container } of [manager, viewSyncer]) {
      expect(service.Properties?.DeploymentConfiguration).toMatchObject({
        MinimumHealthyPercent: 100,
        MaximumPercent: 200,
        DeploymentCircuitBreaker: { Enable: true, Rollback: true },
      });
      // Zero's grace: ten minutes to restore or sync before ECS judges a task, 300 s of start.
      expect(service.Properties?.HealthCheckGracePeriodSeconds).toBe(600);
      expect(container.HealthCheck.StartPeriod).toBe(300);
      // `/`: only the load balancer's /keepalive may hold a view-syncer back from draining.
      expect(container.HealthCheck.Command.join(' ')).toMatch(/curl -fsS http:\/\/localhost:484[89]\/ /);
      expect(container.StopTimeout).toBe(30);
    }
  });

  it('sends a client back to its view-syncer (sticky), which drains when the load balancer lets it go', () => {
    const targetGroup = only(stack('Sync'), 'AWS::ElasticLoadBalancingV2::TargetGroup').Properties!;
    expect(targetGroup).toMatchObject({
      Port: 4848,
      TargetType: 'ip',
      HealthCheckPath: '/keepalive',
      HealthCheckIntervalSeconds: 5,
      HealthCheckTimeoutSeconds: 3,
      HealthyThresholdCount: 2,
    });
    const attributes = Object.fromEntries(
      (targetGroup.TargetGroupAttributes as { Key: string; Value: string }[]).map((a) => [a.Key, a.Value]),
    );
    expect(attributes).toMatchObject({
      'stickiness.enabled': 'true',
      'stickiness.type': 'lb_cookie',
      'stickiness.lb_cookie.duration_seconds': '120',
    });
    // Deregistered, a view-syncer stops being asked for /keepalive and drains after its keepalive
    // timeout: the load balancer keeps its sockets longer than that.
    const keepalive = Number(role('view-syncer').environment.ZERO_KEEPALIVE_TIMEOUT_MS) / 1000;
    expect(keepalive).toBe(20);
    expect(Number(attributes['deregistration_delay.timeout_seconds'])).toBeGreaterThan(keepalive);
  });

  it('scales the view-syncers on CPU and on the sockets opened per view-syncer', () => {
    const sync = stack('Sync');
    const { serviceId } = role('view-syncer');
    const [targetId] =
      ofType(sync, 'AWS::ApplicationAutoScaling::ScalableTarget').find(([, t]) =>
        JSON.stringify(t.Properties?.ResourceId).includes(serviceId),
      ) ?? [];
    expect(targetId).toBeDefined();
    const metrics = ofType(sync, 'AWS::ApplicationAutoScaling::ScalingPolicy')
      .filter(([, p]) => JSON.stringify(p.Properties?.ScalingTargetId).includes(targetId!))
      .map(
        ([, p]) =>
          (
            p.Properties?.TargetTrackingScalingPolicyConfiguration as {
              PredefinedMetricSpecification: { PredefinedMetricType: string };
            }
          ).PredefinedMetricSpecification.PredefinedMetricType,
      );
    expect(metrics.sort()).toEqual(['ALBRequestCountPerTarget', 'ECSServiceAverageCPUUtilization']);
  });
}

/** How many tasks of `name` a stage runs: at deploy, the scaling bounds, and its schedule. */
export function scalingOf(sync: Template, name: 'replication-manager' | 'view-syncer') {
  const [serviceId, service] = named(sync, 'AWS::ECS::Service', 'ServiceName', `-${name}`);
  const [, task] = named(sync, 'AWS::ECS::TaskDefinition', 'Family', `-${name}`);
  const [, target] =
    ofType(sync, 'AWS::ApplicationAutoScaling::ScalableTarget').find(([, t]) =>
      JSON.stringify(t.Properties?.ResourceId).includes(serviceId),
    ) ?? [];
  return {
    size: { cpu: task.Properties?.Cpu, memory: task.Properties?.Memory },
    desired: service.Properties?.DesiredCount,
    min: target?.Properties?.MinCapacity,
    max: target?.Properties?.MaxCapacity,
    scheduled: (target?.Properties?.ScheduledActions ?? []) as unknown[],
  };
}
