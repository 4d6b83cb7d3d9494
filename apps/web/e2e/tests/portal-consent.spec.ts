import { consentMessages } from '@piiq/domain/consent-forms';
import { phoneMessages } from '@piiq/domain/phone';
import { portalRecordUrl, portalUrl } from '../../src/features/portal/urls.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, demoOwner } from '../support/fixture-data.ts';
import { expectNoSidewaysScroll, PHONE } from '../support/small-screen.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  graphqlCall,
  salonIdByName,
  signInByApi,
  test,
} from '../support/test.ts';

/** The demo seed's salon client (README), with appointments at Bondi Beach Hair Studio. */
const DEMO_CLIENT = 'client@piiq.demo';

// The portal is designed for a phone first (docs/product-rules.md, Look and feel).
test.use({ viewport: PHONE });

test.describe('the portal’s consent and allergies', () => {
  test('the demo client opens the page from a visit, signs the salon’s form with the mouse and is thanked', async ({
    page,
  }) => {
    await signInByApi(page.request, DEMO_CLIENT, DEMO_PASSWORD);
    const portal = new PortalPage(page);
    await page.goto(portalUrl('appointments', null));
    await portal.openRecordFromVisit();
    await expect(page).toHaveURL(/\/portal\/salons\/[0-9a-f-]{36}\/record\?appointmentId=[0-9a-f-]{36}$/);
    // Signed before or not, the client reads where they stand with the form.
    await expect(
      portal
        .standing('You signed the current form.')
        .or(portal.standing('The salon changed its form: please read it and sign again.'))
        .or(portal.standing('You have not signed this salon’s form yet.')),
    ).toBeVisible();
    // A finger drawing in the box does not scroll the page.
    await expect(portal.signaturePad).toHaveCSS('touch-action', 'none');

    await portal.signButton.click();
    await expect(page.getByText(consentMessages.photosAnswerRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(consentMessages.reactionAnswerRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(consentMessages.signatureRequired, { exact: true })).toBeVisible();

    await portal.answer('photosAllowed', 'Yes').check();
    await portal.answer('reactedBefore', 'No').check();
    await portal.drawSignature();
    await expect(portal.signatureInk()).toHaveAttribute('d', /^M\d+ \d+( L\d+ \d+){3,}$/);
    await expect(portal.clearSignature).toBeEnabled();
    await portal.signButton.click();
    await expect(portal.signedThanks).toBeVisible();
    await expect(portal.standing('You signed the current form.')).toBeVisible();
    await expect(portal.signatureInk()).toHaveCount(0);

    await expectNoSidewaysScroll(page, 'consent and allergies');
    await expectNoSeriousAxeViolations(page, 'consent and allergies');
  });

  test('the client adds and removes an entry of their own; the salon’s entry has no Remove', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const signIn = await signInByApi(page.request, DEMO_CLIENT, DEMO_PASSWORD);
    const clientId = signIn.user?.id;
    if (!clientId) throw new Error('The demo client could not sign in');
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    const owner = await playwright.request.newContext(baseURL ? { baseURL } : {});
    await signInByApi(owner, demoOwner.email, demoOwner.password);
    const salonEntry = `E2E salon entry ${testInfo.retry}-${Date.now()}`;
    const { addClientAllergy } = await graphqlCall<{ addClientAllergy: { id: string } }>(
      owner,
      'mutation ($salonId: ID!, $clientId: ID!, $text: String!) { addClientAllergy(salonId: $salonId, clientId: $clientId, text: $text) { id } }',
      { salonId, clientId, text: salonEntry },
    );
    try {
      const portal = new PortalPage(page);
      await page.goto(portalRecordUrl(salonId, null, null));
      await expect(portal.recordHeading).toBeVisible();
      await expect(portal.allergy(salonEntry)).toContainText('Recorded by the salon');
      await expect(portal.allergy(salonEntry).getByRole('button')).toHaveCount(0);

      const own = `E2E sensitivity ${testInfo.retry}-${Date.now()}`;
      await portal.allergyInput.fill(own);
      await portal.addAllergyButton.click();
      await expect(portal.allergy(own)).toBeVisible();
      await expect(portal.allergyInput).toHaveValue('');
      await page.reload();
      await expect(portal.allergy(own)).toBeVisible();
      await portal.removeAllergy(own).click();
      await expect(portal.allergy(own)).toHaveCount(0);
      await page.reload();
      await expect(portal.allergy(salonEntry)).toBeVisible();
      await expect(portal.allergy(own)).toHaveCount(0);
    } finally {
      await graphqlCall(
        owner,
        'mutation ($salonId: ID!, $id: ID!) { removeClientAllergy(salonId: $salonId, id: $id) { id } }',
        { salonId, id: addClientAllergy.id },
      );
      await owner.dispose();
    }
  });

  test('the client saves their phone by the phone rules, and it stays', async ({ page }) => {
    await signInByApi(page.request, DEMO_CLIENT, DEMO_PASSWORD);
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    const portal = new PortalPage(page);
    await page.goto(portalRecordUrl(salonId, null, null));
    await expect(portal.recordHeading).toBeVisible();
    const before = await portal.phone.inputValue();
    try {
      await portal.phone.fill('12');
      await portal.savePhoneButton.click();
      await expect(page.getByText(phoneMessages.invalid, { exact: true })).toBeVisible();

      await portal.phone.fill('0412 345 678');
      await portal.savePhoneButton.click();
      await expect(portal.section('Your phone').getByText('Saved successfully.', { exact: true })).toBeVisible();
      await page.reload();
      await expect(portal.phone).toHaveValue('0412 345 678');
    } finally {
      // The demo client's number is left as the test found it.
      await portal.phone.fill(before);
      await portal.savePhoneButton.click();
      await expect(portal.section('Your phone').getByText('Saved successfully.', { exact: true })).toBeVisible();
    }
  });
});
