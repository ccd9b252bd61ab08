import { EnableExtensions1763780000000 } from './1763780000000-EnableExtensions';
import { CreateUsersAndSessions1763780100000 } from './1763780100000-CreateUsersAndSessions';
import { CreateQuestionsAndAnswers1763780200000 } from './1763780200000-CreateQuestionsAndAnswers';
import { CreateTranslator1763780300000 } from './1763780300000-CreateTranslator';
import { CacheTranslationsByTextAndTrackAudioUse1763780400000 } from './1763780400000-CacheTranslationsByTextAndTrackAudioUse';
import { KeepCountersByTrigger1763780500000 } from './1763780500000-KeepCountersByTrigger';
import { CreateAdminAudit1763780600000 } from './1763780600000-CreateAdminAudit';
import { CreateContactMessages1763780700000 } from './1763780700000-CreateContactMessages';
import { CountSignInFailuresPerAddress1763781000000 } from './1763781000000-CountSignInFailuresPerAddress';
import { CountAiAnswersPerMember1763781100000 } from './1763781100000-CountAiAnswersPerMember';
import { FoldRomanizedSpellings1763781200000 } from './1763781200000-FoldRomanizedSpellings';
import { FoldRomanizedVowels1763781300000 } from './1763781300000-FoldRomanizedVowels';
import { RecordAiProviderCalls1763781400000 } from './1763781400000-RecordAiProviderCalls';
import { ComposeAccountEmails1763781500000 } from './1763781500000-ComposeAccountEmails';
import { FoldArabicScript1763781600000 } from './1763781600000-FoldArabicScript';
import { FoldChatAlphabetDigits1763781700000 } from './1763781700000-FoldChatAlphabetDigits';
import { LeaveStopWordsOutOfVariants1763781800000 } from './1763781800000-LeaveStopWordsOutOfVariants';

/** Every migration, oldest first. A landed migration is never edited. */
export const migrations = [
  EnableExtensions1763780000000,
  CreateUsersAndSessions1763780100000,
  CreateQuestionsAndAnswers1763780200000,
  CreateTranslator1763780300000,
  CacheTranslationsByTextAndTrackAudioUse1763780400000,
  KeepCountersByTrigger1763780500000,
  CreateAdminAudit1763780600000,
  CreateContactMessages1763780700000,
  CountSignInFailuresPerAddress1763781000000,
  CountAiAnswersPerMember1763781100000,
  FoldRomanizedSpellings1763781200000,
  FoldRomanizedVowels1763781300000,
  RecordAiProviderCalls1763781400000,
  ComposeAccountEmails1763781500000,
  FoldArabicScript1763781600000,
  FoldChatAlphabetDigits1763781700000,
  LeaveStopWordsOutOfVariants1763781800000,
];
