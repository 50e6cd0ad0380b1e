import { describe, expect, it } from 'vitest';
import { hasContactDetails } from './contact-details';

describe('hasContactDetails', () => {
  it.each([
    'call me 555-123-4567',
    'my number is (555) 123 4567',
    '+44 20 7946 0958',
    'text me on 5551234567 x',
    'five five five one two three four five six seven',
    'Five, five, five... one two three, 4567',
    'fivefive? no: five 5 five 1 2 three 4',
    '５５５１２３４５６７ (full width)',
    'find me at https://example.org/me',
    'www.kindred-elsewhere.com',
    'add me on instagram.com/someone',
    'bit.ly/abc123',
    'my site: mysite dot com',
    'mail me: someone@example.com',
    'someone at example dot com',
    'SOMEONE @ EXAMPLE . COM',
    'ｍｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
    't.me/someone',
    '555one2three4567',
    '𝟓𝟓𝟓𝟏𝟐𝟑𝟒𝟓𝟔𝟕',
  ])('finds contact details in %j', (text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    'Hi! How was your weekend?',
    'I am 29 and 180 cm tall',
    'Free on 12/05/2026 or 13.05.26?',
    'We met at 7:30, then again at 9',
    'I moved here in 1998 and love it',
    'One of my two dogs is called Five',
    'Done. So, coffee at the park?',
    'I love polka dot dresses',
    'Meet at the cafe. Then a walk?',
    'Top 3: hiking, cooking, board games',
    'Someone told me: anyone can cook, even at 8 or 9 with 2 kids',
    'My phone is always on silent, sorry! Weight 70, height 180',
  ])('lets %j through', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });
});
