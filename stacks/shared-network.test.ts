// The `shared` stage: the one VPC every non-production stage runs in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofType, only } from './test-support/stage-checks';
import { synthStage, type Synthesised } from './test-support/synth-stage';

describe('stage shared', () => {
  let synthesised: Synthesised;
  beforeAll(async () => {
    synthesised = await synthStage('shared');
  });
  afterAll(() => synthesised?.dispose());

  it('deploys only the network, with public and isolated subnets in two zones and no NAT gateway', () => {
    expect(Object.keys(synthesised.templates)).toEqual(['Network']);
    const network = synthesised.templates.Network!;
    only(network, 'AWS::EC2::VPC');
    expect(ofType(network, 'AWS::EC2::Subnet')).toHaveLength(4);
    expect(ofType(network, 'AWS::EC2::NatGateway')).toHaveLength(0);
  });

  it("serves the stages' sync sockets from one internal load balancer, which CloudFront reaches by one VPC origin", () => {
    const network = synthesised.templates.Network!;
    expect(only(network, 'AWS::ElasticLoadBalancingV2::LoadBalancer').Properties?.Scheme).toBe('internal');
    // A request no stage claims gets a 404; each stage adds its own rule.
    expect(only(network, 'AWS::ElasticLoadBalancingV2::Listener').Properties?.DefaultActions).toEqual([
      expect.objectContaining({
        Type: 'fixed-response',
        FixedResponseConfig: expect.objectContaining({ StatusCode: '404' }),
      }),
    ]);
    const group = only(network, 'AWS::EC2::SecurityGroup').Properties!;
    expect(group.SecurityGroupIngress).toEqual([expect.objectContaining({ FromPort: 80, ToPort: 80 })]);
    expect(group.SecurityGroupEgress).toEqual([expect.objectContaining({ FromPort: 4848, ToPort: 4848 })]);
    expect(only(network, 'AWS::CloudFront::VpcOrigin').Properties?.VpcOriginEndpointConfig).toMatchObject({
      HTTPPort: 80,
      OriginProtocolPolicy: 'http-only',
    });
  });

  it('exports what the other stages import', () => {
    const outputs = (
      synthesised.templates.Network!.toJSON() as { Outputs: Record<string, { Export?: { Name: string } }> }
    ).Outputs;
    const exported = Object.values(outputs).flatMap((output) => (output.Export ? [output.Export.Name] : []));
    expect(exported.sort()).toEqual(
      [
        'studio-shared-az-1',
        'studio-shared-az-2',
        'studio-shared-isolated-subnet-1',
        'studio-shared-isolated-subnet-2',
        'studio-shared-public-subnet-1',
        'studio-shared-public-subnet-2',
        'studio-shared-vpc-cidr',
        'studio-shared-vpc-id',
        'studio-shared-sync-listener',
        'studio-shared-sync-security-group',
        'studio-shared-sync-vpc-origin',
        'studio-shared-sync-domain',
      ].sort(),
    );
  });
});
