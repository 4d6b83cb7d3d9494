import type { BrowserContext } from '@playwright/test';
import { appointmentUrl } from '../../src/features/appointments/urls.ts';
import { portalRecordUrl } from '../../src/features/portal/urls.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers, NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, graphqlCall, mirrorCall, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

const salon = fixtureSalons.colourRecord;
const PHONE = { width: 390, height: 844 };
const MIRROR_SCREEN = { width: 1080, height: 1920 };
const TOUCH_PX = 56;

const LAST_FORMULA = {
  bowls: [
    {
      products: [{ name: 'Koleston Perfect', shade: '6/0', amount: 30, unit: 'g' }],
      developerVolume: 20,
      developerAmount: 45,
      appliedTo: 'Roots',
      processingMinutes: 35,
      note: 'Regrowth 2 cm',
    },
  ],
};

interface SessionCreated {
  createMirrorSession: { id: string; appointment: { id: string } };
}

test('a returning client at the mirror: allergies first, the last formula and colour, the patch-test warning acknowledged, today’s formula from the last, consent signed on the phone shown live', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers (the mirror, the client's phone), a first visit made by the device API: several minutes on a busy machine.
  test.slow();
  const baseURL = testInfo.project.use.baseURL;
  const withBase = baseURL ? { baseURL } : {};
  await signInByApi(page.request, fixtureUsers.colourRecord.email, DEMO_PASSWORD);
  const pairingCode = async () =>
    (
      await graphqlCall<{ createMirrorPairingCode: { code: string } }>(
        page.request,
        'mutation ($salonId: ID!) { createMirrorPairingCode(salonId: $salonId) { code } }',
        { salonId: salon.id },
      )
    ).createMirrorPairingCode.code;
  const contexts: BrowserContext[] = [];
  try {
    // The first visit, by the device API a hardware mirror calls: the client signs up on their phone,
    // the stylist confirms level 6 warm; the salon then keeps the formula mixed and an allergy.
    const device = await browser.newContext(withBase);
    contexts.push(device);
    const { pairMirror } = await graphqlCall<{ pairMirror: { credential: string } }>(
      device.request,
      'mutation ($code: String!) { pairMirror(code: $code, name: "First visit chair") { credential } }',
      { code: await pairingCode() },
    );
    const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
      mirrorCall<T>(device.request, pairMirror.credential, query, variables);
    const { mirror } = await call<{ mirror: { stylists: Array<{ id: string }> } }>('{ mirror { stylists { id } } }');
    const first = (
      await call<SessionCreated>(
        'mutation ($staffId: ID!) { createMirrorSession(staffId: $staffId) { id appointment { id } } }',
        { staffId: mirror.stylists[0]?.id },
      )
    ).createMirrorSession;
    const phone = await browser.newContext({ viewport: PHONE, ...withBase });
    contexts.push(phone);
    const portal = new PortalPage(await phone.newPage());
    await portal.goto(first.id);
    const email = `colour-record-${Date.now()}@piiq.test`;
    await portal.enterEmail(email);
    await portal.firstName.fill('Cleo');
    await portal.password.fill(NEW_PASSWORD);
    await portal.signUpButton.click();
    await expect(portal.page.getByRole('heading', { name: "You're all set" })).toBeVisible(ROUND_TRIP);
    await call(
      'mutation ($sessionId: ID!, $input: HairAnalysisInput!) { recordHairAnalysis(sessionId: $sessionId, input: $input) { id } }',
      {
        sessionId: first.id,
        input: { scalpConcerns: [], hairColour: { level: 6, tone: 'warm', greyShare: 10 } },
      },
    );
    await call('mutation ($sessionId: ID!) { endMirrorSession(sessionId: $sessionId) { id } }', {
      sessionId: first.id,
    });
    await graphqlCall(
      page.request,
      'mutation ($salonId: ID!, $appointmentId: ID!, $formula: ColourFormulaInput!) { recordColourFormula(salonId: $salonId, appointmentId: $appointmentId, formula: $formula) { id } }',
      { salonId: salon.id, appointmentId: first.appointment.id, formula: LAST_FORMULA },
    );
    const { salon: found } = await graphqlCall<{ salon: { appointment: { clientId: string | null } } }>(
      page.request,
      'query ($salonId: ID!, $id: ID!) { salon(id: $salonId) { appointment(id: $id) { clientId } } }',
      { salonId: salon.id, id: first.appointment.id },
    );
    const clientId = found.appointment.clientId ?? '';
    await graphqlCall(
      page.request,
      'mutation ($salonId: ID!, $clientId: ID!) { addClientAllergy(salonId: $salonId, clientId: $clientId, text: "Ammonia: itchy scalp") { id } }',
      { salonId: salon.id, clientId },
    );

    // Today's visit, on the web mirror: the same client joins from the phone they are signed in on.
    const mirrorContext = await browser.newContext({ viewport: { width: 768, height: 1024 }, ...withBase });
    contexts.push(mirrorContext);
    const webMirror = new MirrorPage(await mirrorContext.newPage());
    await webMirror.startConsultationAsFirstStylist(await pairingCode(), `Colour record mirror ${Date.now()}`);
    await expect(webMirror.sessionCode).toHaveText(/^[A-Z0-9]{6}$/, ROUND_TRIP);
    const { sessionId } = await webMirror.saved();
    await portal.goto(sessionId);
    await expect(portal.page.getByRole('heading', { name: "You're all set" })).toBeVisible(ROUND_TRIP);
    await expect(webMirror.page.getByRole('heading', { name: 'Welcome, Cleo' })).toBeVisible(ROUND_TRIP);
    await webMirror.button('Begin consultation').click();

    // Allergies come first, above every step.
    const allergies = webMirror.page.getByRole('region', { name: 'Allergies and sensitivities' });
    await expect(allergies).toContainText('Ammonia: itchy scalp');
    await expect(webMirror.stepHeading('Photos')).toBeVisible();
    await webMirror.button('Next').click();
    await expect(webMirror.stepHeading('Analysis')).toBeVisible();
    await expect(allergies).toBeVisible();
    await webMirror.page.getByRole('group', { name: 'Level' }).getByRole('button', { name: '7 Medium blonde' }).click();
    await webMirror.button('Neutral').click();
    await webMirror.button('Save analysis').click();

    // The Treatment step: a colour service without a patch test warns, and going ahead is recorded.
    await expect(webMirror.stepHeading('Treatment')).toBeVisible(ROUND_TRIP);
    await webMirror.page.getByRole('switch', { name: 'Colour service today' }).click();
    const warning = webMirror.page.getByRole('dialog', { name: 'Patch test' });
    await expect(warning).toContainText('No patch test is on record.');
    await expectNoSeriousAxeViolations(webMirror.page, 'the mirror’s patch-test warning');
    await warning.getByRole('button', { name: 'Acknowledge and go ahead' }).click();
    await expect(warning).toBeHidden(ROUND_TRIP);
    await expect(webMirror.page.getByRole('switch', { name: 'Colour service today' })).toBeChecked();

    // The last visit's colour and formula beside today's; one tap starts today's from it.
    const formula = webMirror.page.getByRole('region', { name: 'Colour formula' });
    await expect(formula).toContainText('Today: Level 7 (Medium blonde)');
    await expect(formula).toContainText(
      'Level 6 (Dark blonde), warm, 10% grey, formula 6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
    );
    await formula.getByRole('button', { name: 'Start from last formula' }).click();
    const bowl = formula.getByRole('group', { name: 'Bowl 1' });
    await expect(bowl.getByLabel('Product', { exact: true })).toHaveValue('Koleston Perfect');
    await bowl.getByLabel('Shade', { exact: true }).fill('7/0');
    await bowl.getByLabel('Amount', { exact: true }).fill('35');
    await webMirror.page.setViewportSize(MIRROR_SCREEN);
    expect(await webMirror.targetsUnder(TOUCH_PX), 'the treatment step’s colour formula at 1080 px').toEqual([]);
    expect(await webMirror.sideScroll()).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(webMirror.page, 'the mirror’s colour formula');
    await formula.getByRole('button', { name: 'Save formula' }).click();
    await expect(formula.getByRole('status')).toHaveText('Formula saved.', ROUND_TRIP);

    // The salon's record of the visit holds what the mirror kept.
    const appointmentId = await webMirror.appointmentId();
    const { salon: kept } = await graphqlCall<{
      salon: {
        appointment: {
          colourService: boolean;
          colourFormula: { summary: string; recordedBy: string } | null;
          patchTestAcknowledgements: Array<{ standing: string; acknowledgedBy: string }>;
        };
      };
    }>(
      page.request,
      'query ($salonId: ID!, $id: ID!) { salon(id: $salonId) { appointment(id: $id) { colourService colourFormula { summary recordedBy } patchTestAcknowledgements { standing acknowledgedBy } } } }',
      { salonId: salon.id, id: appointmentId },
    );
    expect(kept.appointment).toEqual({
      colourService: true,
      colourFormula: {
        summary: '7/0 Koleston Perfect 35 g + 20 vol (6%) 45 ml · Roots · 35 min',
        recordedBy: 'Cara Colour',
      },
      patchTestAcknowledgements: [{ standing: 'none', acknowledgedBy: 'Cara Colour' }],
    });

    // The salon's record of the visit, open on the admin's screen while the client signs the form on
    // their phone: it shows the signature without a reload.
    await page.goto(appointmentUrl(salon.id, appointmentId));
    const record = page.getByRole('dialog');
    await expect(record.getByRole('region', { name: 'Colour formula' })).toContainText(
      '7/0 Koleston Perfect 35 g + 20 vol (6%) 45 ml · Roots · 35 min',
    );
    const consent = record.getByRole('region', { name: 'Consent' });
    await expect(consent).toContainText('Not signed yet.');
    await portal.page.goto(portalRecordUrl(salon.id, appointmentId, null));
    await portal.answer('photosAllowed', 'Yes').check();
    await portal.answer('reactedBefore', 'Yes').check();
    await portal.drawSignature();
    await portal.signButton.click();
    await expect(portal.signedThanks).toBeVisible(ROUND_TRIP);
    // The mirror, still on the Treatment step, hears of the signature without anyone touching it.
    await expect(
      webMirror.page.getByText('The client signed the salon’s current consultation and consent form.'),
    ).toBeVisible(ROUND_TRIP);
    await expect(consent).toContainText(
      /Signed the current form \(version 1\) on .+, on the portal\.Photos may be kept and shownHas reacted to hair colour or a patch test before/,
      ROUND_TRIP,
    );
  } finally {
    for (const context of contexts) await context.close();
  }
});
