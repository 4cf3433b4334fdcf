// Where clients' sync sockets come in: an internal load balancer, in the isolated subnets, that
// CloudFront reaches through a VPC origin, so /sync/* is served on the app's origin.
//
// Production has one of its own (stacks/sync.ts). The other stages share one, made by the `shared`
// stage (stacks/network.ts): idle, a load balancer costs more than everything else of an idle
// stage. On it each stage's view-syncers take the requests that its CloudFront distribution marks
// with the stage's name (an origin header, which replaces one of the same name a viewer sent).
import { createHash } from 'node:crypto';
import { Duration } from 'aws-cdk-lib';
import { OriginProtocolPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Peer, Port, SecurityGroup, SubnetType, type IVpc } from 'aws-cdk-lib/aws-ec2';
import {
  ApplicationLoadBalancer,
  ApplicationProtocol,
  type ListenerAction,
} from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import type { App, Stack } from 'sst/constructs';
import { resourceName } from './settings';

/** Where a view-syncer serves clients. */
export const ZERO_PORT = 4848;

/** The header by which the shared load balancer knows a request's stage. */
export const STAGE_HEADER = 'x-studio-stage';

/** How CloudFront speaks to the load balancer (the VPC origin's endpoint). */
export const SYNC_ORIGIN_ENDPOINT = { httpPort: 80, protocolPolicy: OriginProtocolPolicy.HTTP_ONLY } as const;

/** How long CloudFront waits on a socket (its maximum without a quota increase). */
export const SYNC_ORIGIN_TIMEOUTS = {
  readTimeout: Duration.seconds(60),
  keepaliveTimeout: Duration.seconds(60),
} as const;

/**
 * The priority of a stage's rule on the shared listener, which must be unique there: drawn from
 * the stage's name. Two stages that draw the same one cannot both deploy (CloudFormation says the
 * priority is in use): rename one.
 */
export const listenerRulePriority = (stage: string): number =>
  1 + (createHash('sha256').update(stage).digest().readUInt32BE(0) % 49_999);

/** An internal load balancer for view-syncers, which admits CloudFront's VPC origin only. */
export function createSyncLoadBalancer(scope: Stack, app: App, vpc: IVpc, defaultAction?: ListenerAction) {
  const securityGroup = new SecurityGroup(scope, 'LoadBalancerSecurityGroup', {
    vpc,
    description: `${resourceName(app, 'sync')}: CloudFront's VPC origin, from inside the VPC`,
    allowAllOutbound: false,
  });
  securityGroup.addIngressRule(Peer.ipv4(vpc.vpcCidrBlock), Port.tcp(80), 'CloudFront VPC origin');
  const loadBalancer = new ApplicationLoadBalancer(scope, 'LoadBalancer', {
    vpc,
    internetFacing: false,
    vpcSubnets: { subnetType: SubnetType.PRIVATE_ISOLATED },
    securityGroup,
    // Sync sockets stay open while a client is idle.
    idleTimeout: Duration.hours(1),
  });
  const listener = loadBalancer.addListener('Http', {
    port: 80,
    protocol: ApplicationProtocol.HTTP,
    open: false,
    defaultAction,
  });
  return { loadBalancer, listener, securityGroup };
}
