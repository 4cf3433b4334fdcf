// Sync: zero-cache, the sync server, on ECS Fargate from the public rocicorp/zero image at the
// version of the @rocicorp/zero package the app is built with (client, server handlers and
// cache must agree on the protocol). One task, behind an internal load balancer that
// CloudFront reaches through a VPC origin, so /sync/* is served on the app's origin (Web stack).
//
// Its settings mirror local/zero-cache.ts. Its replica (SQLite in WAL2 mode, which must not
// live on a network file system such as EFS) sits on a task volume: it is a cache of Postgres
// that zero-cache rebuilds on start, so nothing of it needs to survive a task.
import { Duration, Size } from 'aws-cdk-lib';
import { Peer, Port, SecurityGroup, SubnetType } from 'aws-cdk-lib/aws-ec2';
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
} from 'aws-cdk-lib/aws-ecs';
import { ApplicationLoadBalancer, ApplicationProtocol } from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { use, type StackContext } from 'sst/constructs';
import { Api } from './api';
import { createVpc, importSharedVpc } from './network';
import { installedVersion, isProduction, logRetention, removalPolicy, resourceName, ssmPath } from './settings';

export const ZERO_PORT = 4848;
const ZERO_PUBLICATION = 'zero_studio';
const REPLICA_DIR = '/data';

/** The image of the installed @rocicorp/zero, e.g. `rocicorp/zero:1.9.0`. */
const zeroImage = (): string => `rocicorp/zero:${installedVersion('@rocicorp/zero')}`;

export function Sync({ stack, app }: StackContext) {
  const { api, originSecret } = use(Api);
  const prod = isProduction(app);
  const vpc = prod ? createVpc(stack, app) : importSharedVpc(stack, app);

  const cluster = new Cluster(stack, 'Cluster', {
    vpc,
    clusterName: resourceName(app, 'sync'),
    containerInsightsV2: ContainerInsights.DISABLED,
  });

  const task = new FargateTaskDefinition(stack, 'ZeroCacheTask', {
    family: resourceName(app, 'zero-cache'),
    cpu: prod ? 1024 : 512,
    memoryLimitMiB: prod ? 2048 : 1024,
    runtimePlatform: { cpuArchitecture: CpuArchitecture.ARM64, operatingSystemFamily: OperatingSystemFamily.LINUX },
    // The replica: task storage (Fargate's 20 GiB), rebuilt from Postgres when a task starts.
    volumes: [{ name: 'replica' }],
  });

  // Set with `npx sst secrets set` (SSM SecureString); ECS reads them when the task starts.
  const secret = (name: 'ZERO_UPSTREAM_DB' | 'ZERO_ADMIN_PASSWORD') =>
    EcsSecret.fromSsmParameter(
      StringParameter.fromSecureStringParameterAttributes(stack, `${name}Parameter`, {
        parameterName: ssmPath('Secret', name),
      }),
    );

  const logGroup = new LogGroup(stack, 'ZeroCacheLogs', {
    logGroupName: `/${app.name}/${app.stage}/zero-cache`,
    retention: logRetention(app),
    removalPolicy: removalPolicy(app),
  });

  const container = task.addContainer('zero-cache', {
    image: ContainerImage.fromRegistry(zeroImage()),
    portMappings: [{ containerPort: ZERO_PORT, name: 'sync' }],
    environment: {
      ZERO_APP_PUBLICATIONS: ZERO_PUBLICATION,
      ZERO_REPLICA_FILE: `${REPLICA_DIR}/replica.db`,
      // zero-cache asks the app what queries mean and whether mutations are allowed.
      ZERO_QUERY_URL: `${api.url}/api/zero/query`,
      ZERO_MUTATE_URL: `${api.url}/api/zero/mutate`,
      // Writes only through our mutators, never zero-cache's generic CRUD.
      ZERO_ENABLE_CRUD_MUTATIONS: 'false',
      ZERO_ENABLE_TELEMETRY: 'false',
      ZERO_PORT: String(ZERO_PORT),
      ZERO_NUM_SYNC_WORKERS: prod ? '2' : '1',
      // Supabase's direct connections are few (60 on the smallest instance): stay well inside.
      ZERO_UPSTREAM_MAX_CONNS: '2',
      ZERO_CVR_MAX_CONNS: '10',
      ZERO_CHANGE_MAX_CONNS: '3',
      ZERO_LOG_FORMAT: 'json',
      ZERO_LOG_LEVEL: 'info',
    },
    secrets: {
      // A direct connection (not the pooler): logical replication needs one.
      ZERO_UPSTREAM_DB: secret('ZERO_UPSTREAM_DB'),
      ZERO_ADMIN_PASSWORD: secret('ZERO_ADMIN_PASSWORD'),
      // Sent as X-Api-Key: the API answers only CloudFront and zero-cache (functions/lib/http.ts).
      ZERO_QUERY_API_KEY: EcsSecret.fromSecretsManager(originSecret),
      ZERO_MUTATE_API_KEY: EcsSecret.fromSecretsManager(originSecret),
    },
    healthCheck: {
      command: ['CMD-SHELL', `curl -fsS http://localhost:${ZERO_PORT}/ || exit 1`],
      interval: Duration.seconds(10),
      timeout: Duration.seconds(5),
      retries: 3,
      // The first start copies the whole publication from Postgres.
      startPeriod: Duration.seconds(300),
    },
    // zero-cache drains its clients on SIGTERM; Fargate allows at most 120 s.
    stopTimeout: Duration.seconds(120),
    logging: LogDrivers.awsLogs({
      logGroup,
      streamPrefix: 'zero-cache',
      mode: AwsLogDriverMode.NON_BLOCKING,
      maxBufferSize: Size.mebibytes(25),
    }),
  });
  container.addMountPoints({ sourceVolume: 'replica', containerPath: REPLICA_DIR, readOnly: false });

  const taskSecurityGroup = new SecurityGroup(stack, 'ZeroCacheSecurityGroup', {
    vpc,
    description: `${resourceName(app, 'zero-cache')}: only its load balancer may connect`,
    allowAllOutbound: true,
  });
  const service = new FargateService(stack, 'ZeroCache', {
    cluster,
    serviceName: resourceName(app, 'zero-cache'),
    taskDefinition: task,
    desiredCount: 1,
    // One replication slot, one replica: stop the old task before the new one starts.
    minHealthyPercent: 0,
    maxHealthyPercent: 100,
    circuitBreaker: { enable: true, rollback: true },
    healthCheckGracePeriod: Duration.minutes(10),
    // No NAT: outbound traffic (Supabase, the API, Docker Hub) leaves through a public IP.
    assignPublicIp: true,
    vpcSubnets: { subnetType: SubnetType.PUBLIC },
    securityGroups: [taskSecurityGroup],
  });

  const loadBalancerSecurityGroup = new SecurityGroup(stack, 'LoadBalancerSecurityGroup', {
    vpc,
    description: `${resourceName(app, 'sync')}: CloudFront's VPC origin, from inside the VPC`,
    allowAllOutbound: false,
  });
  loadBalancerSecurityGroup.addIngressRule(Peer.ipv4(vpc.vpcCidrBlock), Port.tcp(80), 'CloudFront VPC origin');
  const loadBalancer = new ApplicationLoadBalancer(stack, 'LoadBalancer', {
    vpc,
    internetFacing: false,
    vpcSubnets: { subnetType: SubnetType.PRIVATE_ISOLATED },
    securityGroup: loadBalancerSecurityGroup,
    // Sync sockets stay open while a client is idle.
    idleTimeout: Duration.hours(1),
  });
  const listener = loadBalancer.addListener('Http', { port: 80, protocol: ApplicationProtocol.HTTP, open: false });
  listener.addTargets('ZeroCache', {
    port: ZERO_PORT,
    protocol: ApplicationProtocol.HTTP,
    targets: [service],
    // zero-cache drains when these heartbeats stop (its keepalive timeout is 20 s on ECS).
    healthCheck: {
      path: '/keepalive',
      interval: Duration.seconds(10),
      timeout: Duration.seconds(5),
      healthyThresholdCount: 2,
      unhealthyThresholdCount: 3,
    },
    deregistrationDelay: Duration.seconds(10),
  });

  stack.addOutputs({ ZeroCacheImage: zeroImage() });
  return { vpc, cluster, service, loadBalancer };
}
