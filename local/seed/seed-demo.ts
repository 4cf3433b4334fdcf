// Seeds the demo studio once: the demo photographer, about 20 customers with their sessions
// and payments, the session types it offers (portraits follow the ready-made portrait workflow), a
// few locations, its contract templates and a sent contract, two galleries of generated photos
// in the photo bucket, and its shop (a price list and a coupon) with the published gallery's package.
// Skipped when the demo user already has customers, so restarts keep whatever was changed.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type postgres from 'postgres';
import { newId } from '../../core/domain/ids';
import { photoPath } from '../../core/domain/images';
import { sessionPaymentSummary } from '../../core/domain/money';
import type { PaymentMethod, PaymentStatus, SessionStatus } from '../../core/domain/session-values';
import { getS3 } from '../../functions/lib/storage/s3';
import { bookingTime } from './booking-time';
import { DEMO_STUDIO, DEMO_USER, demoCustomers, locations, schedulePlans, sessionTypes } from './demo-data';
import { ownedStudio } from './owned-studio';
import { demoPhoto } from './photos';
import { seedContracts } from './seed-contracts';
import { seedQuestionnaires } from './seed-questionnaires';
import { seedShop } from './seed-shop';

const DAY = 24 * 60 * 60 * 1000;
const PHOTOS_PER_GALLERY = 12;
const DEMO_TIME_ZONE = 'Europe/Madrid';

type Deps = {
  sql: postgres.Sql;
  createUser(input: { email: string; password: string; userMetadata?: Record<string, unknown> }): Promise<string>;
  bucket: string;
};

export async function seedDemo({ sql, createUser, bucket }: Deps): Promise<{ seeded: boolean }> {
  const userId = await createUser({ ...DEMO_USER, userMetadata: { studio_name: DEMO_STUDIO.name, locale: 'en' } });
  const { accountId, empty } = await ownedStudio(sql, userId);
  if (!empty) return { seeded: false };

  const now = Date.now();
  await sql.begin(async (tx) => {
    await tx`update accounts set name = ${DEMO_STUDIO.name}, slug = ${DEMO_STUDIO.slug},
             settings = ${tx.json({ timeZone: DEMO_TIME_ZONE })} where id = ${accountId}`;
    await tx`insert into account_settings (account_id, key, value, author_id)
             values (${accountId}, 'currency', ${tx.json({ code: 'EUR', symbol: '€', position: 'before' })}, ${userId})`;

    const typeIds = new Map<string, string>();
    for (const [name, price, duration, description] of sessionTypes) {
      const id = newId();
      typeIds.set(name, id);
      await tx`insert into session_types (id, account_id, author_id, name, price, duration, description)
               values (${id}, ${accountId}, ${userId}, ${name}, ${price}, ${duration}, ${description})`;
    }
    // The new-user trigger gave the studio its ready-made workflows, in English (the user's locale).
    await tx`update session_types set workflow_id = (
               select id from workflows where account_id = ${accountId} and name = 'Portrait session')
             where account_id = ${accountId} and id = ${typeIds.get('Portrait') ?? ''}`;
    const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
    for (const [type, name, days, times, location, perDay] of schedulePlans) {
      await tx`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
                 days_of_week, time_slots, location, max_bookings_per_day)
               values (${newId()}, ${accountId}, ${userId}, ${typeIds.get(type) ?? ''}, ${name}, ${today},
                 ${today + 91 * DAY}, ${tx.json([...days])}, ${tx.json([...times])}, ${location}, ${perDay})`;
    }

    const locationIds = [];
    for (const [name, address, notes] of locations) {
      const id = newId();
      locationIds.push({ id, name });
      await tx`insert into locations (id, account_id, author_id, name, address, notes)
               values (${id}, ${accountId}, ${userId}, ${name}, ${address}, ${notes})`;
    }

    for (const [i, [name, email, phone, notes]] of demoCustomers.entries()) {
      const customerId = newId();
      await tx`insert into customers (id, account_id, author_id, name, email, phone, notes, created_at, updated_at)
               values (${customerId}, ${accountId}, ${userId}, ${name}, ${email}, ${phone}, ${notes},
                       ${now - (60 - i) * DAY}, ${now - (60 - i) * DAY})`;
      const bookings = (i % 3) + 1;
      for (let b = 0; b < bookings; b++) {
        const date = bookingTime(now, ((i * 7 + b * 23) % 120) - 75, 10 + (i % 8), DEMO_TIME_ZONE);
        const past = date < now;
        const price = (250 + ((i * 5 + b * 3) % 10) * 75) * 100;
        const status: SessionStatus = past
          ? i % 9 === 4
            ? 'cancelled'
            : 'completed'
          : i % 2
            ? 'confirmed'
            : 'scheduled';
        const location = locationIds[(i + b) % locationIds.length] ?? locationIds[0];
        const payments = plannedPayments(price, past, i + b, date);
        const summary = sessionPaymentSummary(price, payments);
        const sessionId = newId();
        const [type, , duration] = sessionTypes[(i + b) % sessionTypes.length] ?? sessionTypes[1];
        await tx`insert into sessions (id, account_id, author_id, customer_id, date, duration, type, location,
                   location_id, notes, status, price, payment_status, payment_amount)
                 values (${sessionId}, ${accountId}, ${userId}, ${customerId}, ${date}, ${duration},
                   ${type}, ${location?.name ?? ''}, ${location?.id ?? null}, '',
                   ${status}, ${price}, ${summary.paymentStatus}, ${summary.paymentAmount})`;
        for (const payment of payments) {
          await tx`insert into payments (id, account_id, author_id, session_id, date, amount, method, status, receipt)
                   values (${newId()}, ${accountId}, ${userId}, ${sessionId}, ${payment.date}, ${payment.amount},
                     ${payment.method}, ${payment.status}, ${payment.receipt})`;
        }
      }
    }
  });

  await seedContracts(sql, accountId, userId, DEMO_TIME_ZONE);
  await seedQuestionnaires(sql, accountId, userId);
  const wedding = await seedGallery(sql, bucket, accountId, userId, 'Laura & Marc — Wedding', 'published', 0);
  await seedGallery(sql, bucket, accountId, userId, 'Family session — García', 'draft', PHOTOS_PER_GALLERY);
  await seedShop(sql, accountId, userId, { id: wedding, photoCount: PHOTOS_PER_GALLERY });
  return { seeded: true };
}

function plannedPayments(price: number, past: boolean, n: number, sessionDate: number) {
  const methods: PaymentMethod[] = ['card', 'bank_transfer', 'cash', 'online'];
  const method = methods[n % methods.length] ?? 'card';
  const deposit = Math.round(price * 0.3);
  const payments: { amount: number; status: PaymentStatus; method: PaymentMethod; date: number; receipt: string }[] =
    [];
  if (n % 5 !== 3) {
    payments.push({
      amount: deposit,
      status: 'completed',
      method,
      date: sessionDate - 30 * DAY,
      receipt: `R-${1000 + n}`,
    });
  }
  if (past && n % 4 !== 1) {
    payments.push({
      amount: price - deposit,
      status: 'completed',
      method,
      date: sessionDate + DAY,
      receipt: `R-${2000 + n}`,
    });
  }
  return payments;
}

async function seedGallery(
  sql: postgres.Sql,
  bucket: string,
  accountId: string,
  userId: string,
  name: string,
  status: 'draft' | 'published',
  offset: number,
) {
  const galleryId = newId();
  await sql`insert into galleries (id, account_id, author_id, name, description, status, settings)
            values (${galleryId}, ${accountId}, ${userId}, ${name}, '', ${status},
                    ${sql.json({ visibility: status === 'published' ? 'public' : 'invite', downloads: true })})`;
  const photoIds: string[] = [];
  for (let i = 0; i < PHOTOS_PER_GALLERY; i++) {
    const photo = await demoPhoto(offset + i);
    const fileId = `${accountId}/${galleryId}/${newId()}`;
    await getS3().send(
      new PutObjectCommand({ Bucket: bucket, Key: fileId, Body: photo.data, ContentType: 'image/jpeg' }),
    );
    const id = newId();
    photoIds.push(id);
    const filename = `IMG_${String(4000 + offset + i).padStart(4, '0')}.jpg`;
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height,
                url_path, metadata, "order")
              values (${id}, ${accountId}, ${userId}, ${galleryId}, ${filename}, ${fileId}, ${photo.data.length},
                'image/jpeg', ${photo.width}, ${photo.height}, ${photoPath(galleryId, filename)},
                ${sql.json({ orientation: 1 })}, ${i})`;
  }
  await sql`update galleries set cover_photo_id = ${photoIds[0] ?? null} where id = ${galleryId}`;
  return galleryId;
}
