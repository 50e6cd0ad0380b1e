import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { QUESTION_TEXTS } from '@kindred/contract/compatibility';
import { E2E_PASSWORD, registerByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { screenshots } from './support/screenshots';
import { pngDataUrl } from './support/png';
import { seriousViolations } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

interface BankQuestion {
  id: string;
  text: string;
  options: { id: string; label: string }[];
}

/** GET through the signed-in page, as the web app would. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
    });
    return ((await response.json()) as { data: T }).data;
  }, `/api/v1${path}`);
}

async function signedIn(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  await page.goto('/matches');
  return page;
}

/**
 * Light and dark, at the page's size: the viewport with `target` at its top (below the sticky
 * headers), or the whole page.
 */

describe('compatibility questions', () => {
  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])(
    'on the profile (%s), a member answers a question as a dealbreaker and finds it stored after a reload',
    async (_, viewport) => {
      const email = uniqueEmail('questions');
      await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
      const page = await signedIn(email, viewport);
      await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
      const bank = await apiGet<BankQuestion[]>(page, '/questions');
      const [first] = bank;
      if (!first) throw new Error('the question bank is empty');
      const [own, alsoAccepted] = [first.options[1]!.label, first.options[0]!.label];

      await page.goto('/profile');
      const section = page.getByRole('region', { name: QUESTION_TEXTS.sectionTitle });
      await section.getByText(QUESTION_TEXTS.answeredCount(0, bank.length)).waitFor();
      await section.getByRole('button', { name: QUESTION_TEXTS.openList }).click();
      await section.getByRole('button', { name: QUESTION_TEXTS.answerQuestion(first.text) }).click();

      const card = page.getByRole('form', { name: first.text });
      await card.getByRole('group', { name: QUESTION_TEXTS.yourAnswer }).getByText(own, { exact: true }).click();
      const accepted = card.getByRole('group', { name: QUESTION_TEXTS.acceptedAnswers });
      expect(await accepted.getByRole('checkbox', { name: own }).isChecked()).toBe(true);
      await accepted.getByRole('checkbox', { name: alsoAccepted }).check();
      await card
        .getByRole('group', { name: QUESTION_TEXTS.importance })
        .getByText('Mandatory', { exact: true })
        .click();
      await card.getByText(QUESTION_TEXTS.mandatoryWarning).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, 'profile-question-card', { fullPage: true, target: card, scrollOffset: 140 });

      await card.getByRole('button', { name: QUESTION_TEXTS.save }).click();
      await section.getByText(QUESTION_TEXTS.answeredCount(1, bank.length)).waitFor();
      // The next unanswered question opens at once.
      await page.getByRole('form', { name: bank[1]!.text }).waitFor();
      await screenshots(page, 'profile-question-list', {
        fullPage: true,
        target: page.getByRole('form', { name: bank[1]!.text }),
        scrollOffset: 140,
      });

      await page.reload();
      await section.getByText(QUESTION_TEXTS.answeredCount(1, bank.length)).waitFor();
      await screenshots(page, 'profile-section', { fullPage: true, target: section, scrollOffset: 140 });
      await section.getByRole('button', { name: QUESTION_TEXTS.openList }).click();
      const row = section.getByRole('listitem').filter({ hasText: first.text });
      await row.getByText(QUESTION_TEXTS.youAnswered(own)).waitFor();
      await row.getByText('Mandatory', { exact: true }).waitFor();
      await row.getByText(QUESTION_TEXTS.youAccept(`${alsoAccepted}, ${own}`)).waitFor();
      await screenshots(page, 'profile-question-rows', { fullPage: true, target: row, scrollOffset: 140 });
      expect(await apiGet(page, '/profile/answers')).toEqual([
        expect.objectContaining({
          questionId: first.id,
          answer: first.options[1]!.id,
          accepted: [first.options[0]!.id, first.options[1]!.id],
          importance: 'mandatory',
        }),
      ]);

      // Edit later: the stored answer is there to change, and clearing it counts it out again.
      await row.getByRole('button', { name: QUESTION_TEXTS.editAnswer(first.text) }).click();
      const again = page.getByRole('form', { name: first.text });
      expect(await again.getByRole('radio', { name: own }).isChecked()).toBe(true);
      await again.getByRole('button', { name: QUESTION_TEXTS.clear }).click();
      await section.getByText(QUESTION_TEXTS.answeredCount(0, bank.length)).waitFor();
      expect(await apiGet(page, '/profile/answers')).toEqual([]);
    },
  );

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('a new member answers a quick question at the end of onboarding (%s)', async (_, viewport) => {
    const email = uniqueEmail('quick-questions');
    await registerByApi(baseURL, email, pngDataUrl());
    await fillOnboardingByApi(email);
    const page = await signedIn(email, viewport);
    // Filled in through the API, the profile already passes the gates (decision 035): the
    // member is onboarded and visits the wizard again.
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
    await page.goto('/onboarding');
    const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
    // Every step is answered already: Get Started completes onboarding (decision 051).
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading('Profile Complete!');

    const quick = page.getByRole('region', { name: QUESTION_TEXTS.quickTitle });
    const card = quick.getByRole('form');
    await card.getByText(QUESTION_TEXTS.questionOf(1, 5)).waitFor();
    const text = await card.getByRole('heading').textContent();
    await card.getByRole('group', { name: QUESTION_TEXTS.yourAnswer }).getByRole('radio').first().check();
    await card.getByRole('group', { name: QUESTION_TEXTS.importance }).getByText('Very important').click();
    await screenshots(page, 'onboarding-quick-question', { fullPage: true });
    await card.getByRole('button', { name: QUESTION_TEXTS.save }).click();
    await quick.getByText(QUESTION_TEXTS.questionOf(2, 5)).waitFor();
    await quick.getByRole('button', { name: QUESTION_TEXTS.skip }).click();
    await quick.getByText(QUESTION_TEXTS.questionOf(3, 5)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const answers = await apiGet<{ questionId: string; importance: string }[]>(page, '/profile/answers');
    const bank = await apiGet<BankQuestion[]>(page, '/questions');
    expect(answers).toEqual([
      expect.objectContaining({ questionId: bank.find((question) => question.text === text)?.id, importance: 'very' }),
    ]);
    await page.getByRole('link', { name: 'Start Matching' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
  });
});

/** Fills in every onboarding step's required fields; the gates then hold without the wizard's last call. */
async function fillOnboardingByApi(email: string) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseURL}/api/v1${path}`, {
      method: path === '/auth/login' ? 'POST' : 'PATCH',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = (await (await post('/auth/login', { email, password: E2E_PASSWORD })).json()) as {
    token: string;
    user: { id: string };
  };
  const response = await post(
    `/profiles/${login.user.id}`,
    {
      bio: 'Weekend hiker, coffee lover and bookworm.',
      interests: ['Hiking', 'Coffee', 'Reading'],
      questions: [
        { question: 'My ideal weekend includes...', answer: 'A long hike.' },
        { question: 'I value most in a relationship...', answer: 'Honesty.' },
        { question: 'A random fact about me...', answer: 'I juggle.' },
      ],
    },
    login.token,
  );
  if (!response.ok) throw new Error(`PATCH profile: ${response.status} ${await response.text()}`);
}
