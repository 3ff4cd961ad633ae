/**
 * The rebate service's base address. Empty means this app's own server, which answers the same
 * path; a deployment that keeps the separate rebate service sets VITE_REBATE_SERVICE_URL.
 */
export const REBATE_SERVICE_URL = ((import.meta.env.VITE_REBATE_SERVICE_URL as string | undefined) ?? '').replace(/\/+$/, '');

export const REBATE_ENDPOINT = `${REBATE_SERVICE_URL}/api/save-rebate-form.php`;
