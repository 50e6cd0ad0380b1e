import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { currentOutage, reportServerAnswered, reportServerUnavailable } from '@/lib/server-status';
import { connectSocket } from '@/lib/socket-client';
import { lastFakeSocket } from '@/test/fake-socket';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { ReconnectingBanner, SERVER_OUTAGE_GRACE_MS, SOCKET_OUTAGE_GRACE_MS } from './reconnecting-banner';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The readiness probe keeps saying "not yet"; the tests end outages themselves.
  mockApi({ 'GET /health/ready': () => jsonResponse(503, { message: MESSAGES.temporarilyUnavailable }) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openSocket() {
  act(() => {
    connectSocket();
  });
  return lastFakeSocket();
}

const banner = () => screen.queryByText(MESSAGES.reconnectingBanner);
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ReconnectingBanner', () => {
  it('is an empty polite live region while all is well', () => {
    const { container } = render(<ReconnectingBanner />);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says "We\'re reconnecting…" with the detail once an outage lasts, and goes when the server answers', () => {
    render(<ReconnectingBanner />);
    act(() => reportServerUnavailable());
    pass(SERVER_OUTAGE_GRACE_MS - 1);
    expect(banner()).not.toBeInTheDocument();
    pass(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${MESSAGES.reconnectingBanner} ${MESSAGES.reconnectingDetail}`,
    );

    act(() => reportServerAnswered(currentOutage()));
    expect(banner()).not.toBeInTheDocument();
  });

  it('does not show for a single failed request that the next one fixes', () => {
    render(<ReconnectingBanner />);
    act(() => reportServerUnavailable());
    pass(SERVER_OUTAGE_GRACE_MS / 2);
    act(() => reportServerAnswered(currentOutage()));
    pass(SERVER_OUTAGE_GRACE_MS * 2);
    expect(banner()).not.toBeInTheDocument();
  });

  describe('for the live connection of a signed-in member', () => {
    beforeEach(() => storeMemberAuth());

    it('shows once it has been lost for a few seconds, and goes when it is back', () => {
      render(<ReconnectingBanner />);
      const socket = openSocket();
      act(() => socket.serverConnect());
      act(() => socket.serverDrop());
      pass(SOCKET_OUTAGE_GRACE_MS - 1);
      expect(banner()).not.toBeInTheDocument();
      pass(1);
      expect(banner()).toBeInTheDocument();
      act(() => socket.serverConnect());
      expect(banner()).not.toBeInTheDocument();
    });

    it('does not show for a brief blip', () => {
      render(<ReconnectingBanner />);
      const socket = openSocket();
      act(() => socket.serverConnect());
      act(() => socket.serverDrop());
      pass(1000);
      act(() => socket.serverConnect());
      pass(SOCKET_OUTAGE_GRACE_MS * 2);
      expect(banner()).not.toBeInTheDocument();
    });

    it('does not show while the first connection is still being made', () => {
      render(<ReconnectingBanner />);
      openSocket();
      pass(SOCKET_OUTAGE_GRACE_MS * 2);
      expect(banner()).not.toBeInTheDocument();
    });
  });
});
