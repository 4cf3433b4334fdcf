// A large studio for trying the back office at scale and for the benchmarks: 10,000 customers,
// 50,000 sessions over eight years and the next three months, and 80,000 payments, in an
// account of its own (large@studio.test). Rows are made by a seeded pseudo-random generator,
// so every run produces the same studio, and written with multi-row inserts.
// Skipped when the account already has customers.
import type postgres from 'postgres';
import { sessionPaymentSummary } from '../../core/domain/money';
import type { PaymentMethod, PaymentStatus, SessionStatus } from '../../core/domain/session-values';
import { bookingTime } from './booking-time';
import { ownedStudio } from './owned-studio';

export const LARGE_USER = { email: 'large@studio.test', password: 'LargeStudio2026' } as const;
const LARGE_STUDIO = { name: 'Estudi Gran', timeZone: 'Europe/Madrid' } as const;
export const LARGE_COUNTS = { customers: 10_000, sessions: 50_000, payments: 80_000 } as const;

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 8 * 365;
const FUTURE_DAYS = 90;
const BATCH = 2000;

const firstNames = [
  'Laura',
  'Marc',
  'Ana',
  'Jordi',
  'Marta',
  'Pablo',
  'Núria',
  'Lucía',
  'Oriol',
  'Carmen',
  'David',
  'Emma',
  'Sergi',
  'Elena',
  'Pau',
  'Irene',
  'Miguel',
  'Clara',
  'Albert',
  'Sofia',
  'Joan',
  'Montse',
  'Javier',
  'Alba',
  'Xavier',
  'Paula',
  'Roger',
  'Júlia',
  'Hugo',
  'Mireia',
  'Álvaro',
  'Berta',
  'Iván',
  'Carla',
  'Gerard',
  'Noelia',
  'Adrià',
  'Rosa',
  'Enric',
  'Eva',
];
const lastNames = [
  'Puig',
  'Soler',
  'García',
  'Vidal',
  'Ferrer',
  'Romero',
  'Costa',
  'Martín',
  'Serra',
  'López',
  'Sánchez',
  'Wilson',
  'Roca',
  'Navarro',
  'Casals',
  'Torres',
  'Ruiz',
  'Mas',
  'Font',
  'Bianchi',
  'Pujol',
  'Riera',
  'Gómez',
  'Vila',
  'Sala',
  'Camps',
  'Moreno',
  'Bosch',
  'Giménez',
  'Prat',
  'Castells',
  'Ortega',
  'Molina',
  'Rovira',
  'Marín',
  'Sanz',
  'Miró',
  'Iglesias',
  'Coll',
  'Pons',
];
const sessionTypes = [
  'Wedding',
  'Portrait',
  'Family',
  'Newborn',
  'Corporate',
  'Engagement',
  'Maternity',
  'Event',
] as const;
const methods: PaymentMethod[] = ['card', 'bank_transfer', 'cash', 'online'];
const locationNames = [
  'Studio',
  'Park Güell',
  'Barceloneta beach',
  'Montjuïc',
  'Gothic Quarter',
  'Sitges seafront',
  'Tibidabo',
  'Parc de la Ciutadella',
  'Bunkers del Carmel',
  'Castelldefels beach',
  'Montserrat',
  'Girona old town',
];

/** A small, fast, seeded generator (mulberry32): the same studio at every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Readable, unique, URL-safe ids: easy to recognise in a database shell. */
const id = (prefix: string, n: number) => `large-${prefix}-${pad(n, 6)}`;

type Deps = {
  sql: postgres.Sql;
  createUser(input: { email: string; password: string; userMetadata?: Record<string, unknown> }): Promise<string>;
  now?: number;
};

async function insertAll(sql: postgres.TransactionSql, table: string, rows: readonly Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as Record<string, postgres.SerializableParameter>[];
    await sql`insert into ${sql(table)} ${sql(batch)}`;
  }
}

export async function seedLarge({
  sql,
  createUser,
  now = Date.now(),
}: Deps): Promise<{ seeded: boolean; accountId: string }> {
  const userId = await createUser({ ...LARGE_USER, userMetadata: { studio_name: LARGE_STUDIO.name, locale: 'ca' } });
  const { accountId, empty } = await ownedStudio(sql, userId);
  if (!empty) return { seeded: false, accountId };

  const random = generator(20261122);
  const start = now - HISTORY_DAYS * DAY;
  const base = { account_id: accountId, author_id: userId };

  const locations = locationNames.map((name, n) => ({ ...base, id: id('location', n), name, address: '', notes: '' }));

  const customers = Array.from({ length: LARGE_COUNTS.customers }, (_, n) => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    // Customers arrive over the years, a few of them this month.
    const createdAt = start + Math.floor((n / LARGE_COUNTS.customers) * (HISTORY_DAYS * DAY)) + random.int(DAY);
    const handle = `${first}.${last}.${n}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9.]/g, '');
    return {
      ...base,
      id: id('customer', n),
      name: `${first} ${last}`,
      email: `${handle}@example.com`,
      phone: `+34 6${pad(random.int(100_000_000), 8)}`,
      notes: '',
      created_at: Math.min(createdAt, now),
      updated_at: Math.min(createdAt, now),
    };
  });

  // Every session has a deposit; 30,000 of those already held were paid in two parts: 80,000
  // payments in all. A few hundred held sessions still owe their balance.
  const sessions: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  let secondPayments = LARGE_COUNTS.payments - LARGE_COUNTS.sessions;
  for (let n = 0; n < LARGE_COUNTS.sessions; n++) {
    const future = random.next() < FUTURE_DAYS / (HISTORY_DAYS + FUTURE_DAYS);
    const days = future ? random.int(FUTURE_DAYS) : random.int(HISTORY_DAYS) - HISTORY_DAYS;
    const dayStart = now + days * DAY;
    // Sessions spread evenly over the years, each for someone already a customer by then.
    const known = Math.ceil(((Math.min(dayStart, now) - start) / (HISTORY_DAYS * DAY)) * customers.length);
    const customer = customers[random.int(Math.max(known, 1))];
    if (!customer) break;
    const date = bookingTime(now, days, 9 + random.int(10), LARGE_STUDIO.timeZone);
    const past = date < now;
    const roll = random.next();
    const status: SessionStatus = past
      ? roll < 0.04
        ? 'cancelled'
        : roll < 0.06
          ? 'no_show'
          : 'completed'
      : roll < 0.5
        ? 'confirmed'
        : 'scheduled';
    const price = (150 + random.int(95) * 25) * 100;
    const deposit = Math.round(price * 0.3);
    const method = random.pick(methods);
    const sessionId = id('session', n);
    const planned: { amount: number; status: PaymentStatus; date: number }[] = [];
    if (past && status === 'completed' && secondPayments > 0 && random.next() < 0.75) {
      planned.push({ amount: deposit, status: 'completed', date: date - (10 + random.int(50)) * DAY });
      planned.push({ amount: price - deposit, status: 'completed', date: Math.min(date + random.int(20) * DAY, now) });
      secondPayments--;
    } else if (past && status === 'completed' && random.next() > 0.03) {
      planned.push({ amount: price, status: 'completed', date: Math.min(date + random.int(10) * DAY, now) });
    } else {
      planned.push({ amount: deposit, status: 'completed', date: Math.min(date - (5 + random.int(40)) * DAY, now) });
    }
    const summary = sessionPaymentSummary(price, planned);
    const location = random.pick(locations);
    sessions.push({
      ...base,
      id: sessionId,
      customer_id: customer.id,
      date,
      type: random.pick(sessionTypes),
      location: location.name,
      location_id: location.id,
      notes: '',
      status,
      price,
      payment_status: summary.paymentStatus,
      payment_amount: summary.paymentAmount,
      gallery_id: null,
      created_at: Math.min(date, customer.created_at + DAY),
      updated_at: Math.min(date, now),
    });
    for (const payment of planned) {
      payments.push({
        ...base,
        id: id('payment', payments.length),
        session_id: sessionId,
        date: payment.date,
        amount: payment.amount,
        method,
        status: payment.status,
        notes: '',
        receipt: `F-${pad(payments.length + 1, 6)}`,
        created_at: payment.date,
      });
    }
  }
  // Top up to exactly 80,000 with balances paid by held sessions that had a single deposit.
  for (const session of sessions) {
    if (payments.length >= LARGE_COUNTS.payments) break;
    if (session.status !== 'completed' || session.payment_status !== 'partial') continue;
    const rest = (session.price as number) - (session.payment_amount as number);
    payments.push({
      ...base,
      id: id('payment', payments.length),
      session_id: session.id,
      date: Math.min((session.date as number) + DAY, now),
      amount: rest,
      method: random.pick(methods),
      status: 'completed',
      notes: '',
      receipt: `F-${pad(payments.length + 1, 6)}`,
      created_at: Math.min((session.date as number) + DAY, now),
    });
    Object.assign(session, { payment_status: 'paid', payment_amount: session.price });
  }

  await sql.begin(async (tx) => {
    await tx`update accounts set settings = settings || ${tx.json({ timeZone: LARGE_STUDIO.timeZone })} where id = ${accountId}`;
    await tx`insert into account_settings (account_id, key, value, author_id)
             values (${accountId}, 'currency', ${tx.json({ code: 'EUR', symbol: '€', position: 'after' })}, ${userId})
             on conflict (account_id, key) do nothing`;
    await insertAll(tx, 'locations', locations);
    await insertAll(tx, 'customers', customers);
    await insertAll(tx, 'sessions', sessions);
    await insertAll(tx, 'payments', payments);
  });
  return { seeded: true, accountId };
}
