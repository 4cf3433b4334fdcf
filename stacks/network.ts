// The network zero-cache runs in. No NAT gateway anywhere (one costs ~$33/month per AZ): the
// task sits in a public subnet with a public IP for its outbound traffic (Supabase, the API,
// Docker Hub) and admits inbound traffic only from its load balancer, which is internal, in
// isolated subnets, reachable only through CloudFront's VPC origin.
//
// Production has a VPC of its own. Every other stage shares one VPC, deployed once per account
// and region as the `shared` stage: VPCs are limited to five per region and a branch stage
// should cost as little as possible.
import { CfnOutput, Fn } from 'aws-cdk-lib';
import { IpAddresses, SubnetType, Vpc, type IVpc } from 'aws-cdk-lib/aws-ec2';
import type { App, Stack, StackContext } from 'sst/constructs';
import { resourceName } from './settings';

const SHARED_EXPORTS = [
  'vpc-id',
  'vpc-cidr',
  'az-1',
  'az-2',
  'public-subnet-1',
  'public-subnet-2',
  'isolated-subnet-1',
  'isolated-subnet-2',
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

/** The `shared` stage: the VPC of all non-production stages, exported for them. */
export function SharedNetwork({ stack, app }: StackContext) {
  const vpc = createVpc(stack, app);
  const values: Record<SharedExport, string> = {
    'vpc-id': vpc.vpcId,
    'vpc-cidr': vpc.vpcCidrBlock,
    'az-1': vpc.publicSubnets[0]!.availabilityZone,
    'az-2': vpc.publicSubnets[1]!.availabilityZone,
    'public-subnet-1': vpc.publicSubnets[0]!.subnetId,
    'public-subnet-2': vpc.publicSubnets[1]!.subnetId,
    'isolated-subnet-1': vpc.isolatedSubnets[0]!.subnetId,
    'isolated-subnet-2': vpc.isolatedSubnets[1]!.subnetId,
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

/** The shared VPC, imported from the `shared` stage (CloudFormation keeps it while a stage uses it). */
export function importSharedVpc(scope: Stack, app: App): IVpc {
  const get = (name: SharedExport) => Fn.importValue(exportName(app, name));
  return Vpc.fromVpcAttributes(scope, 'SharedVpc', {
    vpcId: get('vpc-id'),
    vpcCidrBlock: get('vpc-cidr'),
    availabilityZones: [get('az-1'), get('az-2')],
    publicSubnetIds: [get('public-subnet-1'), get('public-subnet-2')],
    isolatedSubnetIds: [get('isolated-subnet-1'), get('isolated-subnet-2')],
  });
}
