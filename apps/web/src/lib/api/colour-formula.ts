import { graphql } from '../graphql.ts';

/**
 * A formula's bowl with every figure the formula editor opens with, its one line and note beside:
 * read alike by the mirror's Treatment step and the appointment record.
 */
export const FormulaBowlFields = graphql(`
  fragment FormulaBowlFields on ColourFormulaBowl @_unmask {
    summary
    note
    products {
      productId
      name
      shade
      amount
      unit
    }
    developerVolume
    developerAmount
    developerUnit
    appliedTo
    processingMinutes
  }
`);
