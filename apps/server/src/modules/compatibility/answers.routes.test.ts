import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANSWER_MESSAGES } from '@kindred/contract/compatibility';
import { questionAnswers } from '../../db/schema/compatibility';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, deleteAccount } from '../../../test/factories';
import { QUESTION_BANK } from './question-bank';

const t = useTestApp();
const [first, second] = QUESTION_BANK;
const put = (token: string, questionId: string, payload: unknown) =>
  t().app.inject({
    method: 'PUT',
    url: `/api/v1/profile/answers/${questionId}`,
    headers: bearer(token),
    payload: payload as object,
  });

describe('the question bank and a member’s answers', () => {
  it('lists the bank to members only, without the reason themes', async () => {
    const member = await createMember(t().app);
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/questions' })).statusCode).toBe(401);
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/questions', headers: bearer(member.token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(QUESTION_BANK.length);
    expect(data[0]).toEqual({ id: first!.id, category: first!.category, text: first!.text, options: first!.options });
  });

  it('saves, replaces and deletes an answer, and lists only the member’s own', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const [a, b] = first!.options;
    const saved = await put(member.token, first!.id, { answer: a!.id, accepted: [a!.id, a!.id], importance: 'very' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      questionId: first!.id,
      answer: a!.id,
      accepted: [a!.id],
      importance: 'very',
    });

    await put(member.token, first!.id, { answer: b!.id, accepted: [a!.id, b!.id], importance: 'mandatory' });
    await put(member.token, second!.id, {
      answer: second!.options[0]!.id,
      accepted: [second!.options[0]!.id],
      importance: 'a little',
    });
    await put(other.token, first!.id, { answer: a!.id, accepted: [a!.id], importance: 'somewhat' });

    const mine = await t().app.inject({ method: 'GET', url: '/api/v1/profile/answers', headers: bearer(member.token) });
    expect(
      mine
        .json()
        .data.map((row: { questionId: string; importance: string }) => [row.questionId, row.importance])
        .sort(),
    ).toEqual(
      [
        [first!.id, 'mandatory'],
        [second!.id, 'a little'],
      ].sort(),
    );

    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/profile/answers/${second!.id}`,
      headers: bearer(member.token),
    });
    expect(removed.statusCode).toBe(204);
    const rows = await t().db.select().from(questionAnswers).where(eq(questionAnswers.userId, member.user.id));
    expect(rows.map((row) => row.questionId)).toEqual([first!.id]);
  });

  it.each([
    [
      'an unknown question',
      'no-such-question',
      { answer: 'yes', accepted: ['yes'], importance: 'very' },
      404,
      ANSWER_MESSAGES.unknownQuestion,
    ],
    [
      'an answer not in the options',
      'Q',
      { answer: 'maybe-later', accepted: ['maybe-later'], importance: 'very' },
      400,
      ANSWER_MESSAGES.unknownOption,
    ],
    [
      'no accepted answer',
      'Q',
      { answer: 'A', accepted: [], importance: 'very' },
      400,
      ANSWER_MESSAGES.acceptedRequired,
    ],
    [
      'an unknown importance',
      'Q',
      { answer: 'A', accepted: ['A'], importance: 'extremely' },
      400,
      ANSWER_MESSAGES.importanceRequired,
    ],
    ['no answer', 'Q', { accepted: ['A'], importance: 'very' }, 400, ANSWER_MESSAGES.answerRequired],
  ])('refuses %s with a clear message', async (_case, question, payload, status, message) => {
    const member = await createMember(t().app);
    const questionId = question === 'Q' ? first!.id : question;
    const option = first!.options[0]!.id;
    const body = JSON.parse(JSON.stringify(payload).replaceAll('"A"', JSON.stringify(option)));
    const response = await put(member.token, questionId, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('exports the answers and deletes them with the account', async () => {
    const member = await createMember(t().app);
    const option = first!.options[0]!.id;
    await put(member.token, first!.id, { answer: option, accepted: [option], importance: 'somewhat' });
    const exported = await t().app.inject({
      method: 'GET',
      url: '/api/v1/account/export',
      headers: bearer(member.token),
    });
    expect(exported.json().answers).toEqual([expect.objectContaining({ questionId: first!.id, answer: option })]);
    await deleteAccount(t().app, member);
    expect(await t().db.select().from(questionAnswers).where(eq(questionAnswers.userId, member.user.id))).toHaveLength(
      0,
    );
  });
});
