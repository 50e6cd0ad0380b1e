import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMERGENCY_CONTACT_MESSAGES, EMERGENCY_CONTACT_TEXTS } from '@kindred/contract/emergency-contacts';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { checkAndShoot } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Decision 102: a member adds an emergency contact in Settings; the contact confirms from the
// e-mail's link (here read from the dev outbox); Settings then shows them as confirmed.

const baseURL = workerServerURL();
const pages: Page[] = [];
const member = { email: uniqueEmail('emergency-nora'), name: 'Nora' };
const friend = { name: 'Maya Chen', email: uniqueEmail('emergency-maya') };
const sister = { name: 'Ruth', email: uniqueEmail('emergency-ruth') };

async function signedInPage(viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, member.email);
  pages.push(page);
  return page;
}

/** The path of the newest confirmation link e-mailed to `to` (the server's PUBLIC_URL dropped). */
async function confirmationPathFor(to: string): Promise<string | undefined> {
  const response = await fetch(`${baseURL}/api/v1/dev/outbox`);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  const mail = data.find((sent) => sent.to === to);
  const link = mail && new RegExp(`${ROUTES.emergencyContactConfirm}\\?token=[\\w-]+`).exec(mail.text);
  return link?.[0];
}

beforeAll(async () => {
  await registerByApi(baseURL, member.email, pngDataUrl(320, 400), {
    onboarded: true,
    profile: { name: member.name },
  });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('emergency contacts', () => {
  it('are added in Settings, confirmed from the e-mail, and shown as confirmed', async () => {
    const page = await signedInPage(MOBILE);
    await page.goto(ROUTES.safety);
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.safety }).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Emergency contacts/ })
      .click();
    await page.waitForURL((url) => url.pathname === ROUTES.settings && url.hash === '#emergency-contacts');
    const card = page.getByRole('region', { name: EMERGENCY_CONTACT_TEXTS.title });
    await card.getByText(EMERGENCY_CONTACT_TEXTS.empty).waitFor();
    // The Safety Center's link brings the section into view.
    await expect.poll(() => card.evaluate((element) => element.getBoundingClientRect().top < innerHeight)).toBe(true);

    const name = card.getByLabel(EMERGENCY_CONTACT_TEXTS.nameLabel);
    const email = card.getByLabel(EMERGENCY_CONTACT_TEXTS.emailLabel);
    const add = card.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.add });
    await add.click();
    await card.getByText(EMERGENCY_CONTACT_MESSAGES.nameRequired).waitFor();
    for (const contact of [friend, sister]) {
      await name.fill(contact.name);
      await email.fill(contact.email);
      await add.click();
      await card.getByText(EMERGENCY_CONTACT_TEXTS.sent(contact.name)).waitFor();
    }
    const row = (contact: { name: string }) => card.getByRole('listitem').filter({ hasText: contact.name });
    await row(friend).getByText(EMERGENCY_CONTACT_TEXTS.waiting).waitFor();

    await expect.poll(() => confirmationPathFor(friend.email)).toBeTruthy();
    const link = (await confirmationPathFor(friend.email))!;
    const contactPage = await newPage(MOBILE, baseURL);
    pages.push(contactPage);
    await contactPage.goto(link);
    await contactPage.getByRole('heading', { level: 1, name: EMERGENCY_CONTACT_TEXTS.confirmTitle }).waitFor();
    await contactPage.getByText(EMERGENCY_CONTACT_TEXTS.confirmIntro).waitFor();
    await checkAndShoot(contactPage, 'emergency-contact-confirm');
    await contactPage.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.confirmButton }).click();
    await contactPage.getByText(EMERGENCY_CONTACT_MESSAGES.confirmed).waitFor();
    await checkAndShoot(contactPage, 'emergency-contact-confirmed');

    // The same link again: used, and the page says so.
    await contactPage.reload();
    await contactPage.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.confirmButton }).click();
    await contactPage.getByText(EMERGENCY_CONTACT_MESSAGES.linkInvalid).waitFor();
    await checkAndShoot(contactPage, 'emergency-contact-link-used');

    await page.reload();
    await row(friend).getByText(EMERGENCY_CONTACT_TEXTS.confirmed, { exact: true }).waitFor();
    await row(sister).getByText(EMERGENCY_CONTACT_TEXTS.waiting).waitFor();
    await checkAndShoot(page, 'emergency-contacts-settings');

    const desktop = await signedInPage(DESKTOP);
    await desktop.goto(ROUTES.emergencyContacts);
    const desktopCard = desktop.getByRole('region', { name: EMERGENCY_CONTACT_TEXTS.title });
    await desktopCard.getByText(friend.email).waitFor();
    await checkAndShoot(desktop, 'emergency-contacts-settings');
    const desktopContact = await newPage(DESKTOP, baseURL);
    pages.push(desktopContact);
    await desktopContact.goto((await confirmationPathFor(sister.email))!);
    await desktopContact.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.confirmButton }).waitFor();
    await checkAndShoot(desktopContact, 'emergency-contact-confirm');

    const token = await tokenByApi(baseURL, member.email);
    const { contacts } = (await callAsMember(baseURL, token, 'GET', '/safety/emergency-contacts')) as {
      contacts: { name: string; confirmed: boolean }[];
    };
    expect(contacts.map((contact) => [contact.name, contact.confirmed])).toEqual([
      [friend.name, true],
      [sister.name, false],
    ]);
  });
});
