import { fileURLToPath } from 'node:url';

/** The demo configuration shipped with the repository; what `npm start` serves. */
export const DEFAULT_CONFIG = fileURLToPath(new URL('../../demo/charter.yaml', import.meta.url));
