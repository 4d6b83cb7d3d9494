import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The portal's calls, named as the product names them. */

export const CheckEmail = graphql(`
  mutation CheckEmail($input: EmailCheckInput!) {
    checkEmail(input: $input)
  }
`);

export const SignUpClient = graphql(`
  mutation SignUpClient($input: ClientSignUpInput!) {
    signUpClient(input: $input) {
      user {
        id
      }
    }
  }
`);

export const UpdateUser = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      termsOfServiceLocale
      termsOfServiceVersion
    }
  }
`);

/** me.allAppointments with the fields of the product's Appointment for the portal. */
export const AllAppointments = graphql(`
  query AllAppointments($limit: Int, $nextToken: String) {
    me {
      id
      salonAccess {
        salon {
          id
          name
          timeZone
          defaultSocialMediaMessage
        }
      }
      allAppointments(limit: $limit, nextToken: $nextToken) {
        nextToken
        items {
          id
          salonId
          createdAt
          staff {
            id
            name
          }
          rebookDelay
          rebookLength
          rebookedAt
          rebookNotificationScheduledAt
          rebookNotificationSentAt
          salonPickup
          purchasedItems
          clientSelfieImage {
            url
          }
          client360Image {
            url
          }
          hairAnalysis {
            colorSensitivity
            curl
            density
            elasticity
            porous
            texture
            scalpConcerns
            hairColour {
              level
              tone
              greyShare
            }
          }
          supportYourSalon {
            recommendations {
              sku
            }
          }
          orders {
            id
            orderNumber
            source
            orderState
            status
            deliveryType
            paidAt
            refundedAt
            subtotal
            shipping
            grandTotal
            addressLine1
            addressLine2
            suburbOrCity
            state
            postcode
            replacedBy {
              id
            }
            lineItems {
              productId
              productName
              quantity
              unitPrice
              total
            }
          }
          cart {
            id
            order {
              id
            }
          }
        }
      }
    }
  }
`);

type AllAppointmentsAnswer = NonNullable<ResultOf<typeof AllAppointments>['me']>;
export type PortalAppointment = AllAppointmentsAnswer['allAppointments']['items'][number];
export type PortalOrder = PortalAppointment['orders'][number];

/** Support recommendations: what the stylist recommended in one appointment, with the product details. */
export const Recommendations = graphql(`
  query Recommendations($salonId: ID!, $appointmentId: ID!) {
    recommendations(salonId: $salonId, appointmentId: $appointmentId) {
      recommendations {
        sku
        productName
        brandName
        productType
        productSize
        rrp
        price
        productImageMain
        product {
          id
        }
      }
    }
  }
`);

export type PortalRecommendation = NonNullable<
  ResultOf<typeof Recommendations>['recommendations']
>['recommendations'][number];

/** Joins the mirror's session: the client sends ANDROID and a placeholder token, as the original app did. */
export const StartSession = graphql(`
  mutation StartSession($id: ID!, $input: StartSessionInput!) {
    startSession(id: $id, input: $input) {
      id
      userId
      salonId
      appointmentId
      existingAppointment
    }
  }
`);

/** The device fields startSession carries from a browser, which has no push token of its own (Web Push is separate). */
export const PORTAL_DEVICE = { devicePlatform: 'ANDROID', deviceToken: 'portal-web' } as const;
