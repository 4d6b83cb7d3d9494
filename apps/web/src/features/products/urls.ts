/** Where a product's custom price and availability are set; the side menu has no item for it. */
export const productsPaths = { products: '/:salonId/products' } as const;

export const productsUrl = (salonId: string) => `/${salonId}/products`;
