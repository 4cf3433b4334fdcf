// The one definition of the synced data model. Client names are camelCase; `.from()` maps
// each to its snake_case server name (the tables of supabase/migrations). Every table here is in the
// `zero_studio` publication (supabase/migrations); columns missing from this file or from the
// publication never reach a browser.
import {
  boolean,
  createBuilder,
  createSchema,
  enumeration,
  json,
  number,
  relationships,
  string,
  table,
} from '@rocicorp/zero';
import type { ReadonlyJSONValue } from '@rocicorp/zero';
import type { ZeroContext } from './context';
import type { GalleryStatus } from '../domain/gallery';
import type { PaymentMethod, PaymentStatus, SessionPaymentStatus, SessionStatus } from '../domain/session';

/** A JSON object column (settings, metadata). */
type JSONObject = { readonly [key: string]: ReadonlyJSONValue | undefined };

const accounts = table('accounts')
  .columns({
    id: string(),
    name: string(),
    slug: string().optional(),
    authorId: string().from('author_id'),
    createdAt: number().from('created_at'),
    settings: json<JSONObject>(),
  })
  .primaryKey('id');

const accountMembers = table('accountMembers')
  .from('account_members')
  .columns({
    accountId: string().from('account_id'),
    userId: string().from('user_id'),
    role: enumeration<'owner' | 'member'>(),
    createdAt: number().from('created_at'),
  })
  .primaryKey('accountId', 'userId');

const accountSettings = table('accountSettings')
  .from('account_settings')
  .columns({
    accountId: string().from('account_id'),
    key: string(),
    value: json(),
    authorId: string().from('author_id'),
    updatedAt: number().from('updated_at'),
  })
  .primaryKey('accountId', 'key');

const customers = table('customers')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    name: string(),
    email: string(),
    phone: string(),
    notes: string(),
    /** Name, e-mail and phone folded for search (domain/search.ts); written by a trigger too. */
    searchText: string().from('search_text'),
    createdAt: number().from('created_at'),
    updatedAt: number().from('updated_at'),
  })
  .primaryKey('id');

const locations = table('locations')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    name: string(),
    address: string(),
    notes: string(),
    createdAt: number().from('created_at'),
    updatedAt: number().from('updated_at'),
  })
  .primaryKey('id');

const galleries = table('galleries')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    name: string(),
    description: string(),
    createdAt: number().from('created_at'),
    expiresAt: number().from('expires_at'),
    status: enumeration<GalleryStatus>(),
    settings: json<JSONObject>(),
    coverPhotoId: string().from('cover_photo_id').optional(),
    photoCount: number().from('photo_count'),
  })
  .primaryKey('id');

const photos = table('photos')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    galleryId: string().from('gallery_id'),
    filename: string(),
    fileId: string().from('file_id'),
    uploadedAt: number().from('uploaded_at'),
    size: number(),
    mimeType: string().from('mime_type'),
    width: number(),
    height: number(),
    urlPath: string().from('url_path'),
    metadata: json<JSONObject>(),
    order: number(),
  })
  .primaryKey('id');

const galleryInvites = table('galleryInvites')
  .from('gallery_invites')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    galleryId: string().from('gallery_id'),
    email: string(),
    createdAt: number().from('created_at'),
    expiresAt: number().from('expires_at'),
    revokedAt: number().from('revoked_at').optional(),
    lastOpenedAt: number().from('last_opened_at').optional(),
  })
  .primaryKey('id');

const sessions = table('sessions')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    customerId: string().from('customer_id'),
    date: number(),
    /** Minutes. */
    duration: number(),
    type: string(),
    location: string(),
    locationId: string().from('location_id').optional(),
    notes: string(),
    status: enumeration<SessionStatus>(),
    price: number(),
    paymentStatus: enumeration<SessionPaymentStatus>().from('payment_status'),
    paymentAmount: number().from('payment_amount'),
    galleryId: string().from('gallery_id').optional(),
    createdAt: number().from('created_at'),
    updatedAt: number().from('updated_at'),
  })
  .primaryKey('id');

const payments = table('payments')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    sessionId: string().from('session_id'),
    date: number(),
    amount: number(),
    method: enumeration<PaymentMethod>(),
    status: enumeration<PaymentStatus>(),
    notes: string(),
    receipt: string(),
    createdAt: number().from('created_at'),
  })
  .primaryKey('id');

/** Completed payments summed per UTC day by a database trigger: what dashboards add up. */
const revenueDays = table('revenueDays')
  .from('revenue_days')
  .columns({
    accountId: string().from('account_id'),
    /** Days since 1970-01-01 UTC. */
    day: number(),
    amount: number(),
  })
  .primaryKey('accountId', 'day');

/** What a studio's clients still owe in all, kept by a database trigger from sessions. */
const outstandingTotals = table('outstandingTotals')
  .from('outstanding_totals')
  .columns({
    accountId: string().from('account_id'),
    amount: number(),
  })
  .primaryKey('accountId');

/** The same balance per UTC day of the sessions' dates: what falls due from a day on. */
const outstandingDays = table('outstandingDays')
  .from('outstanding_days')
  .columns({
    accountId: string().from('account_id'),
    /** Days since 1970-01-01 UTC. */
    day: number(),
    amount: number(),
  })
  .primaryKey('accountId', 'day');

const sessionTypes = table('sessionTypes')
  .from('session_types')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    name: string(),
    description: string(),
    duration: number(),
    price: number(),
    maxClients: number().from('max_clients'),
    color: string(),
    settings: json<JSONObject>(),
    photographerId: string().from('photographer_id').optional(),
  })
  .primaryKey('id');

const schedulePlans = table('schedulePlans')
  .from('schedule_plans')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    sessionTypeId: string().from('session_type_id'),
    name: string(),
    startDate: number().from('start_date'),
    endDate: number().from('end_date'),
    daysOfWeek: json<number[]>().from('days_of_week'),
    timeSlots: json<string[]>().from('time_slots'),
    location: string(),
    maxBookingsPerDay: number().from('max_bookings_per_day'),
    bufferTime: number().from('buffer_time'),
    isActive: boolean().from('is_active'),
  })
  .primaryKey('id');

const pages = table('pages')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    path: string(),
    title: string(),
    description: string(),
    layout: string(),
    rows: json<readonly ReadonlyJSONValue[]>(),
    settings: json<JSONObject>(),
    createdAt: number().from('created_at'),
    updatedAt: number().from('updated_at'),
    order: number(),
  })
  .primaryKey('id');

const customFonts = table('customFonts')
  .from('custom_fonts')
  .columns({
    id: string(),
    accountId: string().from('account_id'),
    authorId: string().from('author_id'),
    userId: string().from('user_id'),
    fontFamily: string().from('font_family'),
    fileName: string().from('file_name'),
    urlPath: string().from('url_path'),
    fileSize: number().from('file_size'),
    uploadDate: number().from('upload_date'),
    fontType: string().from('font_type'),
    metadata: json<JSONObject>(),
  })
  .primaryKey('id');

const accountRelationships = relationships(accounts, ({ many }) => ({
  members: many({ sourceField: ['id'], destField: ['accountId'], destSchema: accountMembers }),
}));

const customerRelationships = relationships(customers, ({ many }) => ({
  sessions: many({ sourceField: ['id'], destField: ['customerId'], destSchema: sessions }),
}));

const sessionRelationships = relationships(sessions, ({ one, many }) => ({
  customer: one({ sourceField: ['customerId'], destField: ['id'], destSchema: customers }),
  payments: many({ sourceField: ['id'], destField: ['sessionId'], destSchema: payments }),
  gallery: one({ sourceField: ['galleryId'], destField: ['id'], destSchema: galleries }),
}));

const paymentRelationships = relationships(payments, ({ one }) => ({
  session: one({ sourceField: ['sessionId'], destField: ['id'], destSchema: sessions }),
}));

const galleryRelationships = relationships(galleries, ({ many, one }) => ({
  photos: many({ sourceField: ['id'], destField: ['galleryId'], destSchema: photos }),
  cover: one({ sourceField: ['coverPhotoId'], destField: ['id'], destSchema: photos }),
  invites: many({ sourceField: ['id'], destField: ['galleryId'], destSchema: galleryInvites }),
}));

const schedulePlanRelationships = relationships(schedulePlans, ({ one }) => ({
  sessionType: one({ sourceField: ['sessionTypeId'], destField: ['id'], destSchema: sessionTypes }),
}));

export const schema = createSchema({
  tables: [
    accounts,
    accountMembers,
    accountSettings,
    customers,
    locations,
    galleries,
    photos,
    galleryInvites,
    sessions,
    payments,
    revenueDays,
    outstandingTotals,
    outstandingDays,
    sessionTypes,
    schedulePlans,
    pages,
    customFonts,
  ],
  relationships: [
    accountRelationships,
    customerRelationships,
    sessionRelationships,
    paymentRelationships,
    galleryRelationships,
    schedulePlanRelationships,
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
