/** Where a product's custom price and availability are set; the spec's side menu has no item for it. */
export const productsPaths = { products: '/:salonId/products' } as const;

export const productsUrl = (salonId: string) => `/${salonId}/products`;
