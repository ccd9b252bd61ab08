import { SeedMember } from './types';

/**
 * The demo community: native speakers of each of the 12 languages who answer
 * questions about their language, and learners who ask. Four Moroccans
 * answer the Darija questions, in English and in French.
 */
export const SEED_MEMBERS: SeedMember[] = [
  {
    username: 'youssef_benali',
    firstName: 'Youssef',
    lastName: 'Benali',
    nativeLanguages: ['dz', 'ar'],
    learningLanguages: ['en', 'es'],
  },
  {
    username: 'salma.elidrissi',
    firstName: 'Salma',
    lastName: 'El Idrissi',
    nativeLanguages: ['dz', 'ar'],
    learningLanguages: ['de', 'en'],
  },
  {
    username: 'hamza_tazi',
    firstName: 'Hamza',
    lastName: 'Tazi',
    nativeLanguages: ['dz'],
    learningLanguages: ['ja', 'en'],
  },
  {
    username: 'mehdi_berrada',
    firstName: 'Mehdi',
    lastName: 'Berrada',
    nativeLanguages: ['dz', 'fr'],
    learningLanguages: ['es', 'en'],
  },
  {
    username: 'sarah_mitchell',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    nativeLanguages: ['en'],
    learningLanguages: ['dz', 'ar', 'it'],
  },
  {
    username: 'julien.moreau',
    firstName: 'Julien',
    lastName: 'Moreau',
    nativeLanguages: ['fr'],
    learningLanguages: ['dz', 'ar', 'es'],
  },
  {
    username: 'nadia_ouazzani',
    firstName: 'Nadia',
    lastName: 'Ouazzani',
    nativeLanguages: ['fr'],
    learningLanguages: ['dz', 'ar', 'ko'],
  },
  {
    username: 'lucia_fernandez',
    firstName: 'Lucía',
    lastName: 'Fernández',
    nativeLanguages: ['es'],
    learningLanguages: ['dz', 'fr', 'pt'],
  },
  {
    username: 'kenji.watanabe',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    nativeLanguages: ['ja'],
    learningLanguages: ['ar', 'dz', 'en'],
  },
  {
    username: 'lena_schneider',
    firstName: 'Lena',
    lastName: 'Schneider',
    nativeLanguages: ['de'],
    learningLanguages: ['dz', 'fr', 'ru'],
  },
  {
    username: 'marco_rossi',
    firstName: 'Marco',
    lastName: 'Rossi',
    nativeLanguages: ['it'],
    learningLanguages: ['ar', 'dz', 'ja'],
  },
  {
    username: 'ana_ribeiro',
    firstName: 'Ana',
    lastName: 'Ribeiro',
    nativeLanguages: ['pt'],
    learningLanguages: ['fr', 'dz', 'de'],
  },
  {
    username: 'dmitri.volkov',
    firstName: 'Dmitri',
    lastName: 'Volkov',
    nativeLanguages: ['ru'],
    learningLanguages: ['ar', 'en', 'zh'],
  },
  {
    username: 'wei_chen',
    firstName: 'Wei',
    lastName: 'Chen',
    nativeLanguages: ['zh'],
    learningLanguages: ['fr', 'dz', 'ko'],
  },
  {
    username: 'jiwoo_park',
    firstName: 'Ji-woo',
    lastName: 'Park',
    nativeLanguages: ['ko'],
    learningLanguages: ['ar', 'en', 'zh'],
  },
  {
    username: 'omar_haddad',
    firstName: 'Omar',
    lastName: 'Haddad',
    nativeLanguages: ['ar'],
    learningLanguages: ['dz', 'en', 'it'],
  },
];
