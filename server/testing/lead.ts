/** A valid catalogue request as the storefront's form sends it. */
export const CATALOGUE_LEAD = {
  name: 'Dana Grower',
  phone: '805 555 0100',
  email: 'dana@example.com',
  country: 'United States',
  state: 'California',
  customer_type_website: 'cultivator',
};
