import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VERIFICATION_REJECT_REASON_LABELS,
  VERIFICATION_TEXTS,
  type ModerationVerification,
} from '@kindred/contract/verification';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { VerificationQueue } from './verification-queue';

afterEach(() => vi.unstubAllGlobals());

const ava: ModerationVerification = {
  id: 'verification-1',
  status: 'pending',
  createdAt: '2025-03-04T15:00:00.000Z',
  reviewedAt: null,
  reason: null,
  pose: { poseId: 'three-fingers', instruction: 'Hold up three fingers next to your face' },
  selfie: 'data:image/webp;base64,UklGRg==',
  member: {
    id: 'member-ava',
    name: 'Ava',
    age: 29,
    photos: ['/uploads/ava-a-640.webp', '/uploads/ava-b-640.webp'],
    photoFaces: [
      { likeness: 'samePersonLikely', distance: 0.41 },
      { likeness: 'differentPersonLikely', distance: 0.83 },
    ],
  },
};

function queueApi(items: ModerationVerification[]) {
  return mockApi({
    'GET /moderation/verifications': () =>
      jsonResponse(200, { verifications: items, pagination: { total: items.length, page: 1, limit: 10, pages: 1 } }),
    'POST /moderation/verifications/verification-1/approve': () =>
      jsonResponse(200, { verification: { ...ava, status: 'approved', reviewedAt: '2025-03-04T16:00:00.000Z' } }),
    'POST /moderation/verifications/verification-1/reject': (request) =>
      jsonResponse(200, {
        verification: { ...ava, status: 'rejected', reason: (request.body as { reason: string }).reason },
      }),
  });
}

describe('VerificationQueue', () => {
  it('shows the selfie beside the pose asked and every profile photo', async () => {
    queueApi([ava]);
    renderWithProviders(<VerificationQueue isModerator />);
    const card = await screen.findByRole('article', { name: /Ava/ });
    expect(within(card).getByText(ava.pose.instruction)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: VERIFICATION_TEXTS.selfieOf('Ava') })).toHaveAttribute(
      'src',
      ava.selfie,
    );
    expect(within(card).getByRole('img', { name: VERIFICATION_TEXTS.photoOf('Ava', 2) })).toHaveAttribute(
      'src',
      ava.member.photos[1],
    );
  });

  it('says under each profile photo how close its face is to the selfie', async () => {
    queueApi([ava]);
    renderWithProviders(<VerificationQueue isModerator />);
    const card = await screen.findByRole('article', { name: /Ava/ });
    const photos = within(card).getAllByRole('listitem');
    expect(photos[0]).toHaveTextContent(VERIFICATION_TEXTS.faceLikeness.samePersonLikely);
    expect(photos[0]).toHaveTextContent(VERIFICATION_TEXTS.faceDistance(0.41));
    expect(photos[1]).toHaveTextContent(VERIFICATION_TEXTS.faceLikeness.differentPersonLikely);
  });

  it('approves, and rejects with the reason chosen; a reviewed one has no buttons left', async () => {
    const api = queueApi([ava]);
    renderWithProviders(<VerificationQueue isModerator />);
    const card = await screen.findByRole('article', { name: /Ava/ });
    await userEvent.selectOptions(
      within(card).getByLabelText(VERIFICATION_TEXTS.rejectReason),
      VERIFICATION_REJECT_REASON_LABELS['not-the-same-person'],
    );
    await userEvent.click(within(card).getByRole('button', { name: VERIFICATION_TEXTS.reject }));
    await waitFor(() => expect(within(card).getByText(/Rejected/)).toBeInTheDocument());
    const rejection = api.calls.find((call) => call.path.endsWith('/reject'));
    expect(rejection?.body).toEqual({ reason: 'not-the-same-person' });
    expect(within(card).queryByRole('button', { name: VERIFICATION_TEXTS.approve })).not.toBeInTheDocument();
  });

  it('asks again with the order chosen, pending first either way (decision 086)', async () => {
    const api = queueApi([ava]);
    renderWithProviders(<VerificationQueue isModerator />);
    await screen.findByRole('article', { name: /Ava/ });
    expect(api.calls[0]?.url.searchParams.get('sort')).toBe('oldest');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'newest');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('sort')).toBe('newest'));
  });

  it('shows the moderators-only notice to anyone else, and asks nothing', async () => {
    const api = queueApi([ava]);
    renderWithProviders(<VerificationQueue isModerator={false} />);
    expect(screen.getByText(/Only moderators/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
