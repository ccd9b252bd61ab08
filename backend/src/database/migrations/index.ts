import { EnableExtensions1763780000000 } from './1763780000000-EnableExtensions';

/** Every migration, oldest first. A landed migration is never edited. */
export const migrations = [EnableExtensions1763780000000];
