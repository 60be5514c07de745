/**
 * On a prerendered page's `#app`: the app's scripts that page takes over with, separated by
 * spaces (the server writes them from the prerender; the entry fetches them once the page is idle).
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';
