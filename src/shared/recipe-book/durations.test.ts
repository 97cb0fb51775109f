import { describe, expect, it } from 'vitest';
import {
  durationMinutes,
  findTimers,
  formatMinutes,
  parseDuration,
  parseIsoDuration,
} from './durations.ts';

describe('parseIsoDuration', () => {
  it.each([
    ['PT1H30M', 90],
    ['P1DT2H', 26 * 60],
    ['PT90M', 90],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['pt20m', 20],
    [' PT45M ', 45],
    ['P1W', 7 * 24 * 60],
    ['P0Y0M0DT0H35M0.000S', 35],
    ['PT0S', 0],
    ['PT20S', 1],
    ['PT89S', 1],
    ['PT91S', 2],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseIsoDuration(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'P1DT', 'PTH', '1H', 'PT1H30', '-PT5M', 'PT5M extra', 'PT1.H', 'T5M'])(
    'refuses %j',
    (text) => {
      expect(parseIsoDuration(text)).toBeNull();
    },
  );

  it('refuses a number too large to be a number', () => {
    expect(parseIsoDuration(`PT${'9'.repeat(400)}H`)).toBeNull();
  });
});

describe('parseDuration', () => {
  it.each([
    ['PT1H30M', { minutes: 90 }],
    ['45 min', { minutes: 45 }],
    ['45 mins.', { minutes: 45 }],
    ['1 hr 15 mins', { minutes: 75 }],
    ['1 hour and 15 minutes', { minutes: 75 }],
    ['1 hour, 15 minutes', { minutes: 75 }],
    ['1 1/2 hours', { minutes: 90 }],
    ['1½ hours', { minutes: 90 }],
    ['1-1/2 hours', { minutes: 90 }],
    ['one and a half hours', { minutes: 90 }],
    ['an hour', { minutes: 60 }],
    ['an hour and a half', { minutes: 90 }],
    ['half an hour', { minutes: 30 }],
    ['ten minutes', { minutes: 10 }],
    ['2h30', { minutes: 150 }],
    ['2h30m', { minutes: 150 }],
    ['2H30M', { minutes: 150 }],
    ['1 h', { minutes: 60 }],
    ['2 days', { minutes: 2 * 24 * 60 }],
    ['90 seconds', { minutes: 2 }],
    ['25-35 minutes', { minutes: 25, maxMinutes: 35 }],
    ['25–35 min', { minutes: 25, maxMinutes: 35 }],
    ['1 to 2 hours', { minutes: 60, maxMinutes: 120 }],
    ['45 minutes to 1 hour', { minutes: 45, maxMinutes: 60 }],
    ['About 10 to 15 min', { minutes: 10, maxMinutes: 15 }],
    ['8 hours or overnight', { minutes: 480 }],
    ['45', { minutes: 45 }],
    ['1:30', { minutes: 90 }],
  ])('reads %j', (text, range) => {
    expect(parseDuration(text)).toEqual(range);
  });

  it.each(['overnight', '', '   ', 'a while', 'until golden', '350 degrees', '2 cups', '1:75'])(
    'finds no time in %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('gives a stored time the upper end of a range', () => {
    expect(durationMinutes('25-35 minutes')).toBe(35);
    expect(durationMinutes('PT20M')).toBe(20);
    expect(durationMinutes('overnight')).toBeNull();
  });
});

describe('findTimers', () => {
  const timers = (text: string) =>
    findTimers(text).map(({ text: written, seconds, maxSeconds }) => ({
      written,
      seconds,
      maxSeconds,
    }));

  it('finds a time and where it is written', () => {
    const step = 'Bake 25 minutes, until golden.';
    const [timer] = findTimers(step);
    expect(timer).toEqual({ start: 5, end: 15, text: '25 minutes', seconds: 1500 });
    expect(step.slice(timer!.start, timer!.end)).toBe('25 minutes');
  });

  it.each([
    ['simmer for 1 to 2 hours', '1 to 2 hours', 3600, 7200],
    ['rest 10–15 min', '10–15 min', 600, 900],
    ['Cook 5-6 min per side', '5-6 min', 300, 360],
    ['cook 1 hour 20 minutes', '1 hour 20 minutes', 4800, undefined],
    ['Microwave 30 seconds', '30 seconds', 30, undefined],
    ['Stir for a minute or two', 'a minute', 60, undefined],
    ['Leave at the 2-minute mark', '2-minute', 120, undefined],
    ['Roast 45 minutes to 1 hour.', '45 minutes to 1 hour', 2700, 3600],
  ])('in %j finds %j', (step, written, seconds, maxSeconds) => {
    expect(timers(step)).toEqual([{ written, seconds, maxSeconds }]);
  });

  it('keeps times that follow one another apart', () => {
    expect(timers('Bake at 350°F for 25-30 minutes, then 10 minutes more.')).toEqual([
      { written: '25-30 minutes', seconds: 1500, maxSeconds: 1800 },
      { written: '10 minutes', seconds: 600, maxSeconds: undefined },
    ]);
  });

  it.each([
    ['Cook 5 minutes and 5 minutes on the other side.', ['5 minutes', '5 minutes']],
    ['Chill 1 hour, or 30 minutes in the freezer.', ['1 hour', '30 minutes']],
    ['Chill 1 hour or 30 minutes in the freezer.', ['1 hour', '30 minutes']],
  ])('does not join times that are not one: %j', (step, written) => {
    expect(findTimers(step).map((timer) => timer.text)).toEqual(written);
  });

  it.each([
    'Preheat the oven to 350 degrees.',
    'Add 2 cups flour and 3 medium eggs.',
    'Roll out to 5 mm and cut 2 ml of syrup.',
    'A recipe from the 1970s, printed in 3d.',
    'Cook 0 minutes',
    'Cook until done',
    '',
  ])('finds no timer in %j', (step) => {
    expect(findTimers(step)).toEqual([]);
  });

  // NOTE: a guard against catastrophic backtracking (page text is untrusted), not a speed
  // test: such a pattern takes minutes here, a sound one milliseconds, so the bound is loose.
  it('does not backtrack without end on long, odd text', () => {
    const odd = [
      `1${' '.repeat(4000)}x`,
      '1 - '.repeat(1000),
      '1 1 1 '.repeat(700),
      `${'9'.repeat(4000)} hours`,
    ];
    const started = performance.now();
    for (const text of odd) findTimers(text);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(findTimers(`${'9'.repeat(400)} hours`)).toEqual([]);
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [75, '1 h 15 min'],
    [24 * 60, '1 day'],
    [2 * 24 * 60 + 180, '2 days 3 h'],
    [24 * 60 + 61, '1 day 1 h 1 min'],
    [44.6, '45 min'],
    [-5, '0 min'],
    [Number.NaN, '0 min'],
  ])('shows %d minutes as %j', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('shows ranges compactly', () => {
    expect(formatMinutes(25, 35)).toBe('25–35 min');
    expect(formatMinutes(60, 120)).toBe('1–2 h');
    expect(formatMinutes(45, 75)).toBe('45 min – 1 h 15 min');
    expect(formatMinutes(30, 30)).toBe('30 min');
    expect(formatMinutes(30, 20)).toBe('30 min');
  });
});
