import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VERIFICATION_MESSAGES,
  VERIFICATION_REJECT_REASON_TEXTS,
  VERIFICATION_TEXTS,
  type VerificationStatus,
} from '@kindred/contract/verification';
import { storeMemberAuth } from '@/test/fixtures';
import { FakeXhr } from '@/test/fake-xhr';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { VerificationScreen } from './verification-screen';

const unverified: VerificationStatus = {
  state: 'unverified',
  reason: null,
  reasonText: null,
  challenge: { poseId: 'three-fingers', instruction: 'Hold up three fingers next to your face' },
  attemptsLeft: 3,
  nextAttemptAt: null,
  selfie: null,
  endedByPhotoChange: false,
};

const pending: VerificationStatus = {
  ...unverified,
  state: 'pending',
  challenge: null,
  attemptsLeft: 0,
  selfie: 'data:image/webp;base64,UklGRg==',
};

beforeEach(() => {
  FakeXhr.install();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:selfie', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

describe('VerificationScreen', () => {
  it('shows the pose, sends the chosen photo with the pose id, and then shows the selfie waiting for review', async () => {
    storeMemberAuth();
    mockApi({ 'GET /verification': () => jsonResponse(200, { verification: unverified }) });
    renderWithProviders(<VerificationScreen />);

    expect(await screen.findByText(unverified.challenge!.instruction)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_TEXTS.attemptsLeft(3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.submit }));
    expect(screen.getByText(VERIFICATION_TEXTS.choosePhotoFirst)).toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText(VERIFICATION_TEXTS.chooseFile),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('img', { name: VERIFICATION_TEXTS.preview })).toHaveAttribute('src', 'blob:selfie');
    await userEvent.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.submit }));

    const xhr = await waitFor(() => FakeXhr.latest());
    expect(xhr.url).toBe('/api/v1/verification/selfie');
    const body = xhr.body as FormData;
    expect(body.get('poseId')).toBe('three-fingers');
    expect(body.get('image')).toBeInstanceOf(File);
    act(() => xhr.respond(201, { verification: pending }));

    expect(await screen.findByText(VERIFICATION_TEXTS.states.pending)).toBeInTheDocument();
    expect(screen.queryByText(unverified.challenge!.instruction)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: VERIFICATION_TEXTS.preview })).toHaveAttribute('src', pending.selfie);
  });

  it("shows the moderator's reason after a rejection, with the next pose, and the server's refusal of a send", async () => {
    storeMemberAuth();
    const rejected: VerificationStatus = {
      ...unverified,
      state: 'rejected',
      reason: 'face-not-visible',
      reasonText: VERIFICATION_REJECT_REASON_TEXTS['face-not-visible'],
      challenge: { poseId: 'thumbs-up', instruction: 'Give a thumbs up next to your chin' },
      attemptsLeft: 1,
    };
    mockApi({ 'GET /verification': () => jsonResponse(200, { verification: rejected }) });
    renderWithProviders(<VerificationScreen />);

    expect(await screen.findByText(VERIFICATION_TEXTS.states.rejected)).toBeInTheDocument();
    expect(screen.getByText(rejected.reasonText!)).toBeInTheDocument();
    expect(screen.getByText('Give a thumbs up next to your chin')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(VERIFICATION_TEXTS.chooseFile),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.submit }));
    const xhr = await waitFor(() => FakeXhr.latest());
    act(() => xhr.respond(429, { message: VERIFICATION_MESSAGES.tooManyAttempts }, { 'retry-after': '3600' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it('says when the camera cannot be opened, and offers the file instead', async () => {
    storeMemberAuth();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaDevices: undefined }));
    mockApi({ 'GET /verification': () => jsonResponse(200, { verification: unverified }) });
    renderWithProviders(<VerificationScreen />);
    await userEvent.click(await screen.findByRole('button', { name: VERIFICATION_TEXTS.startCamera }));
    expect(screen.getByText(VERIFICATION_TEXTS.cameraUnavailable)).toBeInTheDocument();
    expect(screen.getByLabelText(VERIFICATION_TEXTS.chooseFile)).toBeInTheDocument();
  });
});
