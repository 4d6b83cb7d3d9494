import { ORDER_STATE_LABELS, type OrderState } from '@piiq/domain/orders';
import type { Locator, Page } from '@playwright/test';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** The order buttons' words; each button's name adds the order's number ("Complete order 100001"). */
export type OrderButton = 'Complete order' | 'Cancel order' | 'Reopen order';

/** The labelled lines of an order's page (the spec's detail fields, the totals, and who it is for). */
export type OrderDetailLabel =
  | 'Order number'
  | 'Date'
  | 'Contact name'
  | 'Email'
  | 'Phone'
  | 'Address Line 1'
  | 'Address Line 2'
  | 'Suburb or City'
  | 'State'
  | 'Postcode'
  | 'Subtotal'
  | 'Shipping'
  | 'GST included'
  | 'Grand total'
  | 'Client'
  | 'Stylist'
  | 'Appointment';

/** The list's columns in their order on screen, so a row's cells read by name. */
export const ORDER_COLUMNS = [
  'Order Number',
  'Date',
  'Source',
  'Client',
  'Email',
  'Status',
  'Delivery type',
  'Total',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** /{salonId}/orders: the Support Your Salon Orders list, its state filter, and an order's page. */
export class OrdersPage {
  readonly heading: Locator;
  readonly table: Locator;
  /** The body rows of the list. */
  readonly rows: Locator;
  readonly statusFilter: Locator;
  readonly downloadCsv: Locator;
  /** The list while a newer page or filter loads. */
  readonly busy: Locator;
  /** The confirmation a Cancel asks for, named "Cancel order {number}?". */
  readonly cancelDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Support Your Salon Orders' });
    this.table = page.getByRole('table', { name: 'Support Your Salon Orders' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    // By its role: an order's page labels its status section "Status" too.
    this.statusFilter = page.getByRole('combobox', { name: 'Status', exact: true });
    this.downloadCsv = page.getByRole('link', { name: 'Download CSV' });
    this.busy = page.locator('[aria-busy="true"][aria-label="Support Your Salon Orders"]');
    this.cancelDialog = page.getByRole('dialog', { name: /^Cancel order \d+\?$/ });
  }

  async goto(salonId: string, query = ''): Promise<void> {
    await this.page.goto(`${ordersUrl(salonId)}${query}`);
    await this.heading.waitFor(ROUND_TRIP);
  }

  /** Chooses a state by its words on screen (Awaiting payment, To ship, ...); null is All statuses. */
  async filterByState(state: OrderState | null): Promise<void> {
    await this.statusFilter.selectOption({ label: state ? ORDER_STATE_LABELS[state] : 'All statuses' });
    await this.busy.waitFor({ state: 'detached', ...ROUND_TRIP });
  }

  /** A row's cells as read on screen. */
  cellsOf(row: Locator): Promise<string[]> {
    return row
      .getByRole('cell')
      .allInnerTexts()
      .then((texts) => texts.map((text) => text.trim()));
  }

  /** One cell of a row by its column's name, e.g. cell(row, 'Status') reads "To ship". */
  cell(row: Locator, column: OrderColumn): Locator {
    return row.getByRole('cell').nth(ORDER_COLUMNS.indexOf(column));
  }

  /** A row's delivery type: its words ("Delivery: Bondi Beach", "Pick up in salon") and the pill around them. */
  deliveryChip(row: Locator): { words: Locator; pill: Locator } {
    const words = this.cell(row, 'Delivery type').getByText(/^(Delivery|Pick up in salon)/);
    return { words, pill: words.locator('..') };
  }

  /** The row of an order by its number. */
  row(orderNumber: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: orderNumber, exact: true }) });
  }

  /** Opens the order of a row by its VIEW ORDER button; answers the order's number. */
  async open(row: Locator): Promise<string> {
    const number = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('link', { name: `VIEW ORDER ${number}` }).click();
    await this.page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor(ROUND_TRIP);
    return number;
  }

  /**
   * The Status section of an order's page: its state and delivery chips, its source, payment and
   * refund lines, the reason it was cancelled, and the Client, Stylist and Appointment lines.
   */
  statusOnPage(): Locator {
    return this.page.getByRole('region', { name: 'Status' });
  }

  /** The state chip's words on an order's page, e.g. "Ready to hand over". */
  stateOnPage(state: OrderState): Locator {
    return this.statusOnPage().getByText(ORDER_STATE_LABELS[state], { exact: true });
  }

  /** A value of the order's page by its label, e.g. detail('GST included') reads "AUD 12.34". */
  detail(label: OrderDetailLabel): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** The order's product lines: "{quantity} x {product}", "{price} each", and the line's total. */
  productLines(): Locator {
    return this.page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  }

  /** A button of the order on its page; the dialog's own "Cancel order" is not one of them. */
  button(name: OrderButton): Locator {
    return this.statusOnPage().getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
  }

  /** Cancels the open order: Cancel, then the dialog's "Cancel order" (unpaid) or "Cancel and refund" (paid). */
  async cancel(): Promise<void> {
    await this.button('Cancel order').click();
    await this.cancelDialog.getByRole('button', { name: /^(Cancel order|Cancel and refund)$/ }).click();
    await this.cancelDialog.waitFor({ state: 'detached', ...ROUND_TRIP });
  }

  /** Closes the cancel dialog without cancelling. */
  async keepOrder(): Promise<void> {
    await this.cancelDialog.getByRole('button', { name: 'Keep order', exact: true }).click();
    await this.cancelDialog.waitFor({ state: 'detached', ...ROUND_TRIP });
  }
}
