// The SST app (SST v2, CDK underneath): one environment per stage, deployed with
// `npx sst deploy --stage <name>`; see README "Deploy". The stacks live in stacks/.
import type { SSTConfig } from 'sst';
import { Api, FilesApi, MoneyApi, PaperworkApi } from './stacks/api';
import { Images } from './stacks/images';
import { Jobs } from './stacks/jobs';
import { SharedNetwork } from './stacks/network';
import { isProduction, SHARED_NETWORK_STAGE } from './stacks/settings';
import { Storage } from './stacks/storage';
import { Sync } from './stacks/sync';
import { Web } from './stacks/web';

export default {
  config() {
    // `--region` overrides it.
    return { name: 'studio', region: 'eu-west-1' };
  },
  stacks(app) {
    if (app.stage === SHARED_NETWORK_STAGE) {
      // The VPC every non-production stage shares (stacks/network.ts); deploy it first.
      app.stack(SharedNetwork, { id: 'Network' });
      return;
    }
    // Production keeps what CDK keeps by default and what stacks/ marks to retain (the
    // photos, the logs); every other stage is removed without leaving anything behind.
    if (!isProduction(app)) app.setDefaultRemovalPolicy('destroy');
    // Storage comes last: its CORS rule needs the app's origin from Web (stacks/storage.ts).
    app
      .stack(Api)
      .stack(MoneyApi)
      .stack(PaperworkApi)
      .stack(FilesApi)
      .stack(Images)
      .stack(Jobs)
      .stack(Sync)
      .stack(Web)
      .stack(Storage);
  },
} satisfies SSTConfig;
