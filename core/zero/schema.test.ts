import type { TableSchema } from '@rocicorp/zero';
import { describe, expect, it } from 'vitest';
import { schema } from './schema';
import { snakeCase } from './snake-table';

/**
 * Every synced table's server name and its columns' server names, in order, as the tables of
 * supabase/migrations spell them: written out so a wrong mapping cannot pass unnoticed.
 */
const serverNames = {
  accounts: ['accounts', ['id', 'name', 'slug', 'author_id', 'created_at', 'settings']],
  accountMembers: ['account_members', ['account_id', 'user_id', 'role', 'created_at']],
  liveAuthSessions: ['live_auth_sessions', ['id', 'user_id']],
  accountSettings: ['account_settings', ['account_id', 'key', 'value', 'author_id', 'updated_at']],
  customers: [
    'customers',
    [
      'id',
      'account_id',
      'author_id',
      'name',
      'email',
      'phone',
      'notes',
      'search_text',
      'created_at',
      'updated_at',
      'lead_at',
    ],
  ],
  enquiries: ['enquiries', ['id', 'account_id', 'author_id', 'customer_id', 'message', 'created_at']],
  locations: ['locations', ['id', 'account_id', 'author_id', 'name', 'address', 'notes', 'created_at', 'updated_at']],
  galleries: [
    'galleries',
    [
      'id',
      'account_id',
      'author_id',
      'name',
      'description',
      'created_at',
      'expires_at',
      'status',
      'settings',
      'cover_photo_id',
      'photo_count',
    ],
  ],
  photos: [
    'photos',
    [
      'id',
      'account_id',
      'author_id',
      'gallery_id',
      'filename',
      'file_id',
      'uploaded_at',
      'size',
      'mime_type',
      'width',
      'height',
      'url_path',
      'metadata',
      'order',
    ],
  ],
  galleryInvites: [
    'gallery_invites',
    [
      'id',
      'account_id',
      'author_id',
      'gallery_id',
      'email',
      'created_at',
      'expires_at',
      'revoked_at',
      'last_opened_at',
      'name',
      'selection_sent_at',
      'photos_downloaded',
      'last_downloaded_at',
    ],
  ],
  galleryPicks: [
    'gallery_picks',
    ['id', 'account_id', 'author_id', 'gallery_id', 'invite_id', 'photo_id', 'lists', 'comment', 'updated_at'],
  ],
  invoiceMessages: [
    'invoice_messages',
    ['id', 'account_id', 'invoice_id', 'instalment_id', 'kind', 'offset_days', 'payment_id', 'to_address', 'sent_at'],
  ],
  sessions: [
    'sessions',
    [
      'id',
      'account_id',
      'author_id',
      'customer_id',
      'date',
      'duration',
      'type',
      'location',
      'location_id',
      'notes',
      'status',
      'price',
      'payment_status',
      'payment_amount',
      'gallery_id',
      'created_at',
      'updated_at',
    ],
  ],
  payments: [
    'payments',
    [
      'id',
      'account_id',
      'author_id',
      'session_id',
      'invoice_id',
      'instalment_id',
      'date',
      'amount',
      'amount_refunded',
      'method',
      'status',
      'notes',
      'receipt',
      'created_at',
    ],
  ],
  revenueDays: ['revenue_days', ['account_id', 'day', 'amount']],
  outstandingTotals: ['outstanding_totals', ['account_id', 'amount']],
  outstandingDays: ['outstanding_days', ['account_id', 'day', 'amount']],
  sessionTypes: [
    'session_types',
    [
      'id',
      'account_id',
      'author_id',
      'name',
      'description',
      'public_description',
      'duration',
      'price',
      'max_clients',
      'color',
      'settings',
      'photographer_id',
    ],
  ],
  schedulePlans: [
    'schedule_plans',
    [
      'id',
      'account_id',
      'author_id',
      'session_type_id',
      'name',
      'start_date',
      'end_date',
      'days_of_week',
      'time_slots',
      'location',
      'max_bookings_per_day',
      'buffer_time',
      'is_active',
      'location_id',
    ],
  ],
  pages: [
    'pages',
    [
      'id',
      'account_id',
      'author_id',
      'path',
      'title',
      'description',
      'layout',
      'rows',
      'settings',
      'created_at',
      'updated_at',
      'order',
      'status',
    ],
  ],
  customFonts: [
    'custom_fonts',
    [
      'id',
      'account_id',
      'author_id',
      'user_id',
      'font_family',
      'file_name',
      'url_path',
      'file_size',
      'upload_date',
      'font_type',
      'metadata',
    ],
  ],
  quotes: [
    'quotes',
    [
      'id',
      'account_id',
      'author_id',
      'customer_id',
      'session_id',
      'status',
      'title',
      'notes',
      'language',
      'currency',
      'customer_tax_id',
      'customer_address',
      'expires_at',
      'plan',
      'subtotal',
      'tax_total',
      'total',
      'sent_at',
      'answered_at',
      'invoice_id',
      'created_at',
      'updated_at',
    ],
  ],
  quoteLines: [
    'quote_lines',
    [
      'id',
      'account_id',
      'position',
      'description',
      'quantity',
      'unit_price',
      'discount_bp',
      'tax_rate_bp',
      'tax_exemption',
      'net',
      'tax',
      'quote_id',
    ],
  ],
  invoices: [
    'invoices',
    [
      'id',
      'account_id',
      'author_id',
      'customer_id',
      'session_id',
      'quote_id',
      'kind',
      'corrects_id',
      'status',
      'series',
      'year',
      'number',
      'number_text',
      'issued_at',
      'due_at',
      'language',
      'currency',
      'seller',
      'customer_name',
      'customer_email',
      'customer_tax_id',
      'customer_address',
      'notes',
      'correction_reason',
      'subtotal',
      'tax_total',
      'total',
      'allow_saved_card',
      'amount_paid',
      'amount_refunded',
      'payment_status',
      'disputed',
      'cancelled_at',
      'cancel_reason',
      'created_at',
      'updated_at',
    ],
  ],
  invoiceLines: [
    'invoice_lines',
    [
      'id',
      'account_id',
      'position',
      'description',
      'quantity',
      'unit_price',
      'discount_bp',
      'tax_rate_bp',
      'tax_exemption',
      'net',
      'tax',
      'invoice_id',
    ],
  ],
  invoiceInstalments: [
    'invoice_instalments',
    ['id', 'account_id', 'invoice_id', 'position', 'amount', 'due_at', 'amount_paid'],
  ],
};

/** The built tables, typed as Zero reads them: a server name is optional on each. */
const tables: Record<string, TableSchema> = schema.tables;

describe('schema', () => {
  it('names every table and column as the database does', () => {
    const built = Object.fromEntries(
      Object.entries(tables).map(([name, table]) => [
        name,
        [table.serverName ?? name, Object.entries(table.columns).map(([column, value]) => value.serverName ?? column)],
      ]),
    );
    expect(built).toEqual(serverNames);
  });

  it('leaves the server name unset where it is the client name, as a hand-written schema does', () => {
    for (const [name, table] of Object.entries(tables)) {
      expect(table.serverName).not.toBe(name);
      for (const [column, value] of Object.entries(table.columns)) expect(value.serverName).not.toBe(column);
    }
  });
});

describe('snakeCase', () => {
  it('turns camelCase into snake_case and leaves lowercase names alone', () => {
    expect(snakeCase('maxBookingsPerDay')).toBe('max_bookings_per_day');
    expect(snakeCase('order')).toBe('order');
  });
});
