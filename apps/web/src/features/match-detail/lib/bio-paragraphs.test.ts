import { describe, expect, it } from 'vitest';
import { bioParagraphs } from './bio-paragraphs';

describe('bioParagraphs', () => {
  it('splits on blank lines, even ones holding spaces, and keeps single line breaks inside a paragraph', () => {
    expect(bioParagraphs('Cooks for friends.\nLoves markets.\n\nRuns on weekends.\n   \nReads a lot.')).toEqual([
      'Cooks for friends.\nLoves markets.',
      'Runs on weekends.',
      'Reads a lot.',
    ]);
  });

  it('drops empty paragraphs and copes with Windows line ends', () => {
    expect(bioParagraphs('\n\nFirst.\r\n\r\n\r\n\r\nSecond.\n\n')).toEqual(['First.', 'Second.']);
  });

  it('gives nothing for a blank bio', () => {
    expect(bioParagraphs('')).toEqual([]);
    expect(bioParagraphs('  \n\n  ')).toEqual([]);
  });
});
