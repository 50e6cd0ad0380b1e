import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MODERATION_DECISION_MESSAGES,
  MODERATION_DECISION_TEXTS,
  type AuditEntry,
  type ModerationAppeal,
} from '@kindred/contract/moderation-decisions';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { AppealsQueue } from './appeals-queue';
import { AuditLog } from './audit-log';

afterEach(() => vi.unstubAllGlobals());

const pagination = (total: number) => ({ total, page: 1, limit: 20, pages: 1 });

const suspension: AuditEntry = {
  id: 'audit-1',
  action: 'report.suspend',
  moderator: { id: 'mod-1', name: 'Sam' },
  subject: { id: 'member-dorian', name: 'Dorian' },
  targetId: 'report-1',
  details: { reason: 'harassment', duration: '7d', statementId: 'statement-1' },
  createdAt: '2030-05-01T12:00:00.000Z',
};

const appeal: ModerationAppeal = {
  id: 'appeal-1',
  status: 'open',
  text: 'I stopped when asked.',
  createdAt: '2030-05-02T12:00:00.000Z',
  answer: null,
  answeredAt: null,
  member: { id: 'member-dorian', name: 'Dorian', status: 'active' },
  statement: {
    id: 'statement-2',
    action: 'remove-photo',
    reason: 'photo_rules',
    reasonLabel: 'Photo rules',
    text: 'A photo that does not follow the photo rules.',
    photoPosition: 2,
    until: null,
    createdAt: '2030-05-01T12:00:00.000Z',
    note: 'Looked like a stock photo',
    reportId: 'report-2',
  },
};

describe('AuditLog (decision 086)', () => {
  it('lists who did what about whom, without ids, and lifts a suspension from its entry', async () => {
    const api = mockApi({
      'GET /moderation/audit': () => jsonResponse(200, { entries: [suspension], pagination: pagination(1) }),
      'POST /moderation/members/member-dorian/unsuspend': () =>
        jsonResponse(200, {
          statement: {
            id: 'statement-3',
            action: 'unsuspend',
            reason: 'reviewed',
            reasonLabel: 'Reviewed again',
            text: 'Lifted.',
            photoPosition: null,
            until: null,
            createdAt: '2030-05-03T12:00:00.000Z',
            appeal: { state: 'none', canAppeal: false, text: null, answer: null, answeredAt: null },
          },
        }),
    });
    renderWithProviders(<AuditLog isModerator />);
    expect(await screen.findByText(MODERATION_DECISION_TEXTS.auditActions['report.suspend'])).toBeInTheDocument();
    expect(screen.getByText(/reason: harassment · duration: 7d/)).toBeInTheDocument();
    expect(screen.queryByText(/statement-1/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsuspend Dorian' }));
    expect(await screen.findByText(MODERATION_DECISION_TEXTS.unsuspended)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(true);
  });
});

describe('AppealsQueue (decision 086)', () => {
  it('shows the decision with the note, says a photo cannot come back, and needs an answer before deciding', async () => {
    const api = mockApi({
      'GET /moderation/appeals': () => jsonResponse(200, { appeals: [appeal], pagination: pagination(1) }),
      'POST /moderation/appeals/appeal-1/answer': () =>
        jsonResponse(200, { appeal: { ...appeal, status: 'overturned', answer: 'Fair.' } }),
    });
    renderWithProviders(<AppealsQueue isModerator />);
    const card = await screen.findByRole('article', { name: /Dorian/ });
    expect(within(card).getByText('Looked like a stock photo')).toBeInTheDocument();
    expect(within(card).getByText(MODERATION_DECISION_TEXTS.photoNotRestored)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: MODERATION_DECISION_TEXTS.overturn }));
    expect(within(card).getByText(MODERATION_DECISION_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.type(within(card).getByLabelText(MODERATION_DECISION_TEXTS.answerLabel), 'Fair.');
    await userEvent.click(within(card).getByRole('button', { name: MODERATION_DECISION_TEXTS.overturn }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'overturn', message: 'Fair.' }),
    );
  });

  it('shows the answered ones on asking, each with its final answer and no form', async () => {
    const answered: ModerationAppeal = {
      ...appeal,
      status: 'upheld',
      answer: 'The photo was not yours.',
      answeredAt: '2030-05-03T12:00:00.000Z',
    };
    const api = mockApi({
      'GET /moderation/appeals': ({ url }) =>
        url.searchParams.get('status') === 'answered'
          ? jsonResponse(200, { appeals: [answered], pagination: pagination(1) })
          : jsonResponse(200, { appeals: [], pagination: pagination(0) }),
    });
    renderWithProviders(<AppealsQueue isModerator />);
    expect(await screen.findByText(MODERATION_DECISION_TEXTS.appealsEmpty)).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByLabelText(MODERATION_DECISION_TEXTS.appealsShow),
      MODERATION_DECISION_TEXTS.appealQueueStatuses.answered,
    );
    const card = await screen.findByRole('article', { name: /Dorian/ });
    expect(within(card).getByText('The photo was not yours.')).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(MODERATION_DECISION_TEXTS.appealAnswered.upheld))).toBeInTheDocument();
    expect(within(card).queryByLabelText(MODERATION_DECISION_TEXTS.answerLabel)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: MODERATION_DECISION_TEXTS.overturn })).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('status')).toBe('answered');
  });
});
