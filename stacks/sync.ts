// Sync: zero-cache, the sync server, on ECS Fargate (Graviton) from the public rocicorp/zero image
// at the version of the @rocicorp/zero package the app is built with (client, server handlers and
// cache must agree on the protocol); the image is built for arm64 and amd64 alike.
//
// Zero's multi-node topology (https://zero.rocicorp.dev/docs/self-host, "Maximal Strategy"):
// - one replication manager: the only consumer of Postgres's replication slot. It keeps the
//   canonical replica and backs it up with litestream to the stage's bucket, under a prefix of its
//   own. Private: the view-syncers reach it at a Cloud Map name, never through a load balancer;
// - N view-syncers: each restores the replica from that backup, follows the manager's change
//   stream and serves clients, behind an internal load balancer with sticky sessions that
//   CloudFront reaches through a VPC origin, so /sync/* is served on the app's origin (Web stack;
//   the load balancer is production's own, or the one the other stages share: stacks/sync-entry.ts).
//
// Their settings mirror local/zero-cache.ts. A replica (SQLite in WAL2 mode, which must not live on
// a network file system such as EFS) sits on task storage: a new task restores it from the backup.
import { Duration, Size, TimeZone } from 'aws-cdk-lib';
import { Schedule } from 'aws-cdk-lib/aws-applicationautoscaling';
import { VpcOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Port, SecurityGroup, SubnetType, type IVpc } from 'aws-cdk-lib/aws-ec2';
import {
  AwsLogDriverMode,
  Cluster,
  ContainerImage,
  ContainerInsights,
  CpuArchitecture,
  FargateService,
  FargateTaskDefinition,
  LogDrivers,
  OperatingSystemFamily,
  Secret as EcsSecret,
  type ScalableTaskCount,
} from 'aws-cdk-lib/aws-ecs';
import {
  ApplicationProtocol,
  ApplicationTargetGroup,
  ListenerCondition,
  TargetType,
} from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DnsRecordType, PrivateDnsNamespace } from 'aws-cdk-lib/aws-servicediscovery';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { use, type App, type Stack, type StackContext } from 'sst/constructs';
import { REPLICA_BACKUP_PREFIX } from '../functions/lib/storage/object-keys';
import { Api } from './api';
import { createVpc, importSharedSyncEntry, importSharedVpc } from './network';
import {
  installedVersion,
  isProduction,
  logRetention,
  photoBucketName,
  removalPolicy,
  resourceName,
  ssmPath,
} from './settings';
import {
  createSyncLoadBalancer,
  listenerRulePriority,
  STAGE_HEADER,
  SYNC_ORIGIN_ENDPOINT,
  SYNC_ORIGIN_TIMEOUTS,
  ZERO_PORT,
} from './sync-entry';

/** The replication manager's change stream, which the view-syncers subscribe to. */
export const CHANGE_STREAMER_PORT = 4849;
const ZERO_PUBLICATION = 'zero_studio';
const REPLICA_DIR = '/data';
const REPLICATION_MANAGER_NAME = 'replication-manager';

// Start and stop, in Zero's numbers (https://zero.rocicorp.dev/docs/self-host and its SST example,
// and Rocicorp's own deployment, rocicorp/mono prod/sst/sst.config.ts):
/** "Ten minutes is a good default" before ECS judges a starting task: a restore or a first sync. */
const HEALTH_CHECK_GRACE = Duration.minutes(10);
/** Container health checks failing during the start do not count for 300 s (ECS's maximum). */
const START_PERIOD = Duration.seconds(300);
/** The load balancer asks /keepalive every 5 s (timeout 3 s, healthy after 2). */
const KEEPALIVE_INTERVAL = Duration.seconds(5);
/**
 * On ECS a view-syncer drains itself once /keepalive has not been asked for this long (Zero's
 * ZERO_KEEPALIVE_TIMEOUT_MS, 20 s on ECS: "some multiple of the health check interval"): the
 * load balancer stops asking a target it deregisters.
 */
const KEEPALIVE_TIMEOUT = Duration.seconds(20);
/** The load balancer keeps a deregistered view-syncer's sockets while it moves its clients away. */
const DEREGISTRATION_DELAY = Duration.seconds(40);
/** Then SIGTERM, and ECS's 30 s (Zero's config: "ECS ... only allows a 30-second timeout"). */
const STOP_TIMEOUT = Duration.seconds(30);

/** What a stage runs: task sizes and how many view-syncers. */
type Topology = {
  manager: { cpu: number; memoryLimitMiB: number };
  viewSyncer: { cpu: number; memoryLimitMiB: number; syncWorkers: number };
  viewSyncers: { min: number; max: number };
};

/**
 * Production keeps two view-syncers at least, so one can stop without a sync outage. Other stages
 * run Fargate's smallest CPU (0.25 vCPU, with 1 GB) and sleep out of working hours
 * (scheduleWorkingHours).
 */
export const topologyOf = (app: App): Topology =>
  isProduction(app)
    ? {
        manager: { cpu: 512, memoryLimitMiB: 1024 },
        viewSyncer: { cpu: 1024, memoryLimitMiB: 2048, syncWorkers: 2 },
        viewSyncers: { min: 2, max: 4 },
      }
    : {
        manager: { cpu: 256, memoryLimitMiB: 1024 },
        viewSyncer: { cpu: 256, memoryLimitMiB: 1024, syncWorkers: 1 },
        viewSyncers: { min: 1, max: 2 },
      };

/** Where the replication manager backs the replica up: the stage's bucket, a prefix of its own. */
export const replicaBackupUrl = (app: App): string =>
  `s3://${photoBucketName(app)}/${REPLICA_BACKUP_PREFIX.replace(/\/$/, '')}`;

/** The image of the installed @rocicorp/zero, e.g. `rocicorp/zero:1.9.0`. */
const zeroImage = (): string => `rocicorp/zero:${installedVersion('@rocicorp/zero')}`;

type Role = 'replication-manager' | 'view-syncer';

/** A task of zero-cache in `role`, with the settings both roles share. */
function zeroTask(
  stack: Stack,
  app: App,
  role: Role,
  size: { cpu: number; memoryLimitMiB: number },
  settings: { environment: Record<string, string>; secrets: Record<string, EcsSecret>; port: number },
): FargateTaskDefinition {
  const id = role === 'view-syncer' ? 'ViewSyncer' : 'ReplicationManager';
  const task = new FargateTaskDefinition(stack, `${id}Task`, {
    family: resourceName(app, role),
    ...size,
    runtimePlatform: { cpuArchitecture: CpuArchitecture.ARM64, operatingSystemFamily: OperatingSystemFamily.LINUX },
    // The replica: task storage (Fargate's 20 GiB), restored from the backup when a task starts.
    volumes: [{ name: 'replica' }],
  });
  const logGroup = new LogGroup(stack, `${id}Logs`, {
    logGroupName: `/${app.name}/${app.stage}/${role}`,
    retention: logRetention(app),
    removalPolicy: removalPolicy(app),
  });
  const container = task.addContainer('zero-cache', {
    image: ContainerImage.fromRegistry(zeroImage()),
    portMappings: [{ containerPort: settings.port, name: role }],
    environment: {
      ZERO_APP_PUBLICATIONS: ZERO_PUBLICATION,
      ZERO_REPLICA_FILE: `${REPLICA_DIR}/replica.db`,
      ZERO_ENABLE_TELEMETRY: 'false',
      ZERO_PORT: String(ZERO_PORT),
      ZERO_CHANGE_STREAMER_PORT: String(CHANGE_STREAMER_PORT),
      // The backup's region, so litestream never has to ask the bucket for it.
      ZERO_LITESTREAM_REGION: app.region,
      ZERO_KEEPALIVE_TIMEOUT_MS: String(KEEPALIVE_TIMEOUT.toMilliseconds()),
      ZERO_LOG_FORMAT: 'json',
      ZERO_LOG_LEVEL: 'info',
      ...settings.environment,
    },
    secrets: settings.secrets,
    // `/`, not /keepalive: only the load balancer's checks may keep a view-syncer from draining.
    healthCheck: {
      command: ['CMD-SHELL', `curl -fsS http://localhost:${settings.port}/ || exit 1`],
      interval: Duration.seconds(10),
      timeout: Duration.seconds(5),
      retries: 3,
      startPeriod: START_PERIOD,
    },
    stopTimeout: STOP_TIMEOUT,
    logging: LogDrivers.awsLogs({
      logGroup,
      streamPrefix: role,
      mode: AwsLogDriverMode.NON_BLOCKING,
      maxBufferSize: Size.mebibytes(25),
    }),
  });
  container.addMountPoints({ sourceVolume: 'replica', containerPath: REPLICA_DIR, readOnly: false });
  return task;
}

/** Reading the backup (both roles) and, for the manager, writing it: under its prefix only. */
function grantBackup(task: FargateTaskDefinition, app: App, access: 'read' | 'write'): void {
  const bucketArn = `arn:aws:s3:::${photoBucketName(app)}`;
  const prefix = REPLICA_BACKUP_PREFIX.replace(/\/$/, '');
  task.addToTaskRolePolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucketArn],
      conditions: { StringLike: { 's3:prefix': [prefix, `${prefix}/*`] } },
    }),
  );
  task.addToTaskRolePolicy(
    new PolicyStatement({
      actions:
        access === 'read'
          ? ['s3:GetObject']
          : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
      resources: [`${bucketArn}/${prefix}/*`],
    }),
  );
}

/**
 * Where the view-syncers take their clients, and the origin CloudFront serves /sync/* from:
 * production's own load balancer, or a rule of the stage's on the one the other stages share.
 */
function syncEntry(stack: Stack, app: App, vpc: IVpc, targetGroup: ApplicationTargetGroup) {
  if (isProduction(app)) {
    const { loadBalancer, listener } = createSyncLoadBalancer(stack, app, vpc);
    listener.addTargetGroups('ViewSyncers', { targetGroups: [targetGroup] });
    return VpcOrigin.withApplicationLoadBalancer(loadBalancer, {
      vpcOriginName: resourceName(app, 'sync'),
      ...SYNC_ORIGIN_ENDPOINT,
      ...SYNC_ORIGIN_TIMEOUTS,
    });
  }
  const shared = importSharedSyncEntry(stack, app);
  shared.listener.addTargetGroups('ViewSyncers', {
    targetGroups: [targetGroup],
    priority: listenerRulePriority(app.stage),
    conditions: [ListenerCondition.httpHeader(STAGE_HEADER, [app.stage])],
  });
  return VpcOrigin.withVpcOrigin(shared.vpcOrigin, {
    ...SYNC_ORIGIN_TIMEOUTS,
    customHeaders: { [STAGE_HEADER]: app.stage },
  });
}

/**
 * Nobody works on a development stage at night or at the weekend: its tasks stop at 20:00 and
 * start again at 08:00, Monday to Friday, Madrid time (README "What an idle stage costs").
 */
export const WORKING_HOURS = { start: 8, end: 20, days: 'MON-FRI', timeZone: TimeZone.EUROPE_MADRID } as const;

function scheduleWorkingHours(scaling: ScalableTaskCount, counts: { min: number; max: number }): void {
  const at = (hour: number) => Schedule.cron({ minute: '0', hour: String(hour), weekDay: WORKING_HOURS.days });
  scaling.scaleOnSchedule('Wake', {
    schedule: at(WORKING_HOURS.start),
    timeZone: WORKING_HOURS.timeZone,
    minCapacity: counts.min,
    maxCapacity: counts.max,
  });
  scaling.scaleOnSchedule('Sleep', {
    schedule: at(WORKING_HOURS.end),
    timeZone: WORKING_HOURS.timeZone,
    minCapacity: 0,
    maxCapacity: 0,
  });
}

export function Sync({ stack, app }: StackContext) {
  const { api, originSecret } = use(Api);
  const topology = topologyOf(app);
  const vpc = isProduction(app) ? createVpc(stack, app) : importSharedVpc(stack, app);

  const cluster = new Cluster(stack, 'Cluster', {
    vpc,
    clusterName: resourceName(app, 'sync'),
    containerInsightsV2: ContainerInsights.DISABLED,
  });
  // The view-syncers find the manager by name in the VPC (a private hosted zone of this stage).
  const namespace = new PrivateDnsNamespace(stack, 'Namespace', {
    name: `${resourceName(app, 'sync').toLowerCase()}.internal`,
    vpc,
    description: `${resourceName(app, 'sync')}: the replication manager, for the view-syncers`,
  });

  // Set with `npx sst secrets set` (SSM SecureString); ECS reads them when a task starts.
  const ssmSecret = (name: 'ZERO_UPSTREAM_DB' | 'ZERO_ADMIN_PASSWORD') =>
    EcsSecret.fromSsmParameter(
      StringParameter.fromSecureStringParameterAttributes(stack, `${name}Parameter`, {
        parameterName: ssmPath('Secret', name),
      }),
    );
  const databaseSecrets = {
    // A direct connection (not the pooler): logical replication needs one.
    ZERO_UPSTREAM_DB: ssmSecret('ZERO_UPSTREAM_DB'),
    ZERO_ADMIN_PASSWORD: ssmSecret('ZERO_ADMIN_PASSWORD'),
  };
  // No NAT: outbound traffic (Supabase, the API, S3, Docker Hub) leaves through a public IP.
  const network = { cluster, assignPublicIp: true, vpcSubnets: { subnetType: SubnetType.PUBLIC } } as const;
  // A failed start rolls back to the last task definition that ran.
  const circuitBreaker = { enable: true, rollback: true };

  // Supabase's direct connections are few (60 on the smallest instance): the manager holds the
  // replication stream and writes the change log; each view-syncer reads upstream and writes its
  // client views. At the most about 6 + 4 x 10 in production.
  const managerTask = zeroTask(stack, app, REPLICATION_MANAGER_NAME, topology.manager, {
    port: CHANGE_STREAMER_PORT,
    environment: {
      // No sync workers: the configuration of a replication manager.
      ZERO_NUM_SYNC_WORKERS: '0',
      ZERO_LITESTREAM_BACKUP_URL: replicaBackupUrl(app),
      ZERO_UPSTREAM_MAX_CONNS: '2',
      ZERO_CHANGE_MAX_CONNS: '3',
    },
    secrets: databaseSecrets,
  });
  grantBackup(managerTask, app, 'write');
  const managerSecurityGroup = new SecurityGroup(stack, 'ReplicationManagerSecurityGroup', {
    vpc,
    description: `${resourceName(app, REPLICATION_MANAGER_NAME)}: only the view-syncers may connect`,
    allowAllOutbound: true,
  });
  const manager = new FargateService(stack, 'ReplicationManager', {
    ...network,
    serviceName: resourceName(app, REPLICATION_MANAGER_NAME),
    taskDefinition: managerTask,
    desiredCount: 1,
    // A new manager starts beside the old one and takes the replication stream over from it
    // (Zero's rolling updates; ZERO_CHANGE_STREAMER_STARTUP_DELAY_MS), so changes pause briefly.
    minHealthyPercent: 100,
    maxHealthyPercent: 200,
    circuitBreaker,
    healthCheckGracePeriod: HEALTH_CHECK_GRACE,
    securityGroups: [managerSecurityGroup],
    cloudMapOptions: {
      cloudMapNamespace: namespace,
      name: REPLICATION_MANAGER_NAME,
      dnsRecordType: DnsRecordType.A,
      // A replaced manager's address leaves the view-syncers' resolvers soon.
      dnsTtl: Duration.seconds(10),
    },
  });

  const viewSyncerTask = zeroTask(stack, app, 'view-syncer', topology.viewSyncer, {
    port: ZERO_PORT,
    environment: {
      ZERO_CHANGE_STREAMER_URI: `ws://${REPLICATION_MANAGER_NAME}.${namespace.namespaceName}:${CHANGE_STREAMER_PORT}/`,
      // zero-cache asks the app what queries mean and whether mutations are allowed.
      ZERO_QUERY_URL: `${api.url}/api/zero/query`,
      ZERO_MUTATE_URL: `${api.url}/api/zero/mutate`,
      // Writes only through our mutators, never zero-cache's generic CRUD.
      ZERO_ENABLE_CRUD_MUTATIONS: 'false',
      ZERO_NUM_SYNC_WORKERS: String(topology.viewSyncer.syncWorkers),
      ZERO_UPSTREAM_MAX_CONNS: '2',
      ZERO_CVR_MAX_CONNS: '8',
    },
    secrets: {
      ...databaseSecrets,
      // Sent as X-Api-Key: the API answers only CloudFront and zero-cache (functions/lib/http.ts).
      ZERO_QUERY_API_KEY: EcsSecret.fromSecretsManager(originSecret),
      ZERO_MUTATE_API_KEY: EcsSecret.fromSecretsManager(originSecret),
    },
  });
  // A view-syncer restores the replica from the manager's backup before it serves.
  grantBackup(viewSyncerTask, app, 'read');
  const viewSyncerSecurityGroup = new SecurityGroup(stack, 'ViewSyncerSecurityGroup', {
    vpc,
    description: `${resourceName(app, 'view-syncer')}: only its load balancer may connect`,
    allowAllOutbound: true,
  });
  const viewSyncers = new FargateService(stack, 'ViewSyncer', {
    ...network,
    serviceName: resourceName(app, 'view-syncer'),
    taskDefinition: viewSyncerTask,
    desiredCount: topology.viewSyncers.min,
    // The old view-syncers serve until new ones are healthy, then drain to them.
    minHealthyPercent: 100,
    maxHealthyPercent: 200,
    circuitBreaker,
    healthCheckGracePeriod: HEALTH_CHECK_GRACE,
    securityGroups: [viewSyncerSecurityGroup],
  });
  managerSecurityGroup.addIngressRule(
    viewSyncerSecurityGroup,
    Port.tcp(CHANGE_STREAMER_PORT),
    'the view-syncers follow the change stream',
  );
  // Rolling order (Zero's "Rolling Updates"): the manager first, then the view-syncers.
  viewSyncers.node.addDependency(manager);

  const targetGroup = new ApplicationTargetGroup(stack, 'ViewSyncers', {
    vpc,
    port: ZERO_PORT,
    protocol: ApplicationProtocol.HTTP,
    targetType: TargetType.IP,
    targets: [viewSyncers],
    // zero-cache drains when these heartbeats stop (KEEPALIVE_TIMEOUT).
    healthCheck: {
      path: '/keepalive',
      interval: KEEPALIVE_INTERVAL,
      timeout: Duration.seconds(3),
      healthyThresholdCount: 2,
      unhealthyThresholdCount: 3,
    },
    deregistrationDelay: DEREGISTRATION_DELAY,
    // A client comes back to the view-syncer that holds its queries hydrated (Zero's "Sticky
    // Sessions"; the load balancer's cookie, for 120 s as in Zero's SST example).
    stickinessCookieDuration: Duration.seconds(120),
  });
  const origin = syncEntry(stack, app, vpc, targetGroup);

  // As many view-syncers as the load needs: by CPU, and by sockets opened per view-syncer (each
  // WebSocket is one request to the load balancer; a socket held open is counted by CPU).
  const scaling = viewSyncers.autoScaleTaskCount({
    minCapacity: topology.viewSyncers.min,
    maxCapacity: topology.viewSyncers.max,
  });
  // Scaling in moves clients, who hydrate again elsewhere: slowly.
  const cooldowns = { scaleInCooldown: Duration.minutes(10), scaleOutCooldown: Duration.minutes(1) };
  scaling.scaleOnCpuUtilization('Cpu', { targetUtilizationPercent: 60, ...cooldowns });
  scaling.scaleOnRequestCount('Connections', { targetGroup, requestsPerTarget: 300, ...cooldowns });
  if (!isProduction(app)) {
    scheduleWorkingHours(manager.autoScaleTaskCount({ minCapacity: 1, maxCapacity: 1 }), { min: 1, max: 1 });
    scheduleWorkingHours(scaling, topology.viewSyncers);
  }

  stack.addOutputs({ ZeroCacheImage: zeroImage() });
  return { vpc, cluster, manager, viewSyncers, origin };
}
