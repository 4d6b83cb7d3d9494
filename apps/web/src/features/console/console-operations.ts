import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** Who is at the console: only the provider's staff may use it, and only its admins take the admin actions. */
export const GetConsoleViewer = graphql(`
  query GetConsoleViewer {
    me {
      id
      email
      isProviderStaff
      isProviderAdmin
    }
  }
`);

const LeadFields = graphql(`
  fragment LeadFields on Lead @_unmask {
    id
    name
    email
    salonName
    phone
    plan
    status
    notes
    version
    createdAt
  }
`);

export const GetLeads = graphql(
  `
    query GetLeads($status: LeadStatus, $search: String, $limit: Int, $nextToken: String) {
      leads(status: $status, search: $search, limit: $limit, nextToken: $nextToken) {
        nextToken
        items {
          ...LeadFields
        }
      }
    }
  `,
  [LeadFields],
);
export type Lead = ResultOf<typeof GetLeads>['leads']['items'][number];

export const UpdateLead = graphql(
  `
    mutation UpdateLead($id: ID!, $input: UpdateLeadInput!) {
      updateLead(id: $id, input: $input) {
        ...LeadFields
      }
    }
  `,
  [LeadFields],
);

export const GetDeliveryOverview = graphql(`
  query GetDeliveryOverview {
    deliveryCounts {
      kind
      destination
      state
      count
    }
    deliveryHours {
      hour
      succeeded
      failed
    }
  }
`);
export type DeliveryCount = ResultOf<typeof GetDeliveryOverview>['deliveryCounts'][number];
export type DeliveryHour = ResultOf<typeof GetDeliveryOverview>['deliveryHours'][number];

export const GetDeliveries = graphql(`
  query GetDeliveries($state: DeliveryState!, $destination: String, $limit: Int, $nextToken: String) {
    deliveries(state: $state, destination: $destination, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        kind
        destination
        state
        attemptCount
        runAt
        lastError
        createdAt
        attempts {
          attempt
          succeeded
          statusCode
          error
          durationMs
          at
        }
      }
    }
  }
`);
export type Delivery = ResultOf<typeof GetDeliveries>['deliveries']['items'][number];

export const RetryDelivery = graphql(`
  mutation RetryDelivery($id: ID!) {
    retryDelivery(id: $id) {
      id
      state
    }
  }
`);

export const RetryDeadDeliveries = graphql(`
  mutation RetryDeadDeliveries($destination: String!) {
    retryDeadDeliveries(destination: $destination)
  }
`);

export const GetAuditLog = graphql(`
  query GetAuditLog($action: String, $actor: String, $limit: Int, $nextToken: String) {
    auditLog(action: $action, actor: $actor, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        at
        actorEmail
        action
        subjectKind
        subjectId
        salonId
        before
        after
      }
    }
  }
`);
export type AuditEvent = ResultOf<typeof GetAuditLog>['auditLog']['items'][number];

const ConsoleBrandFields = graphql(`
  fragment ConsoleBrandFields on ConsoleBrand @_unmask {
    id
    name
    abbreviation
    active
    logoPath
    version
  }
`);

export const GetConsoleBrands = graphql(
  `
    query GetConsoleBrands {
      consoleBrands {
        ...ConsoleBrandFields
      }
    }
  `,
  [ConsoleBrandFields],
);
export type ConsoleBrand = ResultOf<typeof GetConsoleBrands>['consoleBrands'][number];

export const SaveBrand = graphql(
  `
    mutation SaveBrand($id: ID, $version: Int, $input: BrandInput!) {
      saveBrand(id: $id, version: $version, input: $input) {
        ...ConsoleBrandFields
      }
    }
  `,
  [ConsoleBrandFields],
);

export const GetConsoleProducts = graphql(`
  query GetConsoleProducts($search: String, $brandId: ID, $limit: Int, $nextToken: String) {
    consoleProducts(search: $search, brandId: $brandId, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        sku
        productName
        brandName
        productType
        productSize
        rrpAuCents
        isArchived
        outOfStock
      }
    }
  }
`);
export type ConsoleProductRow = ResultOf<typeof GetConsoleProducts>['consoleProducts']['items'][number];

const ConsoleProductFields = graphql(`
  fragment ConsoleProductFields on ConsoleProduct @_unmask {
    id
    sku
    brandId
    brandName
    productName
    productType
    productSize
    description
    bullets
    createdBy
    forMen
    isArchived
    isFallback
    isMask
    isOil
    outOfStock
    listPriceCents
    rrpAuCents
    rrpNzCents
    rrpCaCents
    rrpUsCents
    productImageMain
    images
    benefits
    directions
    ingredients
    ean
    hairConcernsFilters
    suitsColoured
    suitsHairColour
    suitsHairDensities
    suitsHairElasticities
    suitsHairPorosity
    suitsHairTextures
    suitsOtherFilters
    suitsScalpConcerns
    suitsGenders
    version
    updatedAt
  }
`);

export const GetConsoleProduct = graphql(
  `
    query GetConsoleProduct($id: ID!) {
      consoleProduct(id: $id) {
        ...ConsoleProductFields
      }
    }
  `,
  [ConsoleProductFields],
);
export type ConsoleProduct = NonNullable<ResultOf<typeof GetConsoleProduct>['consoleProduct']>;

export const SaveCatalogueProduct = graphql(
  `
    mutation SaveCatalogueProduct($id: ID, $version: Int, $input: CatalogueProductInput!) {
      saveCatalogueProduct(id: $id, version: $version, input: $input) {
        ...ConsoleProductFields
      }
    }
  `,
  [ConsoleProductFields],
);

const DirectorySalonFields = graphql(`
  fragment DirectorySalonFields on DirectorySalon @_unmask {
    id
    name
    ownerName
    email
    plan
    subscriptionType
    subscriptionStatus
    mirrorsOrdered
    mirrorsPaired
    lastSessionAt
    onboardingComplete
    signedUpAt
  }
`);

export const GetConsoleSalons = graphql(
  `
    query GetConsoleSalons($search: String, $limit: Int, $nextToken: String) {
      consoleSalons(search: $search, limit: $limit, nextToken: $nextToken) {
        nextToken
        items {
          ...DirectorySalonFields
        }
      }
    }
  `,
  [DirectorySalonFields],
);
export type DirectorySalon = ResultOf<typeof GetConsoleSalons>['consoleSalons']['items'][number];

export const GetConsoleSalon = graphql(
  `
    query GetConsoleSalon($id: ID!) {
      consoleSalon(id: $id) {
        summary {
          ...DirectorySalonFields
        }
        phone
        timeZone
        onboardingState
        conversationId
        subscription {
          id
          plan
          subscriptionType
          status
          mirrors
          provider
          startedAt
          cancelledAt
        }
        invoices {
          id
          number
          totalCents
          paid
          issuedAt
        }
        brands {
          id
          name
          availableToSalon
          visibleToClients
        }
      }
    }
  `,
  [DirectorySalonFields],
);
export type DirectorySalonDetail = NonNullable<ResultOf<typeof GetConsoleSalon>['consoleSalon']>;

export const SetBrandAvailableToSalon = graphql(`
  mutation SetBrandAvailableToSalon($salonId: ID!, $brandId: ID!, $available: Boolean!) {
    setBrandAvailableToSalon(salonId: $salonId, brandId: $brandId, available: $available)
  }
`);
