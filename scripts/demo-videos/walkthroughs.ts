/**
 * The walkthroughs the demo's videos film: the real screens on the demo data, in the order a new
 * salon meets them. Each step says its caption, then does what the caption says. A consultation is
 * filmed once and cut into three videos, each taking the steps it teaches.
 */
import type { Locator, Page } from '@playwright/test';
import type { ShippedVideo } from '@piiq/domain/videos';
import { AdminShell, type MENU_ITEMS } from '../../apps/web/e2e/pages/admin-shell.ts';
import { AppointmentsPage } from '../../apps/web/e2e/pages/appointments-page.ts';
import { DashboardPage } from '../../apps/web/e2e/pages/dashboard-page.ts';
import { IbbPage } from '../../apps/web/e2e/pages/ibb-page.ts';
import { MirrorPage } from '../../apps/web/e2e/pages/mirror-page.ts';
import { MirrorsSection } from '../../apps/web/e2e/pages/mirrors-section.ts';
import { OrdersPage } from '../../apps/web/e2e/pages/orders-page.ts';
import { PortalPage } from '../../apps/web/e2e/pages/portal-page.ts';
import { ProductsPage } from '../../apps/web/e2e/pages/products-page.ts';
import { SettingsPage } from '../../apps/web/e2e/pages/settings-page.ts';
import { WeeklyPage } from '../../apps/web/e2e/pages/weekly-page.ts';
import { NEW_PASSWORD } from '../../apps/web/e2e/support/fixture-data.ts';
import type { Film } from './film.ts';

/** The screens a walkthrough films, each in a browser context of its own, and the demo salon they show. */
export interface Cast {
  /** The owner's laptop, signed in. */
  admin: Page;
  /** The web mirror on a portrait tablet, not yet paired. */
  mirror: Page;
  /** The client's phone, signed out. */
  phone: Page;
  salonId: string;
  salonName: string;
}

/** How long a wait for the server (a live event, the hair-colour measure's first run) may take. */
const SLOW = { timeout: 60_000 };

const CLIENT = 'Maya';
const MIRROR_NAME = 'Front chair';
const NEW_STYLIST = 'Zoe Carter';

/** A side menu item, tapped, and the page it opens. */
async function openFromMenu(film: Film, cast: Cast, item: (typeof MENU_ITEMS)[number], heading: Locator) {
  await film.tap(cast.admin, new AdminShell(cast.admin).menuItem(item), () => heading.waitFor(SLOW));
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function welcome(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  const dashboard = new DashboardPage(admin);
  await dashboard.goto(cast.salonId);
  await dashboard.kpis.waitFor(SLOW);
  await film.title();

  film.say('The side menu holds it all: your week, the dashboard, appointments, clients, orders and training.');
  await film.show(admin, admin.getByRole('navigation', { name: 'Main menu' }));

  film.say('Until your salon has a mirror, the dashboard offers a pairing code. Pair your mirror shows how.');
  await film.show(admin, dashboard.pairYourMirror);

  const appointments = new AppointmentsPage(admin);
  film.say('Appointments lists every consultation, newest first.');
  await openFromMenu(film, cast, 'Appointments', appointments.heading);
  await appointments.rows().first().waitFor(SLOW);
  await film.show(admin);

  film.say('Open one for its record: the photos, the hair analysis, the products recommended and the order.');
  await film.tap(admin, appointments.rows().first().getByRole('link').first(), () =>
    appointments.record.getByRole('region', { name: 'Notes' }).waitFor(SLOW),
  );
  await appointments.record.getByRole('button', { name: 'Close records' }).click();

  film.say('Clients keeps each client’s visits, so you can compare their hair over time.');
  await openFromMenu(film, cast, 'Clients', h1(admin, 'Client records'));

  film.say('Orders holds what clients bought at the mirror or in their portal, to hand over or to ship.');
  await openFromMenu(film, cast, 'Orders', new OrdersPage(admin).heading);

  film.say('IBB, the Instant Business Booster, is 21 short lessons for you and your team.');
  await openFromMenu(film, cast, 'IBB', new IbbPage(admin).heading);

  film.say('The academy has videos on consultations, colour, curls and retail.');
  await openFromMenu(film, cast, 'Academy', h1(admin, 'PIIQ ACADEMY'));

  film.say('Settings is where you pair mirrors, add your team and choose your brands.');
  await openFromMenu(film, cast, 'Settings', new SettingsPage(admin).heading('salon'));

  film.say('Help and resources has these videos, the start-up guide and how to reach support.');
  await openFromMenu(film, cast, 'Resources', h1(admin, 'Help and resources'));
}

async function pairYourMirror(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  const dashboard = new DashboardPage(admin);
  const mirrors = new MirrorsSection(admin);
  const mirror = new MirrorPage(cast.mirror);
  await dashboard.goto(cast.salonId);
  await dashboard.pairYourMirror.waitFor(SLOW);
  await mirror.goto();
  await mirror.pairButton.waitFor(SLOW);
  await film.title();

  film.say('On the dashboard, Pair your mirror asks for a code: tap Get a pairing code.');
  await film.tap(admin, dashboard.getPairingCode, () => mirrors.code.waitFor(SLOW));

  film.say('Settings shows the code. It works once, within 10 minutes.');
  await film.show(admin, mirrors.code);

  film.say('No smart mirror yet? The web mirror runs in a tablet’s browser, at the address beside the code.');
  await film.show(admin, mirrors.webMirrorLink);

  film.say('On the mirror, type the code and a name your team will know it by.');
  await film.show(cast.mirror);
  await film.type(cast.mirror, mirror.pairingCode, (await mirrors.code.textContent()) ?? '');
  await film.type(cast.mirror, mirror.mirrorName, MIRROR_NAME);

  film.say('Tap Pair this mirror. When it shows your salon’s name, it is paired.');
  await film.tap(cast.mirror, mirror.pairButton, () => h1(cast.mirror, cast.salonName).waitFor(SLOW));

  film.say('Settings lists it under Paired mirrors, where you can rename it, or unpair it when it leaves.');
  await mirrors.paired.waitFor(SLOW);
  await film.show(admin, mirrors.row(MIRROR_NAME));
}

/**
 * One consultation, filmed into three videos: running it (joining, photos, analysis, treatment),
 * recommending and rebooking (recommendations, cart, rebook, notes), and the client's liked looks.
 */
async function consultation(
  films: { running: Film; recommending: Film; liked: Film },
  cast: Cast,
  email: string,
): Promise<void> {
  const { running, recommending, liked } = films;
  const mirror = new MirrorPage(cast.mirror);
  const portal = new PortalPage(cast.phone);
  const both = [cast.mirror, cast.phone];
  // A step opens where the one before was scrolled to: shown from its top, as the stylist reads it.
  const step = (name: string) => async () => {
    await mirror.stepHeading(name).waitFor(SLOW);
    await cast.mirror.evaluate(() => window.scrollTo(0, 0));
  };
  await mirror.startConsultation.waitFor(SLOW);
  await running.title();

  running.say('On the mirror, tap Start a consultation.');
  await running.tap(cast.mirror, mirror.startConsultation, () => mirror.stylists.first().waitFor(SLOW));

  running.say('Tap your name. The mirror opens a session for the client to join.');
  await running.tap(cast.mirror, mirror.stylists.first(), () => mirror.qrCode.waitFor(SLOW));

  running.say('The client scans the QR code with their phone, or types the six-character code in the portal.');
  const { sessionId } = await mirror.saved();
  await portal.goto(sessionId);
  await portal.email.waitFor(SLOW);
  await running.show(both);
  await running.type(both, portal.email, email);
  await running.tap(both, portal.continueButton, () => portal.firstName.waitFor(SLOW));

  running.say('A new client gives their first name and a password; a returning client signs in.');
  await running.type(both, portal.firstName, CLIENT);
  await running.type(both, portal.password, NEW_PASSWORD);
  await running.tap(both, portal.signUpButton, async () => {
    await cast.phone.getByRole('heading', { name: "You're all set" }).waitFor(SLOW);
    await cast.mirror.getByRole('heading', { name: `Welcome, ${CLIENT}` }).waitFor(SLOW);
  });

  running.say('The mirror welcomes the client by name. Tap Begin consultation.');
  await running.tap(both, mirror.button('Begin consultation'), step('Photos'));

  running.say('Photos: tap Take the photo. After a countdown, the selfie shows; Keep it or retake it.');
  const preview = cast.mirror.getByLabel('Camera preview for the selfie');
  await preview.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        if (video.videoWidth > 0) resolve();
        else video.addEventListener('loadeddata', () => resolve(), { once: true });
      }),
  );
  await running.tap(both, mirror.button('Take the photo'), () =>
    cast.mirror.getByRole('img', { name: 'The selfie just taken' }).waitFor(SLOW),
  );
  await running.tap(both, mirror.button('Keep'), () =>
    cast.mirror.getByRole('heading', { name: 'Selfie — saved' }).waitFor(SLOW),
  );

  running.say('A 360° photo shows the cut from every side. It is optional: tap Next.');
  await running.tap(both, mirror.button('Next'), step('Analysis'));

  running.say('Analysis: tap Measure from the portrait, and the mirror suggests the hair colour.');
  await running.tap(both, mirror.button('Measure from the portrait'), () =>
    cast.mirror.getByText(/^Suggested: /).waitFor(SLOW),
  );

  running.say('Check it against the hair, then tap Confirm the suggestion.');
  await running.tap(both, mirror.button('Confirm the suggestion'));

  running.say('Set the scores with the sliders, and tap any scalp concern, such as Dandruff.');
  await running.tap(both, mirror.button('Dandruff'));

  running.say('Tap Save analysis. Then choose a treatment, and save it.');
  await running.tap(both, mirror.button('Save analysis'), step('Treatment'));
  await running.tap(both, cast.mirror.getByRole('radio', { name: 'Moisture' }));
  await running.tap(both, mirror.button('Save treatment'), step('Recommendations'));

  // Recommending and rebooking, from the same session.
  await recommending.title();
  recommending.say('Recommendations: tap Get recommendations, for products of your brands that suit the analysis.');
  await recommending.tap(both, mirror.button('Get recommendations'), () =>
    mirror.recommendations.getByRole('listitem').first().waitFor(SLOW),
  );
  const product = (await mirror.recommendations.getByRole('listitem').first().getAttribute('aria-label')) ?? '';

  recommending.say('Each card says why it was picked. Tap Add to cart for what the client wants, or Swap it.');
  await recommending.tap(both, mirror.button(`Add ${product} to cart`));
  await mirror.button('Next').click();
  await step('Likes')();

  // The liked looks, at the Likes step between the two.
  await liked.title();
  liked.say('Likes shows the photos of the consultation. The client likes the ones to keep in mind.');
  await liked.show(both);
  liked.say('Tap Like the selfie. Each like is saved to the appointment.');
  await liked.tap(both, mirror.button('Like the selfie'), () => cast.mirror.getByText('Likes: 1').waitFor(SLOW));

  recommending.say('Tap Next past the likes. The cart starts with what the client added.');
  await recommending.tap(both, mirror.button('Next'), step('Cart'));

  recommending.say('Change the quantities with + and −, and choose Pickup in the salon or Delivery.');
  await recommending.tap(both, mirror.button(`One more ${product}`));

  recommending.say(
    'Tap Save cart: the order waits at the desk, or to be shipped, and the client can pay in the portal.',
  );
  await recommending.tap(both, mirror.button('Save cart'), () =>
    mirror.button('Next').and(cast.mirror.locator(':enabled')).waitFor(SLOW),
  );
  await mirror.button('Next').click();
  await step('Rebook')();

  recommending.say('Rebook: the weeks until the next visit and its length, as the stylist suggests.');
  await recommending.type(both, cast.mirror.getByLabel('Weeks until the next visit'), '5');

  recommending.say('Tap Request rebook. The salon’s reminder goes out when the time comes.');
  await recommending.tap(both, mirror.button('Request rebook'), step('Notes'));

  recommending.say('Add a note for next time, tap Save notes, then Finish consultation.');
  await recommending.type(both, cast.mirror.getByLabel('Notes'), 'Loved the moisture mask. Try a gloss next visit.');
  await recommending.tap(both, mirror.button('Save notes'), step('Finish'));
  await recommending.tap(both, mirror.button('Finish consultation'), () => mirror.startConsultation.waitFor(SLOW));

  // The appointment in the admin area, where both videos end.
  const appointments = new AppointmentsPage(cast.admin);
  await appointments.goto(cast.salonId);
  await appointments.recordLink(CLIENT).first().click();
  await appointments.record.getByRole('region', { name: 'Notes' }).waitFor(SLOW);

  recommending.say('In the admin area, the appointment’s record holds the products recommended and the order.');
  const recommended = appointments.recordSection('Product recommendations');
  await recommending.show(cast.admin, recommended);

  recommending.say('Rebooking shows the reminder scheduled, and Mark as Rebooked once the client has booked.');
  const rebooking = appointments.recordSection('Rebooking');
  await recommending.show(cast.admin, rebooking);

  liked.say('On the appointment’s record in the admin area, Liked images shows what the client liked.');
  const likedImages = appointments.recordSection('Liked images');
  await liked.show(cast.admin, likedImages);

  liked.say('On their phone, the client taps See my appointments, then the appointment.');
  await liked.tap(cast.phone, cast.phone.getByRole('link', { name: 'See my appointments' }), () =>
    portal.appointmentLinks().first().waitFor(SLOW),
  );
  await liked.tap(cast.phone, portal.appointmentLinks().first(), () =>
    portal.section('Photos').getByRole('img').first().waitFor(SLOW),
  );

  liked.say('Their appointment keeps the photos from the mirror, with the products recommended and their next visit.');
  const photos = portal.section('Photos');
  await liked.show(cast.phone, photos);
}

async function followUpAnOrder(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  const orders = new OrdersPage(admin);
  await new DashboardPage(admin).goto(cast.salonId);
  await film.title();

  film.say('Orders lists what clients bought, newest first, with each one’s status and delivery type.');
  await openFromMenu(film, cast, 'Orders', orders.heading);

  film.say('Choose a status to see only those orders, such as Ready to hand over: they wait at the desk.');
  await orders.filterByState('READY_TO_HAND_OVER');
  await film.show(admin, orders.statusFilter);

  const row = orders.rows.filter({ hasText: CLIENT }).first();
  film.say('Tap VIEW ORDER to open one.');
  const number = (await row.getByRole('cell').first().innerText()).trim();
  await film.tap(admin, row.getByRole('link', { name: `VIEW ORDER ${number}` }), () =>
    h1(admin, `Order ${number}`).waitFor(SLOW),
  );

  film.say('The order’s page shows its status, the client, the stylist and the appointment it came from.');
  await film.show(admin, orders.statusOnPage());

  film.say('Below are the contact details and the products, with the total and the GST included.');
  const products = admin.getByRole('list', { name: 'Products' });
  await film.show(admin, products);

  film.say('When the client collects it, tap Complete. The client’s portal says so too.');
  await film.tap(admin, orders.button('Complete order'), () => orders.stateOnPage('COMPLETED').waitFor(SLOW));

  film.say('A mistake? Reopen puts it back, and Cancel ends an order, refunding it when it was paid.');
  await film.show(admin, orders.button('Reopen order'));
}

async function setUpRetail(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  const settings = new SettingsPage(admin);
  const products = new ProductsPage(admin);
  await settings.goto(cast.salonId, 'salon');
  await film.title();

  film.say('In Settings, open the Retail tab.');
  await film.tap(admin, admin.getByRole('tab', { name: 'Retail', exact: true }), () =>
    settings.preferredBrand.waitFor(SLOW),
  );

  film.say('Brands: the ones visible to clients are those the mirror recommends. Tap a brand to show or hide it.');
  const brand = settings.brandTile('Kōwhai Haircare');
  await film.tap(admin, brand, () => brand.and(admin.locator('[aria-pressed="true"]')).waitFor(SLOW));

  film.say('The preferred recommendation brand comes first in every recommendation.');
  await film.show(admin, settings.preferredBrand);

  film.say('Tap Save.');
  await film.tap(admin, settings.save, () => settings.saved.waitFor(SLOW));

  film.say('Then open the Products page, to set each product’s price and whether you stock it.');
  await admin.evaluate(() => window.scrollTo(0, 0));
  await film.tap(admin, settings.productsLink, () => products.rows().first().waitFor(SLOW));

  film.say('Choose a brand to see only its products.');
  await products.brandFilter.selectOption({ label: 'Kōwhai Haircare' });
  await products.rows().filter({ hasText: 'Kōwhai Haircare' }).first().waitFor(SLOW);
  await products.tableFrame.and(admin.locator(':not([aria-busy="true"])')).waitFor(SLOW);
  await film.show(admin, products.brandFilter);

  const name = await products.productNameInRow(0);
  film.say('Type a custom price where yours differs from the RRP. It is saved as you leave the field.');
  await film.type(admin, products.customPrice(name), '39.95');
  await products.customPrice(name).press('Enter');

  film.say('Switch Available off for a product you do not stock: the mirror will not recommend it.');
  const available = products.availableSwitch(name);
  await film.tap(admin, available, () => available.and(admin.locator(':not(:checked)')).waitFor(SLOW));
}

async function weeklyNumbers(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  const dashboard = new DashboardPage(admin);
  const weekly = new WeeklyPage(admin);
  await new SettingsPage(admin).goto(cast.salonId, 'salon');
  await film.title();

  film.say('The dashboard opens on this month’s key performance indicators.');
  await openFromMenu(film, cast, 'Dashboard', dashboard.heading);
  await dashboard.kpis.waitFor(SLOW);
  await film.show(admin, dashboard.kpis);

  film.say('Choose Week, Month, Year or All time. The ⓘ beside a figure says what it counts.');
  // The year's figures come after the tap: the view's request is awaited, then the page's busy state.
  // A year, rather than a week that may have begun today, shows the demo's figures on any day.
  const yearAsked = admin.waitForResponse(
    (response) => /"view":\s*"year"/.test(response.request().postData() ?? ''),
    SLOW,
  );
  await film.tap(admin, dashboard.view('Year'), () => yearAsked);

  film.say('The charts show products sold and sessions over the period, beside the Australia-wide average.');
  const chart = admin.getByRole('figure', { name: /^Sessions per / });
  await film.show(admin, chart);

  film.say('Stylist conversion: each stylist’s sessions, recommendations, products sold and rebooks.');
  await film.show(admin, dashboard.stylistTable);

  film.say('Weekly sets this week beside last week, and beside the industry average, one card per measure.');
  await openFromMenu(film, cast, 'Weekly', weekly.heading);

  film.say('Open Tips under a measure for what to try when it drops.');
  await film.tap(admin, weekly.tipsToggle('Treatment %'), () => weekly.tips('Treatment %').waitFor(SLOW));
  await film.show(admin, weekly.tips('Treatment %'));
}

async function teamAndTraining(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  const settings = new SettingsPage(admin);
  const ibb = new IbbPage(admin);
  await settings.goto(cast.salonId, 'salon');
  await film.title();

  film.say('In Settings, Team lists your stylists, as they sign in at the mirror.');
  await film.show(admin, settings.teamTable);

  film.say('Type a new team member’s name and tap Add: they can start a consultation at once.');
  await film.type(admin, settings.newStaffName, NEW_STYLIST);
  await film.tap(admin, settings.addStaff, () => settings.teamTable.getByText(NEW_STYLIST).waitFor(SLOW));

  film.say('Switch off anyone who has left: the mirror no longer lists them.');
  await film.show(admin, settings.activeSwitch(NEW_STYLIST));

  film.say('IBB, the Instant Business Booster: five modules of short lessons, one a day.');
  await openFromMenu(film, cast, 'IBB', ibb.heading);

  film.say('Invite your team by email: each gets a link, and keeps their own progress.');
  await film.show(admin, admin.getByLabel('Email to invite'));

  film.say('The module you are part-way through is open. Tap a lesson to watch it.');
  const lesson = ibb.lessonLink(2, 3);
  await film.tap(admin, lesson, () => admin.getByText('MODULE 2 - LESSON 3', { exact: true }).waitFor(SLOW));

  film.say('Each lesson has its video, what it says in writing, and to-dos to tick off with the team.');
  const todo = ibb.todos().first();
  await film.tap(admin, todo, () => todo.and(admin.locator(':checked')).waitFor(SLOW));

  film.say('The academy: short videos on consultations, colour, curls and retail.');
  await openFromMenu(film, cast, 'Academy', h1(admin, 'PIIQ ACADEMY'));

  film.say('Each opens with its video, a transcript and images to share with the team.');
  const item = admin.getByRole('list', { name: 'Academy videos' }).getByRole('link').first();
  const itemName = (await item.innerText()).trim();
  await film.tap(admin, item, () => h1(admin, itemName).waitFor(SLOW));
}

async function marketingKit(film: Film, cast: Cast): Promise<void> {
  const { admin } = cast;
  await new DashboardPage(admin).goto(cast.salonId);
  await film.title();

  film.say('Help and resources holds the marketing kit, below the help videos and the start-up guide.');
  await openFromMenu(film, cast, 'Resources', h1(admin, 'Help and resources'));
  const section = (name: string) => admin.getByRole('button', { name, exact: true });

  film.say('Social images: looks ready to download and post.');
  await film.tap(admin, section('Social images'), () =>
    admin.getByRole('region', { name: 'Social images' }).getByRole('img').first().waitFor(SLOW),
  );
  await section('Social images').click();

  film.say('Texting client templates: tap Copy, then paste into your messages.');
  await film.tap(admin, section('Texting client templates'), () =>
    admin
      .getByRole('button', { name: /^Copy / })
      .first()
      .waitFor(SLOW),
  );
  const copy = admin.getByRole('button', { name: /^Copy / }).first();
  await film.tap(admin, copy, () => copy.filter({ hasText: 'Copied' }).waitFor(SLOW));
  await section('Texting client templates').click();

  film.say('Social posting caption ideas and hashtags, for posts from your sessions.');
  await film.tap(admin, section('Social posting caption ideas and hashtags'));

  const settings = new SettingsPage(admin);
  film.say('In Settings, your booking link and default social media message go with what you share.');
  await openFromMenu(film, cast, 'Settings', settings.heading('salon'));
  await settings.bookingUrl.waitFor(SLOW);
  await film.show(admin, settings.bookingUrl);
  await film.show(admin, settings.socialMessage);
}

/** Every video the walkthroughs film, in the order they are filmed; `film` makes each by its name. */
export async function filmAll(cast: Cast, film: (name: ShippedVideo) => Film, clientEmail: string): Promise<Film[]> {
  const made: Film[] = [];
  const next = (name: ShippedVideo) => {
    const one = film(name);
    made.push(one);
    return one;
  };
  await welcome(next('welcome'), cast);
  await pairYourMirror(next('pair-your-mirror'), cast);
  await consultation(
    {
      running: next('mirror-consultation'),
      recommending: next('recommending-and-rebooking'),
      liked: next('liked-looks'),
    },
    cast,
    clientEmail,
  );
  await followUpAnOrder(next('follow-up-an-order'), cast);
  await setUpRetail(next('set-up-retail'), cast);
  await weeklyNumbers(next('weekly-numbers'), cast);
  await teamAndTraining(next('team-and-training'), cast);
  await marketingKit(next('marketing-kit'), cast);
  return made;
}
