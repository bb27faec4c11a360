/** The locale namespaces loaded before the first paint: the shell, the home page and the login dialog. */
export const STARTUP_NAMESPACES = ['common', 'shell', 'listings', 'auth'];
