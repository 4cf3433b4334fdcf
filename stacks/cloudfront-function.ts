// A CloudFront Function, as each distribution's viewer-request code is deployed: the JS 2.0
// runtime, its code inline, and a name that carries the app and the stage.
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { App, Stack } from 'sst/constructs';
import { resourceName } from './settings';

export function viewerFunction(
  stack: Stack,
  app: App,
  fn: { id: string; name: string; comment: string; code: string },
): CloudFrontFunction {
  return new CloudFrontFunction(stack, fn.id, {
    functionName: resourceName(app, fn.name),
    comment: fn.comment,
    runtime: FunctionRuntime.JS_2_0,
    code: FunctionCode.fromInline(fn.code),
  });
}
