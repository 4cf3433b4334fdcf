import { describe, expect, it } from 'vitest';
import { clashesWith, doubleBooked, firstFreeStart, overlap } from './session-slots';

describe('doubleBooked', () => {
  const at = (hour: number, minute = 0) => Date.UTC(2027, 2, 3, hour, minute);
  it('names every session that overlaps another one holding its slot, however they overlap', () => {
    const ids = doubleBooked([
      // A wedding all morning, and a portrait booked into its last hour.
      { id: 'wedding', date: at(9), duration: 240, status: 'confirmed' },
      { id: 'portrait', date: at(12), duration: 60, status: 'scheduled' },
      // Two that start together.
      { id: 'a', date: at(15), duration: 30, status: 'scheduled' },
      { id: 'b', date: at(15), duration: 30, status: 'scheduled' },
      // Ten hours from 8:00, over every session that starts before it ends.
      { id: 'long', date: at(8), duration: 600, status: 'scheduled' },
      // Starting as the long one ends: back to back is not a clash.
      { id: 'evening', date: at(18), duration: 120, status: 'confirmed' },
    ]);
    expect([...ids].sort()).toEqual(['a', 'b', 'long', 'portrait', 'wedding']);
  });

  it('lets a group slot take as many people as its type has places, and no more', () => {
    const mini = (id: string, type = 'Mini session') => ({ id, date: at(17), duration: 30, status: 'scheduled', type });
    const places = (session: { type?: string }) => (session.type === 'Mini session' ? 3 : 1);
    expect(doubleBooked([mini('a'), mini('b'), mini('c')], places).size).toBe(0);
    expect([...doubleBooked([mini('a'), mini('b'), mini('c'), mini('d')], places)].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // Another type at the same time is still a clash, and so is a portrait booked twice.
    expect([...doubleBooked([mini('a'), mini('b'), mini('p', 'Portrait')], places)].sort()).toEqual(['a', 'b', 'p']);
    expect(doubleBooked([mini('p', 'Portrait'), mini('q', 'Portrait')], places).size).toBe(2);
  });

  it('leaves out cancelled and missed sessions, which gave their slot up', () => {
    const ids = doubleBooked([
      { id: 'a', date: at(10), duration: 60, status: 'confirmed' },
      { id: 'b', date: at(10), duration: 60, status: 'cancelled' },
      { id: 'c', date: at(10, 30), duration: 60, status: 'no_show' },
    ]);
    expect(ids.size).toBe(0);
  });
});

describe('clashesWith', () => {
  const at = (hour: number) => Date.UTC(2027, 2, 3, hour);
  const booked = [
    { id: 'a', date: at(17), duration: 30, status: 'scheduled', type: 'Mini session' },
    { id: 'b', date: at(17), duration: 30, status: 'confirmed', type: 'Mini session' },
    { id: 'gone', date: at(17), duration: 30, status: 'cancelled', type: 'Mini session' },
  ];
  const candidate = { id: 'new', date: at(17), duration: 30, status: 'scheduled', type: 'Mini session' };
  it('lets a booking join its type’s slot while a place is left', () => {
    expect(clashesWith(booked, candidate, () => 3)).toEqual([]);
    expect(clashesWith(booked, candidate, () => 2).map((session) => session.id)).toEqual(['a', 'b']);
  });
  it('counts any other type at the same time as a clash', () => {
    expect(clashesWith(booked, { ...candidate, type: 'Portrait' }, () => 3).map((session) => session.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('overlap', () => {
  it('counts a shared minute, not a session ending as the next begins', () => {
    const ten = Date.UTC(2027, 2, 3, 10);
    expect(overlap({ date: ten, duration: 60 }, { date: ten + 59 * 60_000, duration: 5 })).toBe(true);
    expect(overlap({ date: ten, duration: 60 }, { date: ten + 60 * 60_000, duration: 5 })).toBe(false);
    expect(overlap({ date: ten + 60 * 60_000, duration: 5 }, { date: ten, duration: 60 })).toBe(false);
  });
});

describe('firstFreeStart', () => {
  const at = (hour: number, minute = 0) => Date.UTC(2027, 2, 3, hour, minute);
  const day = [
    { id: 'newborn', date: at(10), duration: 180, status: 'confirmed' },
    { id: 'family', date: at(13, 25), duration: 50, status: 'scheduled' },
    { id: 'evening', date: at(16), duration: 90, status: 'scheduled' },
    { id: 'cancelled', date: at(14), duration: 120, status: 'cancelled' },
  ];
  const free = (from: number, duration: number) =>
    firstFreeStart(day, { from, duration, until: at(24), step: 15 * 60_000 });

  it('is the time chosen when it is free, a cancelled session notwithstanding', () => {
    expect(free(at(14, 30), 60)).toBe(at(14, 30));
  });

  it('is the first quarter hour after what the time chosen runs into, past every clash on the way', () => {
    // 11:00 runs into the newborn session, 13:00 into the family one, ending 14:15.
    expect(free(at(11), 60)).toBe(at(14, 15));
    // From 14:15, 1 h 45 min end as the evening session starts; two hours run into it.
    expect(free(at(11), 105)).toBe(at(14, 15));
    expect(free(at(11), 120)).toBe(at(17, 30));
    // A family session ending off the grid (13:25 + 50 min) is left on the next quarter hour.
    expect(free(at(13), 30)).toBe(at(14, 15));
  });

  it('is none when the rest of the day cannot hold the length', () => {
    expect(free(at(17), 8 * 60)).toBeUndefined();
  });
});
