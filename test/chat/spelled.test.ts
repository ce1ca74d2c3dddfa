import { describe, expect, it } from 'vitest';
import { minutesSpelled, signsSpelled } from '../../src/agent/builtin/durations.js';
import { capitalisedPhrases } from '../../src/agent/builtin/lookup.js';

describe('durations spelled in hours after a comparison', () => {
  it('reads "an hour", "half an hour", "two hours" and "an hour and a half" as minutes', () => {
    expect(minutesSpelled('a delay of more than an hour')).toBe('a delay of more than 60 minutes');
    expect(minutesSpelled('delayed by over half an hour')).toBe('delayed by over 30 minutes');
    expect(minutesSpelled('a delay over two hours')).toBe('a delay over 120 minutes');
    expect(minutesSpelled('more than an hour and a half late')).toBe('more than 90 minutes late');
    expect(minutesSpelled('under 1.5 hours')).toBe('under 90 minutes');
  });

  it('leaves hours without a comparison or without a number as written', () => {
    expect(minutesSpelled('flights by hour of day')).toBe('flights by hour of day');
    expect(minutesSpelled('over several hours')).toBe('over several hours');
  });
});

describe('signs', () => {
  it('spells a minus sign before a number so it is never read as the positive number', () => {
    expect(signsSpelled('colder than -5 degrees')).toBe('colder than minus 5 degrees');
    expect(signsSpelled('between 2001-01-01 and 2001-02-01')).toBe('between 2001-01-01 and 2001-02-01');
  });
});

describe('capitalised phrases for the wide-column lookup', () => {
  it('takes capitalised runs and their sub-runs, never all-capital codes', () => {
    const phrases = capitalisedPhrases(['How many airports are in San Antonio or near SFO?']);
    expect(phrases).toContain('San Antonio');
    expect(phrases).toContain('Antonio');
    expect(phrases).not.toContain('SFO');
  });
});
