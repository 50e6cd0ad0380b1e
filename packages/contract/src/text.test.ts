import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { hasInvisibleCharacters, textField } from './text';
import { profileUpdateSchema } from './profile-update';
import { registrationProfileSchema } from './auth';
import { sendMessageInputSchema } from './conversations';

describe('invisible characters', () => {
  it.each(['\u0000', '\u0007', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', 'a\udc00'])(
    'finds %j',
    (character) => {
      expect(hasInvisibleCharacters(`before${character}after`)).toBe(true);
    },
  );

  it.each(['plain', 'tab\there', 'two\nlines', 'crlf\r\n', 'emoji 😀', 'العربية', 'zero\u200bwidth', 'é'])(
    'lets %j through',
    (text) => {
      expect(hasInvisibleCharacters(text)).toBe(false);
    },
  );
});

describe('textField', () => {
  it('refuses invisible characters and, on one line, line breaks', () => {
    const name = textField('name');
    expect(name.safeParse('Ava\u0000').error?.issues[0]?.message).toBe(MESSAGES.invisibleCharacters('name'));
    expect(name.safeParse('Ava\nSmith').error?.issues[0]?.message).toBe(MESSAGES.singleLine('name'));
    const bio = textField('bio', { lines: 'multi' });
    expect(bio.parse('one\ntwo\tthree')).toBe('one\ntwo\tthree');
    expect(bio.safeParse('one\u0000').error?.issues[0]?.message).toBe(MESSAGES.invisibleCharacters('bio'));
  });

  it('words a missing or wrong-typed value for the field', () => {
    expect(textField('name').safeParse(undefined).error?.issues[0]?.message).toBe(MESSAGES.fieldRequired('name'));
    expect(textField('name').safeParse(5).error?.issues[0]?.message).toBe(MESSAGES.fieldMustBeString('name'));
    expect(textField('name', { missing: 'Name is required' }).safeParse(null).error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });

  it('is what the contract’s input schemas use', () => {
    expect(profileUpdateSchema.safeParse({ occupation: 'a\u0000' }).error?.issues[0]?.message).toBe(
      MESSAGES.invisibleCharacters('occupation'),
    );
    expect(registrationProfileSchema.safeParse({ name: 'x\u001b' }).error?.issues[0]?.message).toBe(
      MESSAGES.invisibleCharacters('name'),
    );
    expect(sendMessageInputSchema.safeParse({ content: 'hi\u0000' }).error?.issues[0]?.message).toBe(
      MESSAGES.invisibleCharacters('content'),
    );
  });
});
