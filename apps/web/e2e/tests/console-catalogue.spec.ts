import { catalogueMessages, SHEET_COLUMNS, sheetMessages } from '@piiq/domain/catalogue-sheet';
import { stringify } from 'csv-stringify/sync';
import { AppointmentsPage } from '../pages/appointments-page.ts';
import { CONSOLE_FIXTURE_BRAND, DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';

const SUPPORT_STAFF = 'support@piiq.demo';
const catalogueSalon = fixtureSalons.consoleCatalogue;
const [archiveAri] = catalogueSalon.appointments;

const HEADER = SHEET_COLUMNS.map((column) => column.header);
const line = (cells: Record<string, string>) => HEADER.map((name) => cells[name] ?? '');

test.describe('the console’s catalogue', () => {
  test('a 500-product sheet with three bad lines is refused line by line, then applied once fixed', async ({
    page,
  }) => {
    // A journey of several screens and sessions: three times the configured test time.
    test.slow();
    await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
    const stamp = Date.now();
    // A brand of its own, offered to no salon: 500 new products land on nobody's shelf.
    const brand = { name: `E2E Sheet Brand ${stamp}`, abbreviation: `S${stamp % 100_000_000}` };
    const product = (index: number) =>
      line({
        SKU: `E2E-SHEET-${stamp}-${index}`,
        Brand: brand.abbreviation,
        ProductName: `Sheet Product ${stamp} ${index}`,
        ProductType: index % 2 ? 'Shampoo' : 'Conditioner',
        RRPAU: '29.95',
        SuitsGenders: 'Female',
      });
    const good = Array.from({ length: 500 }, (_, index) => product(index));
    // Lines 12, 202 and 402 of the file (the header is line 1).
    const bad = good.map((row, index) => {
      if (index === 10) return row.map((cell, column) => (HEADER[column] === 'RRPAU' ? 'free' : cell));
      if (index === 200) return row.map((cell, column) => (HEADER[column] === 'Brand' ? 'Nobody Botanics' : cell));
      if (index === 400) return row.map((cell, column) => (HEADER[column] === 'ProductType' ? 'Perfume' : cell));
      return row;
    });

    await page.goto('/console/catalogue');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the console’s catalogue');
    await page.getByRole('button', { name: 'New brand', exact: true }).click();
    const brandDialog = page.getByRole('dialog', { name: 'New brand' });
    await brandDialog.getByLabel('Name', { exact: true }).fill(brand.name);
    await brandDialog.getByLabel('Abbreviation', { exact: true }).fill('not valid!');
    await brandDialog.getByLabel('Logo address', { exact: true }).fill('logo.png');
    await brandDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(brandDialog.getByText(catalogueMessages.brandAbbreviation)).toBeVisible();
    await expect(brandDialog.getByText(catalogueMessages.brandLogo)).toBeVisible();
    await brandDialog.getByLabel('Abbreviation', { exact: true }).fill(brand.abbreviation);
    await brandDialog.getByLabel('Logo address', { exact: true }).fill('/files/demo/brands/lp.svg');
    await brandDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(brandDialog).toBeHidden();
    const brandRow = page.getByRole('table', { name: 'Brands' }).getByRole('row').filter({ hasText: brand.name });
    await expect(brandRow).toHaveCount(1);
    const logo = brandRow.getByRole('img', { name: `${brand.name} logo` });
    await expect(logo).toHaveAttribute('src', '/files/demo/brands/lp.svg');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Import sheet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import a product sheet' })).toBeVisible();

    await page
      .getByLabel('Product sheet (CSV)')
      .setInputFiles({ name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify([HEADER, ...bad])) });
    await expect(page.getByText('The sheet has 3 problems: nothing was changed.', { exact: false })).toBeVisible();
    const problems = page.getByRole('list', { name: 'Problems' }).getByRole('listitem');
    await expect(problems).toHaveText([
      `Line 12: ${sheetMessages.price('RRPAU')}`,
      `Line 202: ${sheetMessages.unknownBrand('Nobody Botanics')}`,
      /^Line 402: ProductType: /,
    ]);
    await expect(page.getByRole('button', { name: 'Apply the sheet' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'a refused sheet');

    await page.getByLabel('Product sheet (CSV)').setInputFiles({
      name: 'sheet-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(stringify([HEADER, ...good])),
    });
    await expect(page.getByText('The sheet is ready: 500 new, 0 changed, 0 unchanged.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply the sheet' }).click();
    await expect(page.getByText('Applied: 500 new, 0 changed, 0 unchanged.')).toBeVisible();

    // A sheet of the SKU and a price changes that price alone; a word in another case is no change.
    await page.getByLabel('Product sheet (CSV)').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        stringify([
          ['SKU', 'RRPAU', 'SuitsGenders'],
          [`E2E-SHEET-${stamp}-0`, '31.50', ''],
          [`E2E-SHEET-${stamp}-1`, '', 'FEMALE'],
        ]),
      ),
    });
    await expect(page.getByText('The sheet is ready: 0 new, 1 changed, 1 unchanged.')).toBeVisible();
    const changed = page
      .getByRole('table', { name: 'Changes' })
      .getByRole('row')
      .filter({ hasText: `-${stamp}-0` });
    await expect(changed.getByRole('listitem')).toHaveText(['RRPAU: 29.95 → 31.50']);
    await page.getByRole('button', { name: 'Apply the sheet' }).click();
    await expect(page.getByText('Applied: 0 new, 1 changed, 1 unchanged.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to the catalogue' }).click();
    await page.getByLabel('Search products (name or SKU)', { exact: true }).fill(`E2E-SHEET-${stamp}-499`);
    await expect(page.getByRole('row').filter({ hasText: `Sheet Product ${stamp} 499` })).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Sheet imports' });
    await expect(
      page
        .getByRole('list', { name: 'Audit log' })
        .getByRole('listitem')
        .filter({ hasText: 'catalogue.import' })
        .first(),
    ).toContainText(SUPPORT_STAFF);
  });

  test('a product added in the console reaches a salon’s switch dialog, and leaves it once archived', async ({
    browser,
    baseURL,
  }) => {
    // A journey of several screens and sessions: three times the configured test time.
    test.slow();
    const ownerContext = await browser.newContext(baseURL ? { baseURL } : {});
    const owner = await ownerContext.newPage();
    await signInByApi(owner.request, fixtureUsers.consoleCatalogue.email, DEMO_PASSWORD);
    const providerContext = await browser.newContext(baseURL ? { baseURL } : {});
    const provider = await providerContext.newPage();
    await signInByApi(provider.request, SUPPORT_STAFF, DEMO_PASSWORD);
    const productName = `Console Archive Balm ${Date.now()}`;

    const record = new AppointmentsPage(owner);
    const openSwitchDialog = async () => {
      await record.openRecord(catalogueSalon.id, archiveAri.id);
      const rows = record
        .recordSection('Product recommendations')
        .getByRole('row')
        .filter({ has: owner.getByRole('cell') });
      const firstName = await record.recommendedName(rows.first());
      await rows
        .first()
        .getByRole('button', { name: `Edit ${firstName}` })
        .click();
      const dialog = owner.getByRole('dialog', { name: 'Switch product' });
      await expect(dialog.getByRole('list', { name: 'Products' })).toBeVisible();
      return dialog;
    };
    let dialog = await openSwitchDialog();
    // The salon's own fixture brand: what is added to it reaches no other salon.
    const brandName = CONSOLE_FIXTURE_BRAND.name;
    await expect(dialog.getByLabel('Brand').locator('option', { hasText: brandName })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await provider.goto('/console/catalogue/products/new');
    await expect(provider.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await provider.getByLabel('SKU', { exact: true }).fill(`E2E-ARCHIVE-${Date.now()}`);
    await provider.getByLabel('Brand', { exact: true }).selectOption({ label: brandName });
    await provider.getByLabel('Product name', { exact: true }).fill(productName);
    await provider.getByLabel('Product type', { exact: true }).selectOption('Treatment');
    await provider.getByLabel('RRP AUD', { exact: true }).fill('seven');
    await provider.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(provider.getByText('Enter a price in dollars and cents, like 24.95.')).toBeVisible();
    await provider.getByLabel('RRP AUD', { exact: true }).fill('39.95');
    await provider.getByRole('group', { name: 'Suits genders' }).getByLabel('Female').check();
    await provider.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(provider.getByText('Saved.')).toBeVisible();
    await expect(provider.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expectNoSeriousAxeViolations(provider, 'a product in the console');

    await owner.reload();
    dialog = await openSwitchDialog();
    await dialog.getByLabel('Search').fill(productName);
    await expect(
      dialog.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: productName }),
    ).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await provider.getByLabel('Archived (no salon recommends or sells it)').check();
    await provider.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(provider.getByText('Saved.')).toBeVisible();

    await owner.reload();
    dialog = await openSwitchDialog();
    await dialog.getByLabel('Search').fill(productName);
    await expect(
      dialog.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: productName }),
    ).toHaveCount(0);

    await provider.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await provider.getByLabel('Action', { exact: true }).selectOption({ label: 'Products' });
    const entries = provider.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await expect(entries.first()).toContainText('product.archive');
    await expect(entries.nth(1)).toContainText('product.create');
    await ownerContext.close();
    await providerContext.close();
  });
});
