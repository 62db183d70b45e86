/** The points shop: items and orders. */
export { createShopFeature } from './shop.feature'
