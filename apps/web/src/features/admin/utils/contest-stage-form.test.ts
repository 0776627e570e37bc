import { describe, expect, it } from 'vitest';
import { stageFormValues, toStageBody } from './contest-stage-form.ts';
import { toLocalInput } from './local-datetime.ts';

const filled = {
  name: ' Mystic River ',
  prizeUsd: '3000',
  startsAt: toLocalInput('2031-07-01T10:00:00.000Z'),
  endsAt: toLocalInput('2031-07-15T10:00:00.000Z'),
};

describe('the stage form', () => {
  it('sends the dates as ISO instants and the prize as whole dollars', () => {
    expect(toStageBody(filled)).toEqual({
      body: {
        name: 'Mystic River',
        prizeUsd: 3000,
        startsAt: '2031-07-01T10:00:00.000Z',
        endsAt: '2031-07-15T10:00:00.000Z',
      },
      errors: null,
    });
  });

  it('names each field to fix before anything is sent', () => {
    expect(toStageBody({ name: '', prizeUsd: '12.5', startsAt: '', endsAt: '' }).errors).toEqual({
      name: 'Enter the stage’s name (up to 60 characters)',
      prizeUsd: 'Enter the prize in whole US dollars, from 0 to 10,000,000',
      startsAt: 'Pick the day and time the stage starts',
      endsAt: 'Pick the day and time the stage ends',
    });
  });

  it('refuses an end that is not after the start', () => {
    const result = toStageBody({ ...filled, endsAt: filled.startsAt });
    expect(result.errors).toEqual({ endsAt: 'The end must come after the start' });
  });

  it('starts an edit from the stored stage, in the reader’s time zone', () => {
    const values = stageFormValues({
      id: 4,
      name: 'Great Waterfall',
      prizeUsd: 5000,
      startsAt: '2031-08-01T10:00:00.000Z',
      endsAt: '2031-08-15T10:00:00.000Z',
    });
    expect(values).toEqual({
      name: 'Great Waterfall',
      prizeUsd: '5000',
      startsAt: toLocalInput('2031-08-01T10:00:00.000Z'),
      endsAt: toLocalInput('2031-08-15T10:00:00.000Z'),
    });
  });
});
