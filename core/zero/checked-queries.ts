// The synced reads as the server runs them (functions/zero/registry.ts): the browser's
// definitions (./queries.ts), each given the schema of its arguments (./query-args/). zero-cache
// and /api/zero/read run a query only once its arguments pass. The browser's registry carries no
// schema, so its first screen loads none; what it sends is checked here all the same.
import {
  defineQueries,
  defineQuery,
  type AnyQueryDefinition,
  type QueryDefinition,
  type ReadonlyJSONValue,
} from '@rocicorp/zero';
import { queryDefinitions, type queries } from './queries';
import { accountQueryArgs } from './query-args/accounts';
import { contractQueryArgs } from './query-args/contracts';
import { customFontQueryArgs } from './query-args/custom-fonts';
import { customerQueryArgs } from './query-args/customers';
import { dashboardQueryArgs } from './query-args/dashboard';
import { galleryQueryArgs } from './query-args/galleries';
import { galleryOrderQueryArgs } from './query-args/gallery-orders';
import { invoiceMessageQueryArgs } from './query-args/invoice-messages';
import { invoiceQueryArgs, quoteQueryArgs } from './query-args/invoices';
import { locationQueryArgs } from './query-args/locations';
import { mailTemplateQueryArgs } from './query-args/mail-templates';
import { paymentQueryArgs } from './query-args/payments';
import { proposalQueryArgs } from './query-args/proposals';
import { questionnaireQueryArgs, questionnaireResponseQueryArgs } from './query-args/questionnaires';
import { reviewQueryArgs } from './query-args/reviews';
import { schedulePlanQueryArgs } from './query-args/schedule-plans';
import { sessionTypeQueryArgs } from './query-args/session-types';
import { sessionQueryArgs } from './query-args/sessions';
import { couponQueryArgs, priceListQueryArgs } from './query-args/shop';
import { sitePageQueryArgs } from './query-args/site-pages';
import { taskQueryArgs } from './query-args/tasks';
import { sessionStepQueryArgs, workflowQueryArgs } from './query-args/workflows';

type Definitions = typeof queryDefinitions;

/** A schema that reads a client's arguments into what the definition's function takes. */
type ArgsSchemaOf<D> = D extends {
  readonly '~': { readonly $output: infer Args extends ReadonlyJSONValue | undefined };
}
  ? NonNullable<QueryDefinition<string, ReadonlyJSONValue | undefined, Args, unknown>['validator']>
  : never;

/** One schema for every query of every area: a query added without one fails the type check. */
type ArgsSchemas = {
  readonly [A in keyof Definitions]: { readonly [Q in keyof Definitions[A]]: ArgsSchemaOf<Definitions[A][Q]> };
};

const argsSchemas = {
  accounts: accountQueryArgs,
  contracts: contractQueryArgs,
  coupons: couponQueryArgs,
  customers: customerQueryArgs,
  customFonts: customFontQueryArgs,
  dashboard: dashboardQueryArgs,
  galleries: galleryQueryArgs,
  galleryOrders: galleryOrderQueryArgs,
  invoices: invoiceQueryArgs,
  invoiceMessages: invoiceMessageQueryArgs,
  locations: locationQueryArgs,
  mailTemplates: mailTemplateQueryArgs,
  payments: paymentQueryArgs,
  priceLists: priceListQueryArgs,
  proposals: proposalQueryArgs,
  questionnaires: questionnaireQueryArgs,
  questionnaireResponses: questionnaireResponseQueryArgs,
  quotes: quoteQueryArgs,
  reviews: reviewQueryArgs,
  schedulePlans: schedulePlanQueryArgs,
  sessions: sessionQueryArgs,
  sessionTypes: sessionTypeQueryArgs,
  sitePages: sitePageQueryArgs,
  tasks: taskQueryArgs,
  sessionSteps: sessionStepQueryArgs,
  workflows: workflowQueryArgs,
} satisfies ArgsSchemas;

type ArgsSchema = NonNullable<AnyQueryDefinition['validator']>;
const schemasByArea: Readonly<Record<string, Readonly<Record<string, ArgsSchema>>>> = argsSchemas;

function withArgsSchema(area: string, name: string, definition: AnyQueryDefinition): AnyQueryDefinition {
  const schema = schemasByArea[area]?.[name];
  if (!schema) throw new Error(`No argument schema for the query ${area}.${name}`);
  return defineQuery(schema, definition.fn);
}

const checkedDefinitions = Object.fromEntries(
  Object.entries(queryDefinitions).map(([area, definitions]) => [
    area,
    Object.fromEntries(
      Object.entries<AnyQueryDefinition>(definitions).map(([name, definition]) => [
        name,
        withArgsSchema(area, name, definition),
      ]),
    ),
  ]),
);

// Typed as the browser's registry: the same queries by name, arguments and rows (checked-queries.test.ts).
export const checkedQueries = defineQueries(checkedDefinitions) as unknown as typeof queries;
