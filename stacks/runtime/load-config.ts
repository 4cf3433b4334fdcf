// Imported first by the Lambda entry points (lambda-entry.ts, function-url-route.ts), so it
// runs before the route's handler module. The handlers read plain environment variables
// (functions/lib/env.ts); SST Config hands a function its bound secrets and parameters as
// SST_Secret_value_<NAME> / SST_Parameter_value_<NAME>, and sst/node/util fetches the ones
// marked __FETCH_FROM_SSM__ from SSM at cold start (top-level await). Copy each to <NAME>.
import { getVariables2 } from 'sst/node/util';

// SSM cannot store an empty value, so an optional secret (SENTRY_DSN) set to this word is unset.
const UNSET = 'off';

for (const type of ['Secret', 'Parameter']) {
  for (const [name, props] of Object.entries(getVariables2(type))) {
    const value = props.value;
    if (value === undefined || value === UNSET || process.env[name] !== undefined) continue;
    process.env[name] = value;
  }
}
