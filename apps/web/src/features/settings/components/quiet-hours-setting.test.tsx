import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TEXTS } from '@kindred/contract/push';
import { DEFAULT_SETTINGS, type MemberSettings } from '@kindred/contract/settings';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { QuietHoursSetting } from './quiet-hours-setting';

afterEach(() => vi.unstubAllGlobals());

const stored = (quiet: Partial<MemberSettings['quiet_hours']>): MemberSettings => ({
  ...DEFAULT_SETTINGS,
  quiet_hours: { ...DEFAULT_SETTINGS.quiet_hours, ...quiet },
});

describe('QuietHoursSetting', () => {
  it('turned on the first time, takes this browser’s time zone and shows the times', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { calls } = mockApi({
      'PUT /profile/settings': () => jsonResponse(200, { data: stored({ enabled: true, time_zone: zone }) }),
    });
    renderWithProviders(<QuietHoursSetting settings={DEFAULT_SETTINGS} onSaved={vi.fn()} />);
    expect(screen.queryByLabelText(PUSH_TEXTS.quietFrom)).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: PUSH_TEXTS.quietHours }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ quiet_hours: { enabled: true, time_zone: zone } });
    expect(screen.getByLabelText(PUSH_TEXTS.quietFrom)).toHaveValue('22:00');
    expect(screen.getByLabelText(PUSH_TEXTS.quietUntil)).toHaveValue('08:00');
  });

  it('stores a new start on its own, and keeps a time zone the member chose', async () => {
    const { calls } = mockApi({
      'PUT /profile/settings': () => jsonResponse(200, { data: stored({ enabled: true, start: '21:00' }) }),
    });
    const settings = stored({ enabled: true, time_zone: 'Asia/Tokyo' });
    renderWithProviders(<QuietHoursSetting settings={settings} onSaved={vi.fn()} />);
    expect(screen.getByLabelText(PUSH_TEXTS.timeZone)).toHaveValue('Asia/Tokyo');
    await userEvent.selectOptions(screen.getByLabelText(PUSH_TEXTS.quietFrom), '21:00');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ quiet_hours: { start: '21:00' } });
  });
});
