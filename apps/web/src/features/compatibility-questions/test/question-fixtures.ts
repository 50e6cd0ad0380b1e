import type { StoredAnswer } from '@kindred/contract/compatibility';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import type { Question } from '../api/get-questions';

export const childrenQuestion: Question = {
  id: 'want-children',
  category: 'values',
  text: 'Do you want children (or more children) someday?',
  options: [
    { id: 'yes', label: 'Yes' },
    { id: 'open', label: 'Open to it' },
    { id: 'no', label: 'No' },
  ],
};

export const faithQuestion: Question = {
  id: 'religion-role',
  category: 'values',
  text: 'What role does religion or spirituality play in your life?',
  options: [
    { id: 'central', label: 'It is central' },
    { id: 'some', label: 'Some' },
    { id: 'none', label: 'None' },
  ],
};

export const petsQuestion: Question = {
  id: 'pets',
  category: 'lifestyle',
  text: 'How do you feel about pets at home?',
  options: [
    { id: 'love', label: 'I love them' },
    { id: 'fine', label: 'Fine either way' },
    { id: 'no', label: 'Rather not' },
  ],
};

export const questionBank = [childrenQuestion, faithQuestion, petsQuestion];

export const storedAnswer = (questionId: string, patch: Partial<StoredAnswer> = {}): StoredAnswer => ({
  questionId,
  answer: 'yes',
  accepted: ['yes'],
  importance: 'somewhat',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

/** The answers API in memory, for these questions: PUT stores, DELETE removes, GET lists. */
export function answersApi(initial: StoredAnswer[] = [], questions: Question[] = questionBank) {
  let answers = [...initial];
  const routes: Record<string, (request: MockRequest) => Response> = {
    'GET /questions': () => jsonResponse(200, { data: questions }),
    'GET /profile/answers': () => jsonResponse(200, { data: answers }),
  };
  for (const { id } of questions) {
    routes[`PUT /profile/answers/${id}`] = ({ body }) => {
      const saved = storedAnswer(id, body as Partial<StoredAnswer>);
      answers = [...answers.filter((answer) => answer.questionId !== id), saved];
      return jsonResponse(200, { data: saved });
    };
    routes[`DELETE /profile/answers/${id}`] = () => {
      answers = answers.filter((answer) => answer.questionId !== id);
      return new Response(null, { status: 204 });
    };
  }
  return mockApi(routes);
}
