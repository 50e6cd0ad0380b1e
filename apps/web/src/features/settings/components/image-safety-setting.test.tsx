import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { DEFAULT_SETTINGS } from '@kindred/contract/settings';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ImageSafetySetting } from './image-safety-setting';

const texts = SETTINGS_TEXTS.safetySettings.unblur_verified_images;

describe('ImageSafetySetting', () => {
  it('is off by default, and turning it on stores it on the server', async () => {
    const saved = { ...DEFAULT_SETTINGS, safety: { unblur_verified_images: true } };
    const { calls } = mockApi({ 'PUT /profile/settings': () => jsonResponse(200, { data: saved }) });
    const onSaved = vi.fn();
    renderWithProviders(<ImageSafetySetting settings={DEFAULT_SETTINGS} onSaved={onSaved} />);
    const toggle = screen.getByRole('switch', { name: texts.title });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(texts.description);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]?.body).toEqual({ safety: { unblur_verified_images: true } });
  });

  it('goes back to off when the server refuses, and says so', async () => {
    mockApi({ 'PUT /profile/settings': () => jsonResponse(503, {}) });
    renderWithProviders(<ImageSafetySetting settings={DEFAULT_SETTINGS} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('switch', { name: texts.title }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_TEXTS.saveFailed);
    expect(screen.getByRole('switch', { name: texts.title })).toHaveAttribute('aria-checked', 'false');
  });
});
