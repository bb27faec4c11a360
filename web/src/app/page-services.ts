import { createContext } from 'react-router';
import type { PageServices } from '#common/page-services.ts';

/** The loaders' key to what the server gives them (entry.server.tsx exports it for the server to fill). */
export const pageServicesContext = createContext<PageServices>();
