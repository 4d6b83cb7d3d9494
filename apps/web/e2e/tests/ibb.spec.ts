import { IBB_MODULES } from '@piiq/domain/ibb';
import { IbbPage } from '../pages/ibb-page.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, fromMailbox, salonIdByName, test } from '../support/test.ts';
import { expectVideoPlaysWithCaptions } from '../support/videos.ts';

const IBB_LINK = /(\/ibb\?pass=\S+)/;

/** Ticks each to-do of the lesson shown; each is saved before the next. */
async function tickEveryTodo(ibb: IbbPage): Promise<void> {
  const count = await ibb.todos().count();
  for (let i = 0; i < count; i++) {
    await ibb.todos().nth(i).click();
    await expect(ibb.todos().nth(i)).toBeChecked();
  }
}

test.describe('IBB for a guest', () => {
  test('logs in by an emailed link, finishes module 1 lesson by lesson, and sees its COMPLETE badge and module 2 open', async ({
    page,
  }) => {
    // A journey of several screens and sessions: three times the configured test time.
    test.slow();
    const email = `ibb-guest-${Date.now()}@piiq.test`;
    const ibb = new IbbPage(page);
    await ibb.goto();
    await expect(ibb.heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Like what you see?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register your salon' })).toHaveAttribute('href', '/register');
    // A guest without a link: the first module is open, and nothing can be ticked.
    await expect(ibb.module(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(ibb.module(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(ibb.module(1)).toContainText(/\d+ videos \(\d+ minutes total\)/);
    await expectNoSeriousAxeViolations(page, 'the IBB list for a guest');

    // Typing an email sends a link; the progress shows once it is opened.
    const sentAt = new Date();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await ibb.button('Log in').click();
    await expect(page.getByText(`We emailed a link to ${email}.`)).toBeVisible();
    const link = await fromMailbox(page.request, email, sentAt, IBB_LINK, 'an IBB link');
    await page.goto(link);
    await expect(page.getByText(`Currently logged in as ${email}.`)).toBeVisible();
    await expect(page).not.toHaveURL(/pass=/);

    const lessons = await ibb.lessonsOf(1).getByRole('listitem').count();
    await ibb.lessonLink(1, 1).click();
    for (let lesson = 1; lesson <= lessons; lesson++) {
      await expect(page.getByText(`MODULE 1 - LESSON ${lesson}`, { exact: true })).toBeVisible();
      // The next button shows only once every to-do is ticked.
      await expect(ibb.button('GO TO NEXT SESSION')).toBeHidden();
      await tickEveryTodo(ibb);
      if (lesson === 1) await expectNoSeriousAxeViolations(page, 'an IBB lesson');
      await ibb.button('GO TO NEXT SESSION').click();
    }
    await expect(page.getByText('MODULE 2 - LESSON 1', { exact: true })).toBeVisible();

    // BACK returns to the list at the lesson's module; module 1 is complete and its lessons watched.
    await page.getByRole('link', { name: 'BACK' }).click();
    await expect(ibb.heading).toBeVisible();
    await expect(ibb.module(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(ibb.module(1)).toContainText('COMPLETE');
    await expect(ibb.module(2)).not.toContainText('COMPLETE');
    // Arriving afresh, the module after the last complete one is open.
    await page.reload();
    await expect(ibb.module(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(ibb.module(1)).toHaveAttribute('aria-expanded', 'false');
    await ibb.module(1).click();
    await expect(ibb.lessonLink(1, 1)).toHaveText('Watch again');
  });

  test('the last lesson ends with FINISH, which returns to the list; Not you? forgets the email', async ({ page }) => {
    const email = `ibb-finish-${Date.now()}@piiq.test`;
    const last = IBB_MODULES.length;
    const ibb = new IbbPage(page);
    const sentAt = new Date();
    await ibb.goto();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await ibb.button('Log in').click();
    await page.goto(await fromMailbox(page.request, email, sentAt, IBB_LINK, 'an IBB link'));
    await expect(page.getByText(`Currently logged in as ${email}.`)).toBeVisible();

    await ibb.module(last).click();
    const lastLesson = await ibb.lessonsOf(last).getByRole('listitem').count();
    await ibb.lessonLink(last, lastLesson).click();
    await expect(page.getByText(`MODULE ${last} - LESSON ${lastLesson}`, { exact: true })).toBeVisible();
    await tickEveryTodo(ibb);
    await expect(ibb.button('GO TO NEXT SESSION')).toBeHidden();
    await ibb.button('FINISH').click();
    await expect(ibb.heading).toBeVisible();
    await expect(ibb.module(last)).toHaveAttribute('aria-expanded', 'true');
    await expect(ibb.module(last)).toContainText('COMPLETE');

    await ibb.button('Not you? Click here').click();
    await expect(page.getByRole('heading', { name: 'Like what you see?' })).toBeVisible();
    await expect(page.getByText(/Currently logged in as/)).toBeHidden();
  });
});

test.describe('IBB in the salon', () => {
  test('the admin learns as themselves and invites a colleague, whose email carries the link', async ({
    ownerPage,
  }) => {
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const ibb = new IbbPage(ownerPage);
    await ibb.goto(salonId);
    await expect(ibb.heading).toBeVisible();
    await expect(ownerPage.getByText(`Currently logged in as ${demoOwner.email}.`)).toBeVisible();
    await expect(ownerPage.getByRole('heading', { name: 'Like what you see?' })).toBeHidden();

    const invitee = `ibb-invitee-${Date.now()}@piiq.test`;
    const invite = ownerPage.getByLabel('Email to invite');
    await invite.fill('not-an-email');
    await ibb.button('Invite').click();
    await expect(ownerPage.getByText('Your email is an invalid format')).toBeVisible();
    const sentAt = new Date();
    await invite.fill(invitee);
    await ibb.button('Invite').click();
    await expect(ownerPage.getByText('Invite successfully sent.')).toBeVisible();
    expect(await fromMailbox(ownerPage.request, invitee, sentAt, IBB_LINK, 'an IBB invite')).toMatch(/^\/ibb\?pass=/);
    // The address is remembered for the next visit.
    await ownerPage.reload();
    await expect(ownerPage.getByLabel('Email to invite')).toHaveValue(invitee);
    await expectNoSeriousAxeViolations(ownerPage, 'the IBB list in the salon');
  });

  test('a lesson’s video plays from the server with its captions, with nothing from the internet', async ({
    ownerPage,
  }) => {
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const ibb = new IbbPage(ownerPage);
    await ibb.goto(salonId);
    await ibb.module(3).click();
    // A <video> element asks for the file by byte ranges, which the server answers as such.
    const fetched = ownerPage.waitForResponse((response) =>
      response.url().endsWith('/videos/recommending-and-rebooking.mp4'),
    );
    await ibb.lessonLink(3, 1).click();
    await expect(ownerPage.getByText('MODULE 3 - LESSON 1', { exact: true })).toBeVisible();
    // Building a retail routine: the walkthrough of recommending and the cart.
    await expectVideoPlaysWithCaptions(ownerPage.locator('video'), 'recommending-and-rebooking', 'the lesson’s video');
    expect((await fetched).status()).toBe(206);
  });

  test('an unknown lesson is Not found, with the way back', async ({ ownerPage }) => {
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    await ownerPage.goto(`/${salonId}/ibb/00000000-0000-4000-8000-000000000000`);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', `/${salonId}/ibb`);
  });
});
