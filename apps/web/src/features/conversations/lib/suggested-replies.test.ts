import { describe, expect, it } from 'vitest';
import { suggestedReplies } from './suggested-replies';

const jordan = { name: 'Jordan Rivera', interests: ['Cooking', 'Hiking', 'Photography'] };
const text = (content: string) => ({ content, mediaType: null });

describe('suggestedReplies (SPEC 4 Chat, from the conversation context)', () => {
  it('answers a question with an opener to finish, then a shared interest', () => {
    expect(suggestedReplies(text('What do you do on weekends?'), jordan, ['Hiking', 'Reading'])).toEqual([
      "Good question! I'd love to tell you more about that.",
      'I love hiking too! What got you into it?',
      'Thanks, Jordan! Tell me more.',
    ]);
  });

  it('greets back by first name', () => {
    expect(suggestedReplies(text('Hey there :)'), jordan, [])[0]).toBe('Hi Jordan! How is your day going?');
  });

  it('talks about the interest the message names, shared first', () => {
    const replies = suggestedReplies(text('Just got back from a photography walk'), jordan, ['Photography']);
    expect(replies).toContain('I love photography too! What got you into it?');
  });

  it("asks about the other member's interest when none is shared", () => {
    expect(suggestedReplies(text('Long day at work.'), jordan, ['Reading'])).toEqual([
      "I saw you're into cooking. What do you enjoy most about it?",
      'Thanks, Jordan! Tell me more.',
      'That sounds great!',
    ]);
  });

  it('compliments a photo', () => {
    expect(suggestedReplies({ content: '', mediaType: 'image' }, jordan, [])[0]).toBe(
      'Great photo, Jordan! Where was that?',
    );
  });

  it('does not compliment an image that arrived blurred', () => {
    expect(suggestedReplies({ content: '', mediaType: 'image', blurred: true }, jordan, [])).not.toContain(
      'Great photo, Jordan! Where was that?',
    );
  });

  it('never offers more than three, nor the same one twice', () => {
    const replies = suggestedReplies(text('Hi! Do you like hiking?'), jordan, ['Hiking']);
    expect(replies).toHaveLength(3);
    expect(new Set(replies).size).toBe(3);
  });

  it('works for a member without interests', () => {
    expect(suggestedReplies(text('Nice to meet you'), { name: 'Sam', interests: [] }, [])).toEqual([
      'Thanks, Sam! Tell me more.',
      'That sounds great!',
    ]);
  });

  it('offers whole sentences only: a capital first, a full stop, ! or ? last (decision 074)', () => {
    const messages = [text('What do you do on weekends?'), text('Hey there'), text('Long day.'), text('Nice')];
    const all = [...messages.map((message) => suggestedReplies(message, jordan, ['Hiking'])).flat()];
    all.push(...suggestedReplies({ content: '', mediaType: 'image' }, jordan, []));
    for (const reply of all) expect(reply).toMatch(/^[A-Z].*[.!?]$/);
  });
});
