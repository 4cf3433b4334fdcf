// The one definition of the synced data model. Client names are camelCase; `snakeTable` maps
// each to its snake_case server name (the tables of supabase/migrations). Every table here is in the
// `zero_studio` publication (supabase/migrations); columns missing from this file or from the
// publication never reach a browser.
import { boolean, createBuilder, createSchema, enumeration, json, number, relationships, string } from '@rocicorp/zero';
import type { ReadonlyJSONValue } from '@rocicorp/zero';
import type { ZeroContext } from './context';
import type { Role } from '../domain/roles';
import { snakeTable } from './snake-table';
import type { GalleryStatus } from '../domain/gallery-options';
import type { PaymentMethod, PaymentStatus, SessionPaymentStatus, SessionStatus } from '../domain/session-values';
import type { PageStatus } from '../domain/site-page-view';
import type { TaxExemption } from '../domain/invoice-totals';
import type { PaymentPlan } from '../domain/payment-plan';
import type { DocumentLanguage } from '../domain/invoice';
import type { InvoiceKind, InvoicePaymentStatus, InvoiceStatus, QuoteStatus } from '../domain/invoice-values';
import type { Answers, QuestionnaireField, ResponseStatus } from '../domain/questionnaire-answers';
import type { ClientField, ContractParty, ContractStatus, SignatureKind } from '../domain/contract';
import type { MailTemplateVersions } from '../domain/mail-template';
import type { OffsetUnit, SessionStepStatus, StepAction, StepTrigger, WaitCondition } from '../domain/workflow';
import type {
  Crop,
  DigitalSize,
  OrderFulfilment,
  OrderItemKind,
  OrderStatus,
  PriceItemKind,
  PrintSpec,
  ShippingAddress,
} from '../domain/gallery-sales';

/** A JSON object column (settings, metadata). */
type JSONObject = { readonly [key: string]: ReadonlyJSONValue | undefined };

/** The first columns of a row studio members write: its id, its studio's, and its author's. */
function studioRow() {
  return { id: string(), accountId: string(), authorId: string() };
}

/** The columns of an amount per studio and UTC day, which a database trigger keeps. */
function dailyAmounts() {
  return {
    accountId: string(),
    /** Days since 1970-01-01 UTC. */
    day: number(),
    amount: number(),
  };
}

const accounts = snakeTable('accounts', {
  id: string(),
  name: string(),
  slug: string().optional(),
  authorId: string(),
  createdAt: number(),
  settings: json<JSONObject>(),
}).primaryKey('id');

const accountMembers = snakeTable('accountMembers', {
  accountId: string(),
  userId: string(),
  role: enumeration<Role>(),
  createdAt: number(),
  /** Their sign-in address, which the database copies: how the team tells its members apart. */
  email: string(),
}).primaryKey('accountId', 'userId');

/**
 * The sign-ins still open (Supabase Auth's, mirrored by a trigger): the server's queries require
 * the caller's, so a sign-out ends its sync the moment the row goes (core/zero/access.ts).
 */
const liveAuthSessions = snakeTable('liveAuthSessions', {
  /** The access token's session_id claim. */
  id: string(),
  userId: string(),
}).primaryKey('id');

const accountSettings = snakeTable('accountSettings', {
  accountId: string(),
  key: string(),
  value: json(),
  authorId: string(),
  updatedAt: number(),
}).primaryKey('accountId', 'key');

const customers = snakeTable('customers', {
  ...studioRow(),
  name: string(),
  email: string(),
  phone: string(),
  notes: string(),
  /** Name, e-mail and phone folded for search (domain/search.ts); written by a trigger too. */
  searchText: string(),
  createdAt: number(),
  updatedAt: number(),
  /** When the latest enquiry from the public site came, until a member marks it handled. */
  leadAt: number().optional(),
  /** The language their mails are written in; the studio's own when absent. */
  language: enumeration<DocumentLanguage>().optional(),
}).primaryKey('id');

/** A message a visitor sent from the studio's public site, kept under the customer it matched. */
const enquiries = snakeTable('enquiries', {
  ...studioRow(),
  customerId: string(),
  message: string(),
  createdAt: number(),
}).primaryKey('id');

const locations = snakeTable('locations', {
  ...studioRow(),
  name: string(),
  address: string(),
  notes: string(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const galleries = snakeTable('galleries', {
  ...studioRow(),
  name: string(),
  description: string(),
  createdAt: number(),
  expiresAt: number(),
  status: enumeration<GalleryStatus>(),
  settings: json<JSONObject>(),
  coverPhotoId: string().optional(),
  photoCount: number(),
  /** When it was first published (a database trigger stamps it). */
  publishedAt: number().optional(),
  /** What the gallery sells (core/domain/gallery-sales.ts). */
  priceListId: string().optional(),
  /** How many of the client's chosen photos the package includes; none: no cap. */
  includedPhotos: number().optional(),
}).primaryKey('id');

const photos = snakeTable('photos', {
  ...studioRow(),
  galleryId: string(),
  filename: string(),
  fileId: string(),
  uploadedAt: number(),
  size: number(),
  mimeType: string(),
  width: number(),
  height: number(),
  urlPath: string(),
  metadata: json<JSONObject>(),
  order: number(),
}).primaryKey('id');

const galleryInvites = snakeTable('galleryInvites', {
  ...studioRow(),
  galleryId: string(),
  email: string(),
  createdAt: number(),
  expiresAt: number(),
  revokedAt: number().optional(),
  lastOpenedAt: number().optional(),
  /** The client's name, as they gave it on a public gallery ('' for an invite by e-mail). */
  name: string(),
  /** When the client last sent their selection to the photographer. */
  selectionSentAt: number().optional(),
  /** How many of the gallery's photos the client has downloaded (each counted once). */
  photosDownloaded: number(),
  lastDownloadedAt: number().optional(),
  /** The client finished choosing: the selection is locked until the photographer reopens it. */
  selectionLockedAt: number().optional(),
  selectionRemindedAt: number().optional(),
}).primaryKey('id');

/** A client's choice of one photo: the lists it is in and their comment (core/domain/selection.ts). */
const galleryPicks = snakeTable('galleryPicks', {
  ...studioRow(),
  galleryId: string(),
  inviteId: string(),
  photoId: string(),
  lists: json<string[]>(),
  comment: string(),
  updatedAt: number(),
}).primaryKey('id');

/** What was mailed to a client about an invoice, and when (written by the server's jobs only). */
const invoiceMessages = snakeTable('invoiceMessages', {
  id: string(),
  accountId: string(),
  invoiceId: string(),
  instalmentId: string().optional(),
  kind: enumeration<'invoice' | 'reminder_before' | 'reminder_after' | 'receipt'>(),
  /** Days before (reminder_before) or after (reminder_after) the instalment's due date. */
  offsetDays: number(),
  paymentId: string(),
  toAddress: string(),
  sentAt: number(),
}).primaryKey('id');

const sessions = snakeTable('sessions', {
  ...studioRow(),
  customerId: string(),
  date: number(),
  /** Minutes. */
  duration: number(),
  type: string(),
  location: string(),
  locationId: string().optional(),
  notes: string(),
  status: enumeration<SessionStatus>(),
  price: number(),
  paymentStatus: enumeration<SessionPaymentStatus>(),
  paymentAmount: number(),
  galleryId: string().optional(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const payments = snakeTable('payments', {
  ...studioRow(),
  /** Null for a card payment of an invoice without a session. */
  sessionId: string().optional(),
  /** The invoice and instalment paid: a card payment's (the webhook's) or one recorded by hand. */
  invoiceId: string().optional(),
  instalmentId: string().optional(),
  /** Set on a card payment taken through the studio's Stripe account: only its provider changes it. */
  providerPaymentId: string().optional(),
  /** A card payment's latest dispute with the client's bank. */
  dispute: enumeration<'open' | 'won' | 'lost'>().optional(),
  date: number(),
  amount: number(),
  /** What went back to the client of a card payment; revenue and paid amounts leave it out. */
  amountRefunded: number(),
  method: enumeration<PaymentMethod>(),
  status: enumeration<PaymentStatus>(),
  notes: string(),
  receipt: string(),
  createdAt: number(),
}).primaryKey('id');

/** Completed payments summed per UTC day by a database trigger: what dashboards add up. */
const revenueDays = snakeTable('revenueDays', dailyAmounts()).primaryKey('accountId', 'day');

/** What a studio's clients still owe in all, kept by a database trigger from sessions. */
const outstandingTotals = snakeTable('outstandingTotals', {
  accountId: string(),
  amount: number(),
}).primaryKey('accountId');

/** The same balance per UTC day of the sessions' dates: what falls due from a day on. */
const outstandingDays = snakeTable('outstandingDays', dailyAmounts()).primaryKey('accountId', 'day');

const sessionTypes = snakeTable('sessionTypes', {
  ...studioRow(),
  name: string(),
  /** For the studio's team only. */
  description: string(),
  /** What the booking page shows visitors. */
  publicDescription: string(),
  duration: number(),
  price: number(),
  maxClients: number(),
  color: string(),
  settings: json<JSONObject>(),
  photographerId: string().optional(),
  /** The questionnaire a booking of this type sends its client. */
  questionnaireId: string().optional(),
  /** The contract an online booking of this type is signed under before it is confirmed. */
  contractTemplateId: string().optional(),
  /** The share of the price (basis points) an online booking pays to be confirmed. */
  depositBp: number(),
  /** The workflow this type's sessions follow. */
  workflowId: string().optional(),
  /** The package its galleries start with: a price list and the photos included. */
  priceListId: string().optional(),
  includedPhotos: number().optional(),
}).primaryKey('id');

const schedulePlans = snakeTable('schedulePlans', {
  ...studioRow(),
  sessionTypeId: string(),
  name: string(),
  startDate: number(),
  endDate: number(),
  daysOfWeek: json<number[]>(),
  timeSlots: json<string[]>(),
  location: string(),
  maxBookingsPerDay: number(),
  bufferTime: number(),
  isActive: boolean(),
  /** A saved location; its name is copied into `location`, which outlives the saved one. */
  locationId: string().optional(),
}).primaryKey('id');

const pages = snakeTable('pages', {
  ...studioRow(),
  path: string(),
  title: string(),
  description: string(),
  layout: string(),
  rows: json<readonly ReadonlyJSONValue[]>(),
  settings: json<JSONObject>(),
  createdAt: number(),
  updatedAt: number(),
  order: number(),
  status: enumeration<PageStatus>(),
}).primaryKey('id');

const customFonts = snakeTable('customFonts', {
  ...studioRow(),
  userId: string(),
  fontFamily: string(),
  fileName: string(),
  urlPath: string(),
  fileSize: number(),
  uploadDate: number(),
  fontType: string(),
  metadata: json<JSONObject>(),
}).primaryKey('id');

/** Lines of quotes and invoices share one shape (core/domain/invoice-totals.ts). */
function documentLine() {
  return {
    id: string(),
    accountId: string(),
    position: number(),
    description: string(),
    quantity: number(),
    unitPrice: number(),
    /** Basis points: 1000 is 10 %. */
    discountBp: number(),
    taxRateBp: number(),
    taxExemption: enumeration<TaxExemption | ''>(),
    /** Kept by the server from the fields above, rounded once. */
    net: number(),
    tax: number(),
  };
}

/** Totals the server keeps from the lines. */
function documentTotals() {
  return { subtotal: number(), taxTotal: number(), total: number() };
}

const quotes = snakeTable('quotes', {
  ...studioRow(),
  customerId: string(),
  sessionId: string().optional(),
  status: enumeration<QuoteStatus>(),
  title: string(),
  notes: string(),
  language: enumeration<DocumentLanguage>(),
  currency: string(),
  customerTaxId: string(),
  customerAddress: string(),
  expiresAt: number().optional(),
  plan: json<PaymentPlan>(),
  ...documentTotals(),
  sentAt: number().optional(),
  answeredAt: number().optional(),
  invoiceId: string().optional(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const quoteLines = snakeTable('quoteLines', { ...documentLine(), quoteId: string() }).primaryKey('id');

const invoices = snakeTable('invoices', {
  ...studioRow(),
  customerId: string(),
  sessionId: string().optional(),
  quoteId: string().optional(),
  kind: enumeration<InvoiceKind>(),
  correctsId: string().optional(),
  status: enumeration<InvoiceStatus>(),
  series: string(),
  year: number().optional(),
  number: number().optional(),
  numberText: string().optional(),
  issuedAt: number().optional(),
  dueAt: number().optional(),
  language: enumeration<DocumentLanguage>(),
  currency: string(),
  seller: json<JSONObject>(),
  customerName: string(),
  customerEmail: string(),
  customerTaxId: string(),
  customerAddress: string(),
  notes: string(),
  correctionReason: string(),
  ...documentTotals(),
  allowSavedCard: boolean(),
  amountPaid: number(),
  amountRefunded: number(),
  paymentStatus: enumeration<InvoicePaymentStatus>(),
  disputed: boolean(),
  cancelledAt: number().optional(),
  cancelReason: string(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const invoiceLines = snakeTable('invoiceLines', { ...documentLine(), invoiceId: string() }).primaryKey('id');

/** When the client pays what; only `amountPaid` moves once the invoice is issued. */
const invoiceInstalments = snakeTable('invoiceInstalments', {
  id: string(),
  accountId: string(),
  invoiceId: string(),
  position: number(),
  amount: number(),
  dueAt: number(),
  amountPaid: number(),
}).primaryKey('id');

/** A studio's questionnaire templates: a copy of one is what a client is sent. */
const questionnaires = snakeTable('questionnaires', {
  ...studioRow(),
  title: string(),
  language: enumeration<DocumentLanguage>(),
  intro: string(),
  fields: json<QuestionnaireField[]>(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** A questionnaire sent to a client, with the form as sent and their answers; written by /api only. */
const questionnaireResponses = snakeTable('questionnaireResponses', {
  id: string(),
  accountId: string(),
  questionnaireId: string().optional(),
  customerId: string(),
  sessionId: string().optional(),
  contractId: string().optional(),
  origin: enumeration<'manual' | 'booking' | 'contract'>(),
  language: enumeration<DocumentLanguage>(),
  title: string(),
  intro: string(),
  fields: json<QuestionnaireField[]>(),
  answers: json<Answers>(),
  status: enumeration<ResponseStatus>(),
  sentAt: number(),
  submittedAt: number().optional(),
  updatedAt: number(),
}).primaryKey('id');

/** A studio's contract text with merge fields (core/domain/contract-fields.ts). */
const contractTemplates = snakeTable('contractTemplates', {
  id: string(),
  accountId: string(),
  name: string(),
  language: enumeration<DocumentLanguage>(),
  body: string(),
  clientFields: json<ClientField[]>(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** Edited while a draft; from `sent` on only its status moves (docs/decisions/contracts-that-never-change.md). */
const contracts = snakeTable('contracts', {
  id: string(),
  accountId: string(),
  customerId: string(),
  sessionId: string().optional(),
  templateId: string().optional(),
  invoiceId: string().optional(),
  title: string(),
  language: enumeration<DocumentLanguage>(),
  body: string(),
  clientFields: json<ClientField[]>(),
  status: enumeration<ContractStatus>(),
  version: number(),
  previousId: string().optional(),
  documentSha256: string().optional(),
  sentAt: number().optional(),
  completedAt: number().optional(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** A quote, contract and questionnaire a client answers through one link (written by the API only). */
const proposals = snakeTable('proposals', {
  id: string(),
  accountId: string(),
  customerId: string(),
  sessionId: string().optional(),
  origin: enumeration<'manual' | 'booking'>(),
  language: enumeration<DocumentLanguage>(),
  quoteId: string().optional(),
  invoiceId: string().optional(),
  contractId: string().optional(),
  questionnaireResponseId: string().optional(),
  sentAt: number(),
  completedAt: number().optional(),
  voidAt: number().optional(),
  expiresAt: number().optional(),
  updatedAt: number(),
}).primaryKey('id');

/** Who signed a contract, when and from where (written by the signing handlers only). */
const contractSignatures = snakeTable('contractSignatures', {
  id: string(),
  accountId: string(),
  contractId: string(),
  party: enumeration<ContractParty>(),
  name: string(),
  email: string().optional(),
  signatureKind: enumeration<SignatureKind>(),
  signature: string(),
  fieldValues: json<Record<string, string>>(),
  ip: string(),
  userAgent: string(),
  documentSha256: string(),
  signedAt: number(),
}).primaryKey('id');

/** A studio's mail: a subject and body per language, with merge fields. */
const mailTemplates = snakeTable('mailTemplates', {
  ...studioRow(),
  name: string(),
  versions: json<MailTemplateVersions>(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** What a studio sends and does around each session of the types that name it. */
const workflows = snakeTable('workflows', {
  ...studioRow(),
  name: string(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** The columns of a step (core/domain/workflow.ts), on a workflow and as copied onto a session. */
function stepColumns() {
  return {
    position: number(),
    trigger: enumeration<StepTrigger>(),
    offsetAmount: number(),
    offsetUnit: enumeration<OffsetUnit>(),
    atMinute: number().optional(),
    action: enumeration<StepAction>(),
    mailTemplateId: string().optional(),
    questionnaireId: string().optional(),
    contractTemplateId: string().optional(),
    taskTitle: string(),
    taskAssigneeId: string().optional(),
    waitFor: enumeration<WaitCondition>().optional(),
  };
}

const workflowSteps = snakeTable('workflowSteps', {
  ...studioRow(),
  workflowId: string(),
  ...stepColumns(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** What a studio sells from its galleries (core/domain/gallery-sales.ts). */
const priceLists = snakeTable('priceLists', {
  ...studioRow(),
  name: string(),
  extraPhotoPrice: number().optional(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const priceListItems = snakeTable('priceListItems', {
  ...studioRow(),
  priceListId: string(),
  position: number(),
  kind: enumeration<PriceItemKind>(),
  name: string(),
  size: enumeration<DigitalSize>().optional(),
  widthMm: number().optional(),
  heightMm: number().optional(),
  paper: string(),
  frame: string(),
  price: number(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const shippingZones = snakeTable('shippingZones', {
  ...studioRow(),
  priceListId: string(),
  name: string(),
  countries: json<string[]>(),
  price: number(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

const coupons = snakeTable('coupons', {
  ...studioRow(),
  code: string(),
  percentOffBp: number().optional(),
  amountOff: number().optional(),
  expiresAt: number().optional(),
  limitPerClient: number().optional(),
  active: boolean(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** A client's order from a gallery (written by the server only). */
const galleryOrders = snakeTable('galleryOrders', {
  id: string(),
  accountId: string(),
  galleryId: string().optional(),
  inviteId: string().optional(),
  status: enumeration<OrderStatus>(),
  fulfilment: enumeration<OrderFulfilment>(),
  language: enumeration<DocumentLanguage>(),
  currency: string(),
  buyerName: string(),
  buyerEmail: string(),
  shippingAddress: json<ShippingAddress>().optional(),
  shippingZoneId: string().optional(),
  couponId: string().optional(),
  couponCode: string(),
  subtotal: number(),
  discount: number(),
  shipping: number(),
  taxTotal: number(),
  total: number(),
  invoiceId: string().optional(),
  customerId: string().optional(),
  trackingUrl: string(),
  createdAt: number(),
  paidAt: number().optional(),
  refundedAt: number().optional(),
  sentAt: number().optional(),
  updatedAt: number(),
}).primaryKey('id');

const galleryOrderItems = snakeTable('galleryOrderItems', {
  id: string(),
  accountId: string(),
  orderId: string(),
  position: number(),
  kind: enumeration<OrderItemKind>(),
  priceListItemId: string().optional(),
  photoId: string().optional(),
  filename: string(),
  description: string(),
  quantity: number(),
  unitPrice: number(),
  discountBp: number(),
  taxRateBp: number(),
  net: number(),
  tax: number(),
  size: enumeration<DigitalSize>().optional(),
  print: json<PrintSpec>().optional(),
  crop: json<Crop>().optional(),
}).primaryKey('id');

/** What one client may download beyond the gallery's settings: included or bought (server only). */
const galleryUnlocks = snakeTable('galleryUnlocks', {
  id: string(),
  accountId: string(),
  galleryId: string(),
  inviteId: string(),
  photoId: string().optional(),
  size: enumeration<DigitalSize>(),
  orderId: string().optional(),
  createdAt: number(),
  revokedAt: number().optional(),
}).primaryKey('id');

/** A workflow's step as copied onto one session, and what became of it (written by the runner and /api only). */
const sessionSteps = snakeTable('sessionSteps', {
  id: string(),
  accountId: string(),
  sessionId: string(),
  workflowStepId: string().optional(),
  ...stepColumns(),
  status: enumeration<SessionStepStatus>(),
  dueAt: number().optional(),
  doneAt: number().optional(),
  late: boolean(),
  attempts: number(),
  lastError: string().optional(),
  mailTo: string().optional(),
  messageId: string().optional(),
  bouncedAt: number().optional(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** The team's to-do list: a session's, or the studio's when it names none. */
const tasks = snakeTable('tasks', {
  ...studioRow(),
  sessionId: string().optional(),
  title: string(),
  notes: string(),
  dueAt: number().optional(),
  assigneeId: string().optional(),
  doneAt: number().optional(),
  sessionStepId: string().optional(),
  createdAt: number(),
  updatedAt: number(),
}).primaryKey('id');

/** What a client answered to a review request; the studio chooses which its site shows. */
const reviews = snakeTable('reviews', {
  id: string(),
  accountId: string(),
  customerId: string(),
  sessionId: string().optional(),
  sessionStepId: string().optional(),
  language: enumeration<DocumentLanguage>(),
  requestedAt: number(),
  rating: number().optional(),
  body: string(),
  reviewerName: string(),
  submittedAt: number().optional(),
  shownOnSite: boolean(),
  updatedAt: number(),
}).primaryKey('id');

/**
 * Every studio row's link to its studio's members: queries filter by it (core/zero/access.ts), so
 * a member removed or demoted stops receiving rows the moment the membership row changes.
 */
const toMembers = { sourceField: ['accountId'], destField: ['accountId'], destSchema: accountMembers } as const;

// Every other relationship joins on the studio as well as the id, as the foreign keys do, so a
// relationship never reaches a row of another studio.

const accountMemberRelationships = relationships(accountMembers, ({ many }) => ({
  authSessions: many({ sourceField: ['userId'], destField: ['userId'], destSchema: liveAuthSessions }),
}));

const accountRelationships = relationships(accounts, ({ many }) => ({
  members: many({ sourceField: ['id'], destField: ['accountId'], destSchema: accountMembers }),
}));

const customerRelationships = relationships(customers, ({ many }) => ({
  members: many(toMembers),
  sessions: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'customerId'], destSchema: sessions }),
  enquiries: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'customerId'], destSchema: enquiries }),
}));

const sessionRelationships = relationships(sessions, ({ one, many }) => ({
  members: many(toMembers),
  customer: one({ sourceField: ['accountId', 'customerId'], destField: ['accountId', 'id'], destSchema: customers }),
  payments: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'sessionId'], destSchema: payments }),
  gallery: one({ sourceField: ['accountId', 'galleryId'], destField: ['accountId', 'id'], destSchema: galleries }),
  steps: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'sessionId'], destSchema: sessionSteps }),
  tasks: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'sessionId'], destSchema: tasks }),
}));

const paymentRelationships = relationships(payments, ({ one, many }) => ({
  members: many(toMembers),
  session: one({ sourceField: ['accountId', 'sessionId'], destField: ['accountId', 'id'], destSchema: sessions }),
}));

const galleryRelationships = relationships(galleries, ({ many, one }) => ({
  members: many(toMembers),
  photos: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'galleryId'], destSchema: photos }),
  cover: one({ sourceField: ['accountId', 'coverPhotoId'], destField: ['accountId', 'id'], destSchema: photos }),
  invites: many({
    sourceField: ['accountId', 'id'],
    destField: ['accountId', 'galleryId'],
    destSchema: galleryInvites,
  }),
  picks: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'galleryId'], destSchema: galleryPicks }),
}));

const schedulePlanRelationships = relationships(schedulePlans, ({ one, many }) => ({
  members: many(toMembers),
  sessionType: one({
    sourceField: ['accountId', 'sessionTypeId'],
    destField: ['accountId', 'id'],
    destSchema: sessionTypes,
  }),
  savedLocation: one({
    sourceField: ['accountId', 'locationId'],
    destField: ['accountId', 'id'],
    destSchema: locations,
  }),
}));

const accountSettingsMembers = relationships(accountSettings, ({ many }) => ({ members: many(toMembers) }));
const enquiriesMembers = relationships(enquiries, ({ many }) => ({ members: many(toMembers) }));
const locationsMembers = relationships(locations, ({ many }) => ({ members: many(toMembers) }));
const photosMembers = relationships(photos, ({ many }) => ({ members: many(toMembers) }));
const galleryInviteRelationships = relationships(galleryInvites, ({ many, one }) => ({
  members: many(toMembers),
  gallery: one({ sourceField: ['accountId', 'galleryId'], destField: ['accountId', 'id'], destSchema: galleries }),
}));
const galleryPicksMembers = relationships(galleryPicks, ({ many }) => ({ members: many(toMembers) }));
const invoiceMessagesMembers = relationships(invoiceMessages, ({ many }) => ({ members: many(toMembers) }));
const revenueDaysMembers = relationships(revenueDays, ({ many }) => ({ members: many(toMembers) }));
const outstandingTotalsMembers = relationships(outstandingTotals, ({ many }) => ({ members: many(toMembers) }));
const outstandingDaysMembers = relationships(outstandingDays, ({ many }) => ({ members: many(toMembers) }));
const sessionTypesMembers = relationships(sessionTypes, ({ many }) => ({ members: many(toMembers) }));
const pagesMembers = relationships(pages, ({ many }) => ({ members: many(toMembers) }));
const customFontsMembers = relationships(customFonts, ({ many }) => ({ members: many(toMembers) }));

const quoteRelationships = relationships(quotes, ({ one, many }) => ({
  members: many(toMembers),
  customer: one({ sourceField: ['accountId', 'customerId'], destField: ['accountId', 'id'], destSchema: customers }),
  session: one({ sourceField: ['accountId', 'sessionId'], destField: ['accountId', 'id'], destSchema: sessions }),
  lines: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'quoteId'], destSchema: quoteLines }),
  invoice: one({ sourceField: ['accountId', 'invoiceId'], destField: ['accountId', 'id'], destSchema: invoices }),
}));

const invoiceRelationships = relationships(invoices, ({ one, many }) => ({
  members: many(toMembers),
  customer: one({ sourceField: ['accountId', 'customerId'], destField: ['accountId', 'id'], destSchema: customers }),
  session: one({ sourceField: ['accountId', 'sessionId'], destField: ['accountId', 'id'], destSchema: sessions }),
  lines: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'invoiceId'], destSchema: invoiceLines }),
  instalments: many({
    sourceField: ['accountId', 'id'],
    destField: ['accountId', 'invoiceId'],
    destSchema: invoiceInstalments,
  }),
  corrects: one({ sourceField: ['accountId', 'correctsId'], destField: ['accountId', 'id'], destSchema: invoices }),
}));

const questionnairesMembers = relationships(questionnaires, ({ many }) => ({ members: many(toMembers) }));
const questionnaireResponsesMembers = relationships(questionnaireResponses, ({ many }) => ({
  members: many(toMembers),
}));
const contractTemplatesMembers = relationships(contractTemplates, ({ many }) => ({ members: many(toMembers) }));
const contractRelationships = relationships(contracts, ({ one, many }) => ({
  members: many(toMembers),
  customer: one({ sourceField: ['accountId', 'customerId'], destField: ['accountId', 'id'], destSchema: customers }),
  session: one({ sourceField: ['accountId', 'sessionId'], destField: ['accountId', 'id'], destSchema: sessions }),
  invoice: one({ sourceField: ['accountId', 'invoiceId'], destField: ['accountId', 'id'], destSchema: invoices }),
  signatures: many({
    sourceField: ['accountId', 'id'],
    destField: ['accountId', 'contractId'],
    destSchema: contractSignatures,
  }),
}));
const contractSignaturesMembers = relationships(contractSignatures, ({ many }) => ({ members: many(toMembers) }));
const proposalRelationships = relationships(proposals, ({ one, many }) => ({
  members: many(toMembers),
  quote: one({ sourceField: ['accountId', 'quoteId'], destField: ['accountId', 'id'], destSchema: quotes }),
  invoice: one({ sourceField: ['accountId', 'invoiceId'], destField: ['accountId', 'id'], destSchema: invoices }),
  contract: one({ sourceField: ['accountId', 'contractId'], destField: ['accountId', 'id'], destSchema: contracts }),
  questionnaireResponse: one({
    sourceField: ['accountId', 'questionnaireResponseId'],
    destField: ['accountId', 'id'],
    destSchema: questionnaireResponses,
  }),
}));

const mailTemplatesMembers = relationships(mailTemplates, ({ many }) => ({ members: many(toMembers) }));
const workflowRelationships = relationships(workflows, ({ many }) => ({
  members: many(toMembers),
  steps: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'workflowId'], destSchema: workflowSteps }),
}));
const workflowStepsMembers = relationships(workflowSteps, ({ many }) => ({ members: many(toMembers) }));
const sessionStepsMembers = relationships(sessionSteps, ({ many }) => ({ members: many(toMembers) }));
const taskRelationships = relationships(tasks, ({ one, many }) => ({
  members: many(toMembers),
  session: one({ sourceField: ['accountId', 'sessionId'], destField: ['accountId', 'id'], destSchema: sessions }),
  assignee: one({
    sourceField: ['accountId', 'assigneeId'],
    destField: ['accountId', 'userId'],
    destSchema: accountMembers,
  }),
}));
const reviewsRelationships = relationships(reviews, ({ one, many }) => ({
  members: many(toMembers),
  customer: one({ sourceField: ['accountId', 'customerId'], destField: ['accountId', 'id'], destSchema: customers }),
  session: one({ sourceField: ['accountId', 'sessionId'], destField: ['accountId', 'id'], destSchema: sessions }),
}));

const priceListRelationships = relationships(priceLists, ({ many }) => ({
  members: many(toMembers),
  items: many({
    sourceField: ['accountId', 'id'],
    destField: ['accountId', 'priceListId'],
    destSchema: priceListItems,
  }),
  zones: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'priceListId'], destSchema: shippingZones }),
}));
const priceListItemsMembers = relationships(priceListItems, ({ many }) => ({ members: many(toMembers) }));
const shippingZonesMembers = relationships(shippingZones, ({ many }) => ({ members: many(toMembers) }));
const couponsMembers = relationships(coupons, ({ many }) => ({ members: many(toMembers) }));
const galleryOrderRelationships = relationships(galleryOrders, ({ one, many }) => ({
  members: many(toMembers),
  items: many({ sourceField: ['accountId', 'id'], destField: ['accountId', 'orderId'], destSchema: galleryOrderItems }),
  gallery: one({ sourceField: ['accountId', 'galleryId'], destField: ['accountId', 'id'], destSchema: galleries }),
  invite: one({ sourceField: ['accountId', 'inviteId'], destField: ['accountId', 'id'], destSchema: galleryInvites }),
  invoice: one({ sourceField: ['accountId', 'invoiceId'], destField: ['accountId', 'id'], destSchema: invoices }),
}));
const galleryOrderItemRelationships = relationships(galleryOrderItems, ({ one, many }) => ({
  members: many(toMembers),
  photo: one({ sourceField: ['accountId', 'photoId'], destField: ['accountId', 'id'], destSchema: photos }),
}));
const galleryUnlocksMembers = relationships(galleryUnlocks, ({ many }) => ({ members: many(toMembers) }));

const quoteLinesMembers = relationships(quoteLines, ({ many }) => ({ members: many(toMembers) }));
const invoiceLinesMembers = relationships(invoiceLines, ({ many }) => ({ members: many(toMembers) }));
const invoiceInstalmentsMembers = relationships(invoiceInstalments, ({ many }) => ({ members: many(toMembers) }));

export const schema = createSchema({
  tables: [
    accounts,
    accountMembers,
    liveAuthSessions,
    accountSettings,
    customers,
    enquiries,
    locations,
    galleries,
    photos,
    galleryInvites,
    galleryPicks,
    invoiceMessages,
    sessions,
    payments,
    revenueDays,
    outstandingTotals,
    outstandingDays,
    sessionTypes,
    schedulePlans,
    pages,
    customFonts,
    quotes,
    quoteLines,
    invoices,
    invoiceLines,
    invoiceInstalments,
    questionnaires,
    questionnaireResponses,
    contractTemplates,
    contracts,
    contractSignatures,
    proposals,
    mailTemplates,
    workflows,
    workflowSteps,
    sessionSteps,
    tasks,
    reviews,
    priceLists,
    priceListItems,
    shippingZones,
    coupons,
    galleryOrders,
    galleryOrderItems,
    galleryUnlocks,
  ],
  relationships: [
    accountMemberRelationships,
    accountRelationships,
    customerRelationships,
    sessionRelationships,
    paymentRelationships,
    galleryRelationships,
    schedulePlanRelationships,
    accountSettingsMembers,
    enquiriesMembers,
    locationsMembers,
    photosMembers,
    galleryInviteRelationships,
    galleryPicksMembers,
    invoiceMessagesMembers,
    revenueDaysMembers,
    outstandingTotalsMembers,
    outstandingDaysMembers,
    sessionTypesMembers,
    pagesMembers,
    customFontsMembers,
    quoteRelationships,
    invoiceRelationships,
    quoteLinesMembers,
    invoiceLinesMembers,
    invoiceInstalmentsMembers,
    questionnairesMembers,
    questionnaireResponsesMembers,
    contractTemplatesMembers,
    contractRelationships,
    contractSignaturesMembers,
    proposalRelationships,
    mailTemplatesMembers,
    workflowRelationships,
    workflowStepsMembers,
    sessionStepsMembers,
    taskRelationships,
    reviewsRelationships,
    priceListRelationships,
    priceListItemsMembers,
    shippingZonesMembers,
    couponsMembers,
    galleryOrderRelationships,
    galleryOrderItemRelationships,
    galleryUnlocksMembers,
  ],
});

export type Schema = typeof schema;

export const zql = createBuilder(schema);

declare module '@rocicorp/zero' {
  interface DefaultTypes {
    schema: Schema;
    context: ZeroContext;
  }
}
