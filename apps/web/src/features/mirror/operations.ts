import { FormulaBowlFields } from '../../lib/api/colour-formula.ts';
import { graphql } from '../../lib/graphql.ts';

/** The device API's operations (docs/decisions/023), each answering the session as it now stands. */

export const PairMirror = graphql(`
  mutation PairMirror($code: String!, $name: String) {
    pairMirror(code: $code, name: $name) {
      credential
    }
  }
`);

export const MirrorQuery = graphql(`
  query Mirror {
    mirror {
      id
      name
      salonName
      salonPhotoUrl
      stylists {
        id
        name
      }
    }
  }
`);

/** The analysis as the Analysis step reads it: today's, and the last visit's beside it. */
export const HairAnalysisFields = graphql(`
  fragment MirrorHairAnalysisFields on HairAnalysis @_unmask {
    density
    texture
    curl
    colorSensitivity
    porous
    elasticity
    scalpConcerns
    hairColour {
      level
      tone
      greyShare
    }
  }
`);

/** A formula as the Treatment step shows and starts from it: the visit it was mixed at, its colour, its bowls. */
export const ColourFormulaFields = graphql(
  `
    fragment MirrorColourFormulaFields on ColourFormula @_unmask {
      appointmentId
      visitedAt
      summary
      hairColour {
        level
        tone
        greyShare
      }
      bowls {
        ...FormulaBowlFields
      }
    }
  `,
  [FormulaBowlFields],
);

export const SessionFields = graphql(
  `
    fragment MirrorSessionFields on MirrorSession @_unmask {
      id
      code
      portalUrl
      state
      clientName
      previousHairAnalysis {
        ...MirrorHairAnalysisFields
      }
      recommendations {
        productId
        sku
        productName
        brandName
        productType
        productSize
        image
        price
        reasonSummary
      }
      recommendationGap {
        reason
        message
      }
      recommendationNotes
      colourRecord {
        timeZone
        allergies {
          id
          text
          source
        }
        lastFormula {
          ...MirrorColourFormulaFields
        }
        formula {
          ...MirrorColourFormulaFields
        }
        patchTestStanding {
          kind
          warning
        }
        consentForm {
          version
          text
        }
        consentStanding
      }
      appointment {
        id
        colourService
        notes
        rebookDelay
        rebookLength
        salonPickup
        clientSelfieImage {
          url
        }
        client360Image {
          url
        }
        imageLikes {
          id
        }
        hairAnalysis {
          ...MirrorHairAnalysisFields
        }
        supportYourSalon {
          treatment
        }
        cart {
          deliveryType
          items {
            quantity
            price
            product {
              id
            }
          }
        }
      }
    }
  `,
  [HairAnalysisFields, ColourFormulaFields],
);

export const CreateMirrorSession = graphql(
  `
    mutation CreateMirrorSession($staffId: ID!) {
      createMirrorSession(staffId: $staffId) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const MirrorSessionQuery = graphql(
  `
    query MirrorSession($id: ID!) {
      mirrorSession(id: $id) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const RecordHairAnalysis = graphql(
  `
    mutation RecordHairAnalysis($sessionId: ID!, $input: HairAnalysisInput!) {
      recordHairAnalysis(sessionId: $sessionId, input: $input) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const SetSessionTreatment = graphql(
  `
    mutation SetSessionTreatment($sessionId: ID!, $treatment: String!) {
      setSessionTreatment(sessionId: $sessionId, treatment: $treatment) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const ChooseSessionColourService = graphql(
  `
    mutation ChooseSessionColourService(
      $sessionId: ID!
      $colourService: Boolean!
      $patchTestWarningAcknowledged: Boolean
    ) {
      chooseSessionColourService(
        sessionId: $sessionId
        colourService: $colourService
        patchTestWarningAcknowledged: $patchTestWarningAcknowledged
      ) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const SignSessionConsent = graphql(
  `
    mutation SignSessionConsent($sessionId: ID!, $input: ConsentSignatureInput!) {
      signSessionConsent(sessionId: $sessionId, input: $input) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const RecordSessionFormula = graphql(
  `
    mutation RecordSessionFormula($sessionId: ID!, $formula: ColourFormulaInput!) {
      recordSessionFormula(sessionId: $sessionId, formula: $formula) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const ComputeSessionRecommendations = graphql(
  `
    mutation ComputeSessionRecommendations($sessionId: ID!, $profile: RecommendationProfileInput) {
      computeSessionRecommendations(sessionId: $sessionId, profile: $profile) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const SetSessionRecommendations = graphql(
  `
    mutation SetSessionRecommendations($sessionId: ID!, $skus: [String!]!) {
      setSessionRecommendations(sessionId: $sessionId, skus: $skus) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const LikeSessionImage = graphql(
  `
    mutation LikeSessionImage($sessionId: ID!, $kind: String!, $idempotencyKey: String) {
      likeSessionImage(sessionId: $sessionId, kind: $kind, idempotencyKey: $idempotencyKey) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const SetSessionCart = graphql(
  `
    mutation SetSessionCart(
      $sessionId: ID!
      $deliveryType: String!
      $items: [SessionCartItemInput!]!
      $idempotencyKey: String
    ) {
      setSessionCart(
        sessionId: $sessionId
        deliveryType: $deliveryType
        items: $items
        idempotencyKey: $idempotencyKey
      ) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const RequestRebook = graphql(
  `
    mutation RequestRebook($sessionId: ID!, $rebookDelay: Int!, $rebookLength: Int!) {
      requestRebook(sessionId: $sessionId, rebookDelay: $rebookDelay, rebookLength: $rebookLength) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const SetSessionNotes = graphql(
  `
    mutation SetSessionNotes($sessionId: ID!, $notes: String) {
      setSessionNotes(sessionId: $sessionId, notes: $notes) {
        ...MirrorSessionFields
      }
    }
  `,
  [SessionFields],
);

export const EndMirrorSession = graphql(`
  mutation EndMirrorSession($sessionId: ID!) {
    endMirrorSession(sessionId: $sessionId) {
      id
    }
  }
`);
