import { describe, expect, it } from 'vitest';
import {
  goingFor,
  lateAsDelayed,
  magnitudesSpelled,
  minutesSpelled,
  sharePointedBack,
  signsSpelled,
  signWordsAsThresholds,
} from '../../src/agent/builtin/durations.js';
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

describe('magnitude words', () => {
  it('writes a number with a magnitude word as its digits', () => {
    expect(magnitudesSpelled('a population over 1 billion')).toBe('a population over 1000000000');
    expect(magnitudesSpelled('more than 2.5 million people')).toBe('more than 2500000 people');
    expect(magnitudesSpelled('over 50k departures, 10K miles')).toBe('over 50000 departures, 10000 miles');
    expect(magnitudesSpelled('at least a million miles')).toBe('at least 1000000 miles');
    expect(magnitudesSpelled('1.2bn people')).toBe('1200000000 people');
  });

  it('leaves codes, minutes and number words it cannot finish as written', () => {
    for (const t of ['flights from AK', 'an abn', '15m late', 'one thousand five hundred flights', '5 km']) {
      expect(magnitudesSpelled(t)).toBe(t);
    }
  });
});

describe('going for a place', () => {
  it('reads "bound for", "headed for" as "to"', () => {
    expect(goingFor('flights bound for JFK')).toBe('flights bound to JFK');
    expect(goingFor('Headed for Denver')).toBe('Headed to Denver');
    expect(goingFor('average delay for JFK')).toBe('average delay for JFK');
  });
});

describe('late as a state of the rows', () => {
  it('reads "were late", "ran late" as "delayed", and leaves "how late" and "minutes late" alone', () => {
    expect(lateAsDelayed('how many were late?')).toBe('how many were delayed?');
    expect(lateAsDelayed('departures that ran late')).toBe('departures that ran delayed');
    expect(lateAsDelayed('how late were flights')).toBe('how late were flights');
    expect(lateAsDelayed('were 30 minutes late')).toBe('were 30 minutes late');
  });
});

describe('signs said in words', () => {
  it('reads "negative" / "positive" before a word as a threshold at 0 on it', () => {
    expect(signWordsAsThresholds('flights with a negative delay')).toBe('flights with a delay below 0');
    expect(signWordsAsThresholds('share with a Positive delay')).toBe('share with a delay above 0');
    expect(signWordsAsThresholds('negative')).toBe('negative');
  });
});

describe('a share pointed back', () => {
  it('reads "what percentage is that?" as "what percentage of those"', () => {
    expect(sharePointedBack('and what share is that?')).toBe('and what share of those?');
    expect(sharePointedBack('what % was it')).toBe('what  percent of those');
    expect(sharePointedBack('what share of flights were late')).toBe('what share of flights were late');
  });
});

describe('capitalised phrases for the wide-column lookup', () => {
  it('takes capitalised runs and their sub-runs, never all-capital codes', () => {
    const phrases = capitalisedPhrases(['How many airports are in San Antonio or near SFO?']);
    expect(phrases).toContain('San Antonio');
    expect(phrases).toContain('Antonio');
    expect(phrases).not.toContain('SFO');
  });

  it('takes the question being asked first, so earlier messages cannot use up the bound', () => {
    const earlier = [
      'How many flights left Dallas Love Field and New York JFK and Los Angeles LAX in March?',
      'And what about Salt Lake City, Kansas City and Saint Louis?',
    ];
    expect(capitalisedPhrases(earlier).length).toBe(12);
    const phrases = capitalisedPhrases([...earlier, 'How many airports are in Albuquerque?']);
    expect(phrases[0]).toBe('How');
    expect(phrases).toContain('Albuquerque');
  });
});
