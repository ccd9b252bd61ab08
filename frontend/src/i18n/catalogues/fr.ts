import fr from '../messages/fr.json';
import translatorFr from '../messages/translator.fr.json';

/** The main French catalogue, loaded on first use (see `loadMessages`). */
export const catalogue: Record<string, string> = { ...fr, ...translatorFr };
