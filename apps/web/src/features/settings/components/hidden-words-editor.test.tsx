import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_WORDS_MESSAGES, HIDDEN_WORDS_TEXTS } from '@kindred/contract/hidden-words';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { HiddenWordsEditor } from './hidden-words-editor';

afterEach(() => vi.unstubAllGlobals());

const list = () => screen.getByRole('list', { name: HIDDEN_WORDS_TEXTS.listLabel });

describe('HiddenWordsEditor', () => {
  it('adds and removes entries, saving the whole list, and shows the count of 1,000', async () => {
    let stored = ['pineapple'];
    const { calls } = mockApi({
      'GET /safety/hidden-words': () => jsonResponse(200, { words: stored }),
      'PUT /safety/hidden-words': (request) => {
        stored = (request.body as { words: string[] }).words;
        return jsonResponse(200, { words: stored });
      },
    });
    renderWithProviders(<HiddenWordsEditor />);
    expect(await screen.findByText(HIDDEN_WORDS_TEXTS.count(1))).toBeInTheDocument();
    const input = screen.getByLabelText(HIDDEN_WORDS_TEXTS.inputLabel);
    await userEvent.type(input, ' hot dog ');
    expect(screen.getByText(HIDDEN_WORDS_TEXTS.characters(7))).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await within(list()).findByText('hot dog')).toBeInTheDocument();
    expect(screen.getByText(HIDDEN_WORDS_TEXTS.count(2))).toBeInTheDocument();
    expect(input).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: HIDDEN_WORDS_TEXTS.remove('pineapple') }));
    expect(await screen.findByText(HIDDEN_WORDS_TEXTS.count(1))).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toEqual([{ words: ['pineapple', 'hot dog'] }, { words: ['hot dog'] }]);
  });

  it("refuses a repeat or an entry too long in the contract's words, and shows the server's refusal", async () => {
    const { calls } = mockApi({
      'GET /safety/hidden-words': () => jsonResponse(200, { words: ['Café'] }),
      'PUT /safety/hidden-words': () => jsonResponse(400, { message: HIDDEN_WORDS_MESSAGES.tooMany }),
    });
    renderWithProviders(<HiddenWordsEditor />);
    const input = await screen.findByLabelText(HIDDEN_WORDS_TEXTS.inputLabel);
    await userEvent.type(input, 'CAFE{Enter}');
    expect(screen.getByText(HIDDEN_WORDS_MESSAGES.alreadyListed)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, `${'x'.repeat(51)}{Enter}`);
    expect(screen.getByText(HIDDEN_WORDS_MESSAGES.tooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'mango{Enter}');
    expect(await screen.findByText(HIDDEN_WORDS_MESSAGES.tooMany)).toBeInTheDocument();
    expect(input).toHaveValue('mango');
  });
});
