import { FormulaBowlFields } from '../../lib/api/colour-formula.ts';
import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The appointment list: one page by a neighbour's token or by number, with the salon's zone; the count when asked. */
export const GetAppointments = graphql(`
  query GetAppointments(
    $salonId: ID!
    $navParam: NavParam!
    $search: String!
    $limit: Int!
    $nextToken: String
    $previousToken: String
    $page: Int
    $withCount: Boolean! = true
  ) {
    salon(id: $salonId) {
      id
      timeZone
      appointments(
        navParam: $navParam
        search: $search
        limit: $limit
        nextToken: $nextToken
        previousToken: $previousToken
        page: $page
      ) {
        totalCount @include(if: $withCount)
        nextToken
        previousToken
        items {
          id
          createdAt
          clientName
          staffName
          clientAppointmentCount
          rebookStatus
          orderStatus
          retailStatus
          clientSelfieImage {
            url
          }
        }
      }
    }
  }
`);

export type AppointmentsPage = ResultOf<typeof GetAppointments>['salon'];
export type AppointmentRow = AppointmentsPage['appointments']['items'][number];

const AppointmentRecordFields = graphql(
  `
    fragment AppointmentRecordFields on Appointment @_unmask {
      id
      createdAt
      clientId
      clientName
      staffName
      notes
      rebookLength
      rebookNotificationScheduledAt
      rebookNotificationSentAt
      rebookedAt
      rebookStatus
      salonPickup
      purchasedItems
      retailStatus
      purchasedTotal
      clientSelfieImage {
        url
      }
      client360Image {
        url
      }
      hairAnalysis {
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
      supportYourSalon {
        treatment
        recommendations {
          sku
          productName
          brandName
          rrp
          productSize
          productType
          productImageMain
        }
      }
      recommendationGap {
        reason
        message
      }
      cart {
        id
        order {
          id
          orderNumber
          orderState
          status
          deliveryType
          paidAt
          refundedAt
          grandTotal
          subtotal
          shipping
          lineItems {
            productId
            productName
            quantity
            unitPrice
            total
          }
          statusReason
        }
      }
      orders {
        id
        orderNumber
        orderState
        deliveryType
        grandTotal
        statusReason
        source
        replacedBy {
          id
        }
        cartId
      }
      imageLikes {
        id
        image {
          url
        }
      }
      imageShares {
        sharedTo
        createdAt
      }
      colourFormula {
        recordedBy
        updatedAt
        bowls {
          ...FormulaBowlFields
        }
      }
      clientConsent {
        standing
        latest {
          formVersion
          signedAt
          signedOn
          photosAllowed
          reactedBefore
        }
      }
      patchTestAcknowledgements {
        warning
        acknowledgedBy
        acknowledgedAt
      }
    }
  `,
  [FormulaBowlFields],
);

export type AppointmentRecord = ResultOf<typeof AppointmentRecordFields>;

/** GetAppointment. */
export const GetAppointment = graphql(
  `
    query GetAppointment($salonId: ID!, $appointmentId: ID!) {
      salon(id: $salonId) {
        id
        timeZone
        appointment(id: $appointmentId) {
          ...AppointmentRecordFields
        }
      }
    }
  `,
  [AppointmentRecordFields],
);

export const EnableAppointmentReminder = graphql(
  `
    mutation EnableAppointmentReminder($id: ID!) {
      enableAppointmentReminder(input: { id: $id }) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);
export const DisableAppointmentReminder = graphql(
  `
    mutation DisableAppointmentReminder($id: ID!) {
      disableAppointmentReminder(input: { id: $id }) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);
export const SetAppointmentRebooked = graphql(
  `
    mutation SetAppointmentRebooked($id: ID!) {
      setAppointmentRebooked(input: { id: $id }) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);
export const ClearAppointmentRebooked = graphql(
  `
    mutation ClearAppointmentRebooked($id: ID!) {
      clearAppointmentRebooked(input: { id: $id }) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);

/**
 * The visit's colour formula from the record's form, replacing the one it was opened with (basedOn);
 * refused when another was saved meanwhile. Answers the record.
 */
export const RecordColourFormula = graphql(
  `
    mutation RecordColourFormula(
      $salonId: ID!
      $appointmentId: ID!
      $formula: ColourFormulaInput!
      $basedOn: DateTime
    ) {
      recordColourFormula(salonId: $salonId, appointmentId: $appointmentId, formula: $formula, basedOn: $basedOn) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);

export const SwitchTreatment = graphql(
  `
    mutation SwitchTreatment($appointmentId: ID!, $newTreatment: Treatment!) {
      switchTreatment(input: { appointmentId: $appointmentId, newTreatment: $newTreatment }) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);

export const UpdateAppointmentNotes = graphql(
  `
    mutation UpdateAppointmentNotes($appointmentId: ID!, $notes: String!) {
      updateAppointment(appointmentId: $appointmentId, input: { notes: $notes }) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);

/** allProducts for the Switch product dialog: what the salon may recommend. */
export const GetRecommendableProducts = graphql(`
  query GetRecommendableProducts($salonId: ID!) {
    salon(id: $salonId) {
      id
      recommendableProducts {
        id
        sku
        name
        brandId
        brandName
        productType
        forMen
        rrp
        images
      }
    }
  }
`);

export type RecommendableProduct = ResultOf<typeof GetRecommendableProducts>['salon']['recommendableProducts'][number];

export const SaveRecommendations = graphql(
  `
    mutation SaveRecommendations($appointmentId: ID!, $recommendations: [String!]!) {
      updateAppointment(
        appointmentId: $appointmentId
        input: { supportYourSalon: { recommendations: $recommendations } }
      ) {
        ...AppointmentRecordFields
      }
    }
  `,
  [AppointmentRecordFields],
);
