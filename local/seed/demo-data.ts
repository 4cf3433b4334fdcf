// The demo studio's people and bookings: fixed data, so every fresh start looks the same.
export const DEMO_USER = { email: 'demo@studio.test', password: 'DemoStudio2026' } as const;
export const DEMO_STUDIO = { name: 'Lumen Studio', slug: 'lumen' } as const;

export const demoCustomers = [
  ['Laura Puig', 'laura.puig@example.com', '+34 612 345 001', 'Wedding in June, prefers natural light.'],
  ['Marc Soler', 'marc.soler@example.com', '+34 612 345 002', ''],
  ['Ana García', 'ana.garcia@example.com', '+34 612 345 003', 'Newborn session, second child.'],
  ['Jordi Vidal', 'jordi.vidal@example.com', '+34 612 345 004', 'Corporate headshots for 12 people.'],
  ['Marta Ferrer', 'marta.ferrer@example.com', '+34 612 345 005', ''],
  ['Pablo Romero', 'pablo.romero@example.com', '+34 612 345 006', 'Engagement shoot at the beach.'],
  ['Núria Costa', 'nuria.costa@example.com', '+34 612 345 007', ''],
  ['Lucía Martín', 'lucia.martin@example.com', '+34 612 345 008', 'Family portrait, grandparents included.'],
  ['Oriol Serra', 'oriol.serra@example.com', '+34 612 345 009', ''],
  ['Carmen López', 'carmen.lopez@example.com', '+34 612 345 010', 'Maternity session.'],
  ['David Sánchez', 'david.sanchez@example.com', '+34 612 345 011', ''],
  ['Emma Wilson', 'emma.wilson@example.com', '+44 7700 900 012', 'Destination wedding, speaks English.'],
  ['Sergi Roca', 'sergi.roca@example.com', '+34 612 345 013', ''],
  ['Elena Navarro', 'elena.navarro@example.com', '+34 612 345 014', 'Book launch portraits.'],
  ['Pau Casals', 'pau.casals@example.com', '+34 612 345 015', ''],
  ['Irene Torres', 'irene.torres@example.com', '+34 612 345 016', 'First communion.'],
  ['Miguel Ruiz', 'miguel.ruiz@example.com', '+34 612 345 017', ''],
  ['Clara Mas', 'clara.mas@example.com', '+34 612 345 018', 'Dog portraits — bring treats.'],
  ['Albert Font', 'albert.font@example.com', '+34 612 345 019', ''],
  ['Sofia Bianchi', 'sofia.bianchi@example.com', '+39 320 000 020', 'Anniversary shoot in Sitges.'],
] as const;

/** Session types the studio offers: name, price in cents, duration in minutes, description. */
export const sessionTypes = [
  ['Wedding', 240_000, 480, 'Full day, from getting ready to the first dance.'],
  ['Portrait', 25_000, 60, 'One hour in the studio or outdoors, 15 edited photos.'],
  ['Family', 35_000, 90, 'Up to six people, at home or in a park.'],
  ['Newborn', 40_000, 180, 'In the first two weeks, props included.'],
  ['Corporate', 60_000, 240, 'Headshots on site, priced per team.'],
  ['Engagement', 30_000, 90, ''],
] as const;
/**
 * Booking plans, open from today for three months: session type, plan name, weekdays (0 is
 * Sunday), start times or daily windows, place, bookings a day.
 */
export const schedulePlans = [
  ['Portrait', 'Studio portraits', [1, 2, 3, 4, 5], ['10:00', '11:30', '16:00-19:00'], 'Studio', 3],
  ['Family', 'Saturday family mornings', [6], ['09:00-13:00'], 'Park Güell', 2],
] as const;
export const locations = [
  ['Studio', 'Carrer de Mallorca 210, Barcelona', 'Our own studio, north light.'],
  ['Park Güell', 'Carrer d’Olot, Barcelona', 'Best at golden hour.'],
  ['Barceloneta beach', 'Passeig Marítim, Barcelona', ''],
] as const;
