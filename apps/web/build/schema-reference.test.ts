import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KEY_REACH, schemaReference } from './schema-reference.ts';

const SDL = `
"""The whole API's reads."""
type Query {
  salon(id: ID!): Salon!
  recommendations(appointmentId: ID!, salonId: ID!): String
  consoleSalons: [Salon!]!
}
type Mutation {
  updateAppointment(appointmentId: ID!, input: UpdateAppointmentInput!): Appointment!
  switchTreatment(input: AppointmentIdInput!): Appointment!
  setAppointmentRebooked(input: AppointmentIdInput!): Appointment!
  clearAppointmentRebooked(input: AppointmentIdInput!): Appointment!
  enableAppointmentReminder(input: AppointmentIdInput!): Appointment!
  disableAppointmentReminder(input: AppointmentIdInput!): Appointment!
  updateCartStatus(cartId: ID!, input: UpdateCartStatusInput!): Cart!
  updateOrderStatus(orderId: ID!, input: UpdateOrderStatusInput!): Order!
  signOut: Boolean!
}
type Salon {
  ${KEY_REACH.Salon.filter((name) => name !== 'appointments')
    .map((name) => `${name}: String`)
    .join('\n  ')}
  """The appointments list."""
  appointments(limit: Int = 6, navParam: NavParam = ALLTIME, search: String = ""): [Appointment!]!
  invoices: [Invoice!]!
}
scalar DateTime
enum NavParam { ALLTIME TODAY }
union Person = Staff | Client
type Staff { id: ID! }
type Client { id: ID! }
type Appointment { id: ID! createdAt: DateTime! cart: Cart who: Person }
type Cart { id: ID! }
type Order { id: ID! }
type Invoice { id: ID! }
input UpdateAppointmentInput { notes: String }
input AppointmentIdInput { appointmentId: ID! }
input UpdateCartStatusInput { status: String! }
input UpdateOrderStatusInput { status: String! }
`;

describe('the schema reference the build gives the developer page', () => {
  const reference = schemaReference(SDL);
  const type = (name: string) => reference.types.find((entry) => entry.name === name);

  it('lists only the reads and writes a key has, and of the salon only the fields it reaches', () => {
    const [query, mutation] = reference.operations;
    expect(query?.fields.map((field) => field.name)).toEqual([...KEY_REACH.Query]);
    expect(mutation?.fields.map((field) => field.name)).toEqual([...KEY_REACH.Mutation]);
    expect(type('Salon')?.fields.map((field) => field.name)).toEqual([...KEY_REACH.Salon]);
    // Invoices are reached only through a field a key does not have.
    expect(type('Invoice')).toBeUndefined();
  });

  it('lists every type those fields lead to, by name, without GraphQL’s own scalars', () => {
    expect(reference.types.map((entry) => entry.name)).toEqual([
      'Appointment',
      'AppointmentIdInput',
      'Cart',
      'Client',
      'DateTime',
      'NavParam',
      'Order',
      'Person',
      'Salon',
      'Staff',
      'UpdateAppointmentInput',
      'UpdateCartStatusInput',
      'UpdateOrderStatusInput',
    ]);
    expect(type('NavParam')).toMatchObject({ kind: 'enum', values: ['ALLTIME', 'TODAY'] });
    expect(type('Person')).toMatchObject({ kind: 'union', values: ['Staff', 'Client'] });
    expect(type('UpdateAppointmentInput')).toMatchObject({
      kind: 'input',
      fields: [{ name: 'notes', type: 'String' }],
    });
  });

  it('keeps each field’s printed type, description and arguments with their defaults', () => {
    expect(type('Salon')?.fields.find((field) => field.name === 'appointments')).toEqual({
      name: 'appointments',
      type: '[Appointment!]!',
      description: 'The appointments list.',
      args: [
        { name: 'limit', type: 'Int', description: null, defaultValue: '6' },
        { name: 'navParam', type: 'NavParam', description: null, defaultValue: 'ALLTIME' },
        { name: 'search', type: 'String', description: null, defaultValue: '""' },
      ],
    });
  });

  it('fails the build when the schema no longer has a field the page documents', () => {
    expect(() => schemaReference(SDL.replace('  updateCartStatus(', '  changeCartStatus('))).toThrow(
      'The schema has no Mutation.updateCartStatus',
    );
  });

  it("reads the server's printed schema as it is today", () => {
    const printed = readFileSync(fileURLToPath(new URL('../../server/schema.graphql', import.meta.url)), 'utf8');
    const today = schemaReference(printed);
    expect(today.types.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Appointment', 'Order', 'NavParam']),
    );
    expect(JSON.stringify(today)).not.toContain('consoleSalons');
  });
});
