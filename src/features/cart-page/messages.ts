/** Cart page texts: headings, line actions, totals and the empty cart. */
export const CART_TEXT = {
  heading: 'Shopping Cart',
  emptyHeading: 'Your cart is empty',
  emptyBody: "Looks like you haven't added any products yet.",
  continueShopping: 'Continue Shopping',
  clearCart: 'Clear Cart',
  remove: 'Remove',
  model: 'Model',
  voltage: 'Voltage',
  watts: 'Watts',
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  taxes: 'Taxes',
  calculatedNote: 'Shipping and taxes are calculated at checkout.',
  checkout: 'Proceed to Checkout',
} as const;
