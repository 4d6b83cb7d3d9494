import { offlinePaymentMessages } from '../../../server/src/ports/payments.ts';
import { portalPurchaseMessages } from '@piiq/domain/portal-purchase';
import { appointmentUrl } from '../../src/features/appointments/urls.ts';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** The fixture client of the buying salon (e2e/support/seed-fixtures.ts), with three products recommended and nothing bought. */
const BUYER = 'buyer.bea.e701@clients.piiq.test';
const salon = fixtureSalons.portalBuying;
const appointmentId = salon.appointments[0].id;

// The portal is designed for a phone first (docs/product-rules.md, Look and feel).
test.use({ viewport: { width: 390, height: 844 } });

test('a client buys recommended products for pickup after the visit, and the salon sees the order live', async ({
  page,
  browser,
}, testInfo) => {
  // Two browser contexts, each loading its screens cold, and a declined payment before the paid one:
  // three times the configured test time.
  test.slow();
  // The salon's owner watches the appointment in another browser context, as the product's live screens do.
  const baseURL = testInfo.project.use.baseURL;
  const owner = await browser.newContext(baseURL ? { baseURL, viewport: { width: 1280, height: 800 } } : {});
  try {
    const admin = await owner.newPage();
    await signInByApi(admin.request, fixtureUsers.portalBuying.email, DEMO_PASSWORD);
    await admin.goto(appointmentUrl(salon.id, appointmentId));
    const orderSection = admin.getByRole('region', { name: 'Order', exact: true });
    // The first admin screen of a fresh context loads the shell and the appointments screen's chunks.
    await expect(orderSection.getByText('N/A: nothing was put in the cart in this session.')).toBeVisible(ROUND_TRIP);

    const portal = new PortalPage(page);
    await portal.goto();
    await portal.signIn(BUYER, DEMO_PASSWORD);
    await expect(portal.appointmentsHeading).toBeVisible();
    await portal.appointmentLinks().first().click();
    await expect(portal.detailsHeading).toBeVisible();

    const recommended = page.getByRole('region', { name: 'Recommended products' });
    const buying = page.getByRole('region', { name: 'Buy your selection' });
    await expect(
      buying.getByText('Select the products you would like above, then choose how to get them and pay here.'),
    ).toBeVisible();
    await recommended.getByRole('button', { name: 'Select', exact: true }).first().click();
    await recommended.getByRole('button', { name: 'Select', exact: true }).first().click();
    await expect(recommended.getByRole('button', { name: 'Selected', exact: true })).toHaveCount(2);

    const form = buying.getByRole('form', { name: 'Buy your selection' });
    const lines = form.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await lines.first().getByLabel('Quantity', { exact: true }).selectOption('2');
    await expect(form.getByRole('radio', { name: 'Pick up at the salon' })).toBeChecked();

    // Delivery needs an address, checked by the signup's address rule; pickup does not.
    await form.getByRole('radio', { name: 'Delivered to your home' }).check();
    const total = form.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ });
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiry date').fill('12/40');
    await form.getByLabel('CVC').fill('123');
    await total.click();
    await expect(form.getByText('* Address line 1 required')).toBeVisible();
    await form.getByRole('radio', { name: 'Pick up at the salon' }).check();
    await expectNoSeriousAxeViolations(page, 'the portal buying form');

    // A declined card: nothing is placed, what was typed stays, and the message says what happened.
    await total.click();
    await expect(form.getByRole('alert')).toHaveText(
      `${offlinePaymentMessages.declined} ${portalPurchaseMessages.notCharged}`,
    );
    await expect(lines.first().getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await expect(orderSection.getByText('N/A: nothing was put in the cart in this session.')).toBeVisible();

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await total.click();
    const order = page.getByRole('region', { name: 'Your order' });
    await expect(order.getByText(/^Thank you! Your order \d+ is paid, and the salon has it\.$/)).toBeVisible();
    await expect(order.getByText('Pick up at the salon')).toBeVisible();
    await expect(order.getByText('Status: Ready for you at the salon')).toBeVisible();
    const orderNumber = (await order.getByText(/^Order number: \d+$/).innerText()).replace('Order number: ', '');
    await expect(page.getByRole('region', { name: 'Buy your selection' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'the portal order after paying');

    // The owner's open record shows it without a reload, and the Orders page lists it.
    await expect(orderSection.getByText('Ready to hand over', { exact: true })).toBeVisible(ROUND_TRIP);
    await admin.goto(ordersUrl(salon.id));
    const table = admin.getByRole('table', { name: 'Support Your Salon Orders' });
    await expect(table.getByRole('row').filter({ hasText: orderNumber })).toContainText(BUYER, ROUND_TRIP);
    await expectNoSeriousAxeViolations(admin, 'the orders list with the portal order');
  } finally {
    await owner.close();
  }
});
