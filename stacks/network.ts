// The network zero-cache runs in. No NAT gateway anywhere (one costs ~$33/month per AZ): the
// task sits in a public subnet with a public IP for its outbound traffic (Supabase, the API,
// Docker Hub) and admits inbound traffic only from its load balancer, which is internal, in
// isolated subnets, reachable only through CloudFront's VPC origin.
//
// Production has a VPC of its own. Every other stage shares one VPC, deployed once per account
// and region as the `shared` stage: VPCs are limited to five per region and a branch stage
// should cost as little as possible. For the same reason they share the load balancer in front
// of their view-syncers, and its CloudFront VPC origin (stacks/sync-entry.ts).
import { CfnOutput, Fn } from 'aws-cdk-lib';
import { VpcOrigin, VpcOriginEndpoint, type IVpcOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { IpAddresses, Peer, Port, SecurityGroup, SubnetType, Vpc, type IVpc } from 'aws-cdk-lib/aws-ec2';
import { ApplicationListener, ListenerAction, type IApplicationListener } from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import type { App, Stack, StackContext } from 'sst/constructs';
import { resourceName } from './settings';
import { createSyncLoadBalancer, SYNC_ORIGIN_ENDPOINT, ZERO_PORT } from './sync-entry';

const SHARED_EXPORTS = [
  'vpc-id',
  'vpc-cidr',
  'az-1',
  'az-2',
  'public-subnet-1',
  'public-subnet-2',
  'isolated-subnet-1',
  'isolated-subnet-2',
  'sync-listener',
  'sync-security-group',
  'sync-vpc-origin',
  'sync-domain',
] as const;
type SharedExport = (typeof SHARED_EXPORTS)[number];

const exportName = (app: App, name: SharedExport): string => `${app.name}-shared-${name}`;

/** Two AZs (resolved at deploy time, so the template is the same in every account), no NAT. */
export function createVpc(scope: Stack, app: App): Vpc {
  return new Vpc(scope, 'Vpc', {
    vpcName: resourceName(app, 'vpc'),
    ipAddresses: IpAddresses.cidr('10.42.0.0/16'),
    availabilityZones: [Fn.select(0, Fn.getAzs()), Fn.select(1, Fn.getAzs())],
    natGateways: 0,
    subnetConfiguration: [
      { name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 20 },
      { name: 'internal', subnetType: SubnetType.PRIVATE_ISOLATED, cidrMask: 20 },
    ],
  });
}

/** The `shared` stage: the VPC of all non-production stages, and their sync entry, exported for them. */
export function SharedNetwork({ stack, app }: StackContext) {
  const vpc = createVpc(stack, app);
  // A request of no stage's gets nothing; each stage adds its rule (stacks/sync.ts).
  const sync = createSyncLoadBalancer(
    stack,
    app,
    vpc,
    ListenerAction.fixedResponse(404, { contentType: 'text/plain', messageBody: 'no such stage' }),
  );
  // To every stage's view-syncers, which admit it by this group (stacks/sync.ts).
  sync.securityGroup.addEgressRule(Peer.ipv4(vpc.vpcCidrBlock), Port.tcp(ZERO_PORT), "the stages' view-syncers");
  const syncOrigin = new VpcOrigin(stack, 'SyncVpcOrigin', {
    endpoint: VpcOriginEndpoint.applicationLoadBalancer(sync.loadBalancer),
    vpcOriginName: resourceName(app, 'sync'),
    ...SYNC_ORIGIN_ENDPOINT,
  });
  const values: Record<SharedExport, string> = {
    'vpc-id': vpc.vpcId,
    'vpc-cidr': vpc.vpcCidrBlock,
    'az-1': vpc.publicSubnets[0]!.availabilityZone,
    'az-2': vpc.publicSubnets[1]!.availabilityZone,
    'public-subnet-1': vpc.publicSubnets[0]!.subnetId,
    'public-subnet-2': vpc.publicSubnets[1]!.subnetId,
    'isolated-subnet-1': vpc.isolatedSubnets[0]!.subnetId,
    'isolated-subnet-2': vpc.isolatedSubnets[1]!.subnetId,
    'sync-listener': sync.listener.listenerArn,
    'sync-security-group': sync.securityGroup.securityGroupId,
    'sync-vpc-origin': syncOrigin.vpcOriginId,
    'sync-domain': sync.loadBalancer.loadBalancerDnsName,
  };
  for (const name of SHARED_EXPORTS) {
    new CfnOutput(
      stack,
      name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      {
        value: values[name],
        exportName: exportName(app, name),
      },
    );
  }
  return { vpc };
}

const importShared = (app: App, name: SharedExport): string => Fn.importValue(exportName(app, name));

/** The shared VPC, imported from the `shared` stage (CloudFormation keeps it while a stage uses it). */
export function importSharedVpc(scope: Stack, app: App): IVpc {
  const get = (name: SharedExport) => importShared(app, name);
  return Vpc.fromVpcAttributes(scope, 'SharedVpc', {
    vpcId: get('vpc-id'),
    vpcCidrBlock: get('vpc-cidr'),
    availabilityZones: [get('az-1'), get('az-2')],
    publicSubnetIds: [get('public-subnet-1'), get('public-subnet-2')],
    isolatedSubnetIds: [get('isolated-subnet-1'), get('isolated-subnet-2')],
  });
}

/** The shared load balancer's listener, and the VPC origin CloudFront reaches it through. */
export function importSharedSyncEntry(
  scope: Stack,
  app: App,
): { listener: IApplicationListener; vpcOrigin: IVpcOrigin } {
  const listener = ApplicationListener.fromApplicationListenerAttributes(scope, 'SharedSyncListener', {
    listenerArn: importShared(app, 'sync-listener'),
    // Its egress to the view-syncers is the shared stage's rule: none to add here.
    securityGroup: SecurityGroup.fromSecurityGroupId(
      scope,
      'SharedSyncSecurityGroup',
      importShared(app, 'sync-security-group'),
      { allowAllOutbound: true },
    ),
  });
  const vpcOrigin = VpcOrigin.fromVpcOriginAttributes(scope, 'SharedSyncVpcOrigin', {
    vpcOriginId: importShared(app, 'sync-vpc-origin'),
    domainName: importShared(app, 'sync-domain'),
  });
  return { listener, vpcOrigin };
}
