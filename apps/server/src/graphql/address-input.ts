import type { InputFieldBuilder, SchemaTypes } from '@pothos/core';

/** A street address's fields, as every input that takes one spells them (domain's address rule checks them). */
export function addressInputFields<Types extends SchemaTypes>(t: InputFieldBuilder<Types, 'InputObject'>) {
  return {
    addressLine1: t.string({ required: true }),
    addressLine2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    postcode: t.string({ required: true }),
  };
}
