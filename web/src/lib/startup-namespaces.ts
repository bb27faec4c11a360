/**
 * The locale namespaces loaded before the first paint: the shell (its logout action speaks
 * `account`), the home page and the login dialog. One missing here suspends the whole first
 * screen for one more round trip.
 */
export const STARTUP_NAMESPACES = ['common', 'shell', 'account', 'listings', 'auth'];
