import { describe, expect, it } from 'vitest';
import { chatterDropped } from '../../src/agent/builtin/chatter.js';

/**
 * What a person says around a question is dropped before reading (agent/builtin/chatter.ts); what
 * could change the question is kept. The questions here are the lead's own, in the kinds heldout-49
 * showed (greetings, why the asker asks, thanks, reactions before a follow-up).
 */
describe('chatter around a question', () => {
  it('drops a greeting, only when a question follows', () => {
    expect(chatterDropped('Hi there! How many flights left Reno in May 2001?')).toBe(
      'How many flights left Reno in May 2001?',
    );
    expect(chatterDropped('Good evening, what was the total rain in 2013')).toBe(
      'what was the total rain in 2013',
    );
    expect(chatterDropped('hello')).toBe('hello');
    expect(chatterDropped('Morning! How many flights left Boise in 2001?')).toBe(
      'How many flights left Boise in 2001?',
    );
    expect(chatterDropped('Hello from the Utah office! How many departures did we have in May 2001?')).toBe(
      'How many departures did we have in May 2001?',
    );
    expect(chatterDropped('morning flights from Boise in 2001')).toBe('morning flights from Boise in 2001');
    // Hawaii's code is never a greeting.
    expect(chatterDropped('HI flights in March 2001')).toBe('HI flights in March 2001');
  });

  it('drops a remark about the asker before the question, and why they ask after it', () => {
    expect(
      chatterDropped(
        "Hello, I'm planning a trip. Could you tell me the average delay out of Tucson in March 2001?",
      ),
    ).toBe('Could you tell me the average delay out of Tucson in March 2001?');
    expect(chatterDropped('How many snow days did 2014 have? My son loves sledding.')).toBe(
      'How many snow days did 2014 have?',
    );
    expect(chatterDropped('What was IBM stock worth in May 2004? I cycle past their office.')).toBe(
      'What was IBM stock worth in May 2004?',
    );
    expect(chatterDropped('For a class project: how many flights left Boise in 2001?')).toBe(
      'how many flights left Boise in 2001?',
    );
    expect(chatterDropped("Sorry if this is obvious, but what was Spain's population in 1990?")).toBe(
      "what was Spain's population in 1990?",
    );
    expect(chatterDropped('average wind in 2012, I fly kites')).toBe('average wind in 2012');
    expect(chatterDropped('IBM avg close by quarter for 2006 — need it for a case study on mergers.')).toBe(
      'IBM avg close by quarter for 2006.',
    );
    expect(chatterDropped("Spain's population in 1960 and 2000, so my class can compare")).toBe(
      "Spain's population in 1960 and 2000",
    );
    expect(chatterDropped('Good morning — what was the average delay in Q1 2001?')).toBe(
      'what was the average delay in Q1 2001?',
    );
  });

  it('keeps what still shapes the answer, and a request said as a statement', () => {
    expect(
      chatterDropped('Which airports had the most departures in April 2001? I only need the top 4.'),
    ).toBe('Which airports had the most departures in April 2001? I only need the top 4.');
    expect(chatterDropped('How much rain fell in 2015? One number per month would be great.')).toBe(
      'How much rain fell in 2015? One number per month.',
    );
    expect(chatterDropped("I'm curious what the average delay from Omaha was in June 2001")).toBe(
      "I'm curious what the average delay from Omaha was in June 2001",
    );
    expect(chatterDropped('avg delay out of LAX in April... sorry, out of SAN')).toBe(
      'avg delay out of LAX in April... sorry, out of SAN',
    );
    expect(chatterDropped('What was the average delay out of Austin? I mean in March 2001.')).toBe(
      'What was the average delay out of Austin? I mean in March 2001.',
    );
  });

  it('drops a remark naming things when the question names its own', () => {
    expect(
      chatterDropped('I work for a tourism board in Nevada. How many flights landed in Reno in May 2001?'),
    ).toBe('How many flights landed in Reno in May 2001?');
    // A remark naming what the question does not keeps its names, not its words about the asker.
    expect(chatterDropped("I'm looking at Denver. What was the average delay in March 2001?")).toBe(
      'Denver: What was the average delay in March 2001?',
    );
  });

  it('keeps what an aside names when the question names none', () => {
    expect(chatterDropped('What was the average delay in March 2001, I live in Denver')).toBe(
      'What was the average delay in March 2001, I live in Denver',
    );
    expect(chatterDropped('What was the average delay in March 2001? My office is in Denver.')).toBe(
      'Denver: What was the average delay in March 2001?',
    );
  });

  it('puts the place of a remark where the question points back to it ("there")', () => {
    const said = 'My aunt lives near Tampa. What was the average delay there in May 2001?';
    expect(chatterDropped(said)).toBe('What was the average delay in Tampa in May 2001?');
    expect(chatterDropped('My sister lives in Denver. How many flights went there in May 2001?')).toBe(
      'How many flights went to Denver in May 2001?',
    );
    // The "there" of being points at nothing: the names go before the question.
    expect(chatterDropped('My sister lives in Denver. How many flights were there in May 2001?')).toBe(
      'Denver: How many flights were there in May 2001?',
    );
  });

  it('drops a reaction before a follow-up, and thanks at the end', () => {
    expect(chatterDropped('lovely, thanks. and the month after?')).toBe('and the month after?');
    expect(chatterDropped('ha, I knew it. could you leave out the first one')).toBe(
      'could you leave out the first one',
    );
    expect(chatterDropped('how many flights left Fresno in 2001? thanks so much in advance')).toBe(
      'how many flights left Fresno in 2001',
    );
    expect(chatterDropped('Thanks!')).toBe('Thanks!');
  });

  it('leaves a message that is all remark as written', () => {
    expect(chatterDropped("I'm new here.")).toBe("I'm new here.");
  });
});
