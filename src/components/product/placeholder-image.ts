/** Shown when a product photo is missing or fails to load; inline so it works offline too. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#eef2ee"/>' +
      '<path d="M140 250h120l-30-40-25 30-15-18z" fill="#9aab9c"/><circle cx="170" cy="175" r="16" fill="#9aab9c"/></svg>',
  );
