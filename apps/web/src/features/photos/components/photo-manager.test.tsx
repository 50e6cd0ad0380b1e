import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { storeMemberAuth } from '@/test/fixtures';
import { FakeXhr } from '@/test/fake-xhr';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { PhotoManager } from './photo-manager';

const A = '/uploads/u/a-640.webp';
const B = '/uploads/u/b-640.webp';
const C = '/uploads/u/c-640.webp';

function Harness({ initial }: { initial: string[] }) {
  const [photos, setPhotos] = useState(initial);
  return <PhotoManager photos={photos} onPhotosChange={setPhotos} />;
}

const shownPhotos = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

describe('PhotoManager', () => {
  it('uploads a picked image with a progress bar and shows the stored order; the first is Main', async () => {
    storeMemberAuth();
    mockApi({});
    renderWithProviders(<Harness initial={[A]} />);
    expect(screen.getByText('Main')).toBeInTheDocument();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add Photo'), file);

    const xhr = await waitFor(() => FakeXhr.latest());
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/profile/photos');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect((xhr.body as FormData).get('photo')).toBeInstanceOf(File);

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    act(() => xhr.respond(201, { data: { url: B, photos: [A, B] } }));
    await waitFor(() => expect(shownPhotos()).toEqual([A, B]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a photo, and refuses files that are not images", async () => {
    mockApi({});
    renderWithProviders(<Harness initial={[A]} />);
    await userEvent.upload(screen.getByLabelText('Add Photo'), new File(['x'], 'x.png', { type: 'image/png' }));
    const xhr = await waitFor(() => FakeXhr.latest());
    act(() => xhr.respond(400, { message: MESSAGES.photoTooLarge }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.photoTooLarge);

    await userEvent.upload(screen.getByLabelText('Add Photo'), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.photoInvalid);
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('removes a photo through the API', async () => {
    const { calls } = mockApi({ 'DELETE /profile/photos': () => jsonResponse(200, { data: { photos: [B] } }) });
    renderWithProviders(<Harness initial={[A, B]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(shownPhotos()).toEqual([B]));
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: { photoUrl: A } });
  });

  it('moves a photo with the arrow buttons and stores the whole new order', async () => {
    const { calls } = mockApi({
      'PUT /profile/photos/reorder': ({ body }) => jsonResponse(200, { data: body }),
    });
    renderWithProviders(<Harness initial={[A, B, C]} />);
    expect(screen.queryByRole('button', { name: 'Move photo 1 left' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    expect(shownPhotos()).toEqual([A, C, B]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ photos: [A, C, B] });
  });

  it('puts the old order back when the server refuses the move', async () => {
    mockApi({ 'PUT /profile/photos/reorder': () => jsonResponse(500, {}) });
    renderWithProviders(<Harness initial={[A, B]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToReorderPhotos);
    expect(shownPhotos()).toEqual([A, B]);
  });
});
