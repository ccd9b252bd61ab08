import { SeedQuestion } from './types';

/** English questions about the 12 languages of the site, answered by their native speakers and the AI assistant. */
export const GENERAL_QUESTIONS: SeedQuestion[] = [
  {
    key: 'general-en-001',
    askedBy: 'jiwoo_park',
    language: 'ko',
    targetLanguage: 'en',
    title: 'When do I use "a" and when "the"? Korean has no articles',
    content:
      'Korean doesn\'t have articles at all, so I either drop them or pick the wrong one. My teacher keeps correcting "I went to the shop to buy a milk". Is there a rule of thumb that works most of the time?',
    answers: [
      {
        by: 'sarah_mitchell',
        content:
          'The rule that gets you 90% of the way: "a/an" when you mention something for the first time or when it\'s any one of many ("I bought a book"), "the" when you and the listener both know which one you mean ("The book was great").\n\nYour example trips on a different thing: milk is uncountable, so it takes no "a" at all. "I went to the shop to buy milk" or "some milk". Same with water, rice, information, advice.\n\nAnd honestly, don\'t let it stop you from talking. Nobody misunderstands you because of an article; it\'s the last thing most learners get perfect.',
      },
      {
        by: 'ai',
        content:
          'A short checklist you can run through:\n\n1. Is the noun uncountable (milk, water, advice, furniture) or plural and meant in general ("Dogs are loyal")? Then no article.\n2. Is it the first mention of one countable thing, or any one of a kind? Use "a" (or "an" before a vowel sound: "an hour", "a university").\n3. Does the listener already know which one you mean, because you mentioned it, because there is only one (the sun, the internet), or because the sentence pins it down ("the book on my desk")? Use "the".\n4. Superlatives and ordinals take "the": "the best", "the first".\n\nMost country and city names take no article ("Korea", "Seoul"), except plural or "union" names: "the United States", "the Philippines", "the UK".',
      },
    ],
  },
  {
    key: 'general-en-002',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'en',
    title: 'How do I pronounce "th" without it sounding like "s" or "z"?',
    content:
      'Japanese doesn\'t have this sound, so "think" comes out as "sink" and "this" as "zis". I can hear the difference but can\'t produce it.',
    answers: [
      {
        by: 'sarah_mitchell',
        content:
          'Put the tip of your tongue lightly between your top and bottom teeth (or just touching the back of your top teeth) and push air out over it. Don\'t bite down; the tongue should be relaxed.\n\nThere are two versions. In "think", "three", "bath" it\'s only air, no voice. In "this", "mother", "breathe" you add your voice, so you feel a buzz.\n\nPractise with pairs where a mistake changes the word: sink / think, sick / thick, mouse / mouth, zen / then. Say them slowly in front of a mirror so you can see your tongue.\n\nFor what it\'s worth, lots of native speakers don\'t use this sound either: many Londoners say "free" for "three". You will be understood while you work on it.',
      },
    ],
  },
  {
    key: 'general-en-003',
    askedBy: 'dmitri.volkov',
    language: 'ru',
    targetLanguage: 'en',
    title: '"I have seen" or "I saw"? When do I need the present perfect?',
    content:
      'Russian has one past tense and it covers everything. In English I never know whether to say "I\'ve been to London" or "I was in London".',
    answers: [
      {
        by: 'sarah_mitchell',
        content:
          'Think about whether you say when it happened.\n\nIf the time is finished and named (yesterday, in 2019, last summer, when I was a kid), use the past simple: "I was in London last year."\n\nIf you\'re talking about your life up to now, with no time given, or about something that still matters now, use the present perfect: "I\'ve been to London" (at some point in my life), "I\'ve lost my keys" (and I still can\'t find them).\n\nSo "I\'ve seen that film yesterday" sounds wrong to a native ear, but "I\'ve seen that film" is perfect.\n\nOne caveat: Americans use the past simple more than the British do. "Did you eat yet?" is normal in the US, where a Brit would say "Have you eaten yet?"',
      },
      {
        by: 'ai',
        content:
          'A practical test: can you add a finished time expression to the sentence?\n\n- Yes (yesterday, in 2020, two hours ago): past simple. "I saw her two hours ago."\n- No, the period is still open (today, this week, ever, never, yet, already, since, for): present perfect. "I\'ve seen her twice this week." "Have you ever tried borscht?"\n\nQuestions with "when" almost always take the past simple: "When did you arrive?", not "When have you arrived?".',
      },
    ],
  },
  {
    key: 'general-en-004',
    askedBy: 'omar_haddad',
    language: 'ar',
    targetLanguage: 'en',
    title: 'Is "How are you?" a real question in English?',
    content:
      'My colleagues in London say "How are you?" as they walk past my desk and keep walking. Am I supposed to answer properly?',
    answers: [
      {
        by: 'sarah_mitchell',
        content:
          'Mostly it\'s a greeting, not a question. The expected reply is short: "Good, thanks, you?" or "Not bad, you?", and then everyone carries on.\n\nIn the UK you\'ll also hear "You alright?", which means the same thing and doesn\'t mean they think something\'s wrong with you. The answer is "Yeah, you?".\n\nSave the real answer for friends or when someone stops, looks at you and asks again. That second "No, really, how are you?" is the actual question.',
      },
    ],
  },
  {
    key: 'general-en-005',
    askedBy: 'hamza_tazi',
    language: 'dz',
    targetLanguage: 'en',
    title: 'What\'s the difference between "make" and "do"?',
    content:
      'I keep saying "do a mistake" and "make my homework". Is there any logic, or do I just memorise them?',
    answers: [
      {
        by: 'sarah_mitchell',
        content:
          'There\'s a rough logic: "make" is for creating or producing something (make a cake, make a plan, make noise, make a decision), "do" is for activities, tasks and work in general (do your homework, do the dishes, do a favour, do business, do something).\n\nThen there are fixed phrases you just have to learn: "make a mistake", "make friends", "make money", "make the bed" (even though you don\'t produce a bed!).\n\nWhen in doubt with a chore or a general activity, "do" is the safer guess.',
      },
    ],
  },
  {
    key: 'general-en-006',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'ar',
    title: 'Should I start with Modern Standard Arabic or with a dialect?',
    content:
      "I want to be able to talk to people, but I'd also like to read the news one day. Every course seems to say something different.",
    answers: [
      {
        by: 'omar_haddad',
        content:
          "Both answers are right, for different goals. Nobody speaks MSA at home; it's the language of news, books, speeches and official writing. If you only learn MSA you'll sound like a newsreader at the vegetable stall, and people will answer you in dialect anyway.\n\nIf your main goal is conversation, start with the dialect of the people you'll actually talk to, and add reading in MSA a little later. The alphabet is the same, and a lot of vocabulary is shared.\n\nIf you don't have a particular country in mind, Egyptian or Levantine are the ones most Arabs understand, thanks to films and TV series.",
      },
      {
        by: 'youssef_benali',
        content:
          "Speaking as a Moroccan: if Morocco is where you'll spend time, start with Darija. Our dialect is further from MSA than Levantine is, so MSA alone won't get you far in a Moroccan street. Once you have basic Darija, learning to read MSA goes faster because you already think in the roots.",
      },
      {
        by: 'ai',
        content:
          "A common path that balances both goals:\n\n1. Learn the alphabet and basic reading first (a few weeks). It serves both.\n2. Pick one dialect for speaking and listening: the one of the people you will talk to.\n3. Add MSA for reading (news, signs, simple texts) once everyday conversation is comfortable.\n\nLearners who study both side by side often mix them at first; that's normal and fades. What matters most is that your speaking practice is in the variety people around you actually use.",
      },
    ],
  },
  {
    key: 'general-en-007',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'ar',
    title: 'Why do Arabic letters change shape?',
    content:
      "I'm learning the alphabet and each letter seems to have up to four forms. Do I really have to memorise 100+ shapes?",
    answers: [
      {
        by: 'omar_haddad',
        content:
          "Less than it looks. Arabic is always joined up, like handwriting, so a letter has a form on its own, at the start of a word, in the middle and at the end. But the forms of one letter share the same core; the start and middle forms are mostly the end form with its tail cut off.\n\nLook at ب: بـ at the start, ـبـ in the middle, ـب at the end. Same body, same dot underneath.\n\nThe one rule that really matters: six letters never join to the letter after them: ا د ذ ر ز و. That's why you see little gaps inside words like دار (house) or وزير (minister).\n\nMy advice: don't drill the four forms as a table. Read real short words and the shapes will stick on their own.",
      },
    ],
  },
  {
    key: 'general-en-008',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'ar',
    title: 'What does it mean that Arabic words come from "roots"?',
    content:
      'My teacher says كتب is a root and that many words come from it. How does that work?',
    answers: [
      {
        by: 'omar_haddad',
        content:
          'Most Arabic words are built from a root of three consonants that carries a core meaning, poured into patterns of vowels and extra letters. K-T-B (ك ت ب) is about writing:\n\n- كَتَبَ kataba: he wrote\n- كاتِب kātib: writer\n- كِتاب kitāb: book\n- مَكْتَب maktab: office, desk (the place where you write)\n- مَكْتَبة maktaba: library, bookshop\n- مَكْتوب maktūb: written; also "fate" (what is written)\n\nOnce you know the patterns, you can often guess a word you\'ve never seen. ma-XX-aX is often a place: مَدْرَسة madrasa, school, from D-R-S, "to study".\n\nArabic dictionaries are organised by root, which is why you look up مكتبة under ك.',
      },
      {
        by: 'ai',
        content:
          'A few patterns that are especially productive:\n\n- fāʿil (كاتب kātib): the one who does the action\n- mafʿūl (مكتوب maktūb): the thing the action is done to\n- mafʿal / mafʿala (مكتب, مدرسة): a place\n- fiʿāl and fuʿūl: common plural shapes (كتاب → كُتُب kutub, books)\n\nKnowing the root also helps across dialects: Moroccan "ktab" (book) and Egyptian "kitāb" are the same root with local vowels.',
      },
    ],
  },
  {
    key: 'general-en-009',
    askedBy: 'jiwoo_park',
    language: 'ko',
    targetLanguage: 'ar',
    title: 'How do I pronounce ع (ʿayn)?',
    content:
      'There\'s nothing like it in Korean. My teacher says mine is "too weak" every time.',
    answers: [
      {
        by: 'omar_haddad',
        content:
          'ع is made deep in the throat, lower than any Korean sound. Try this: say a long "aaaa" and, while you say it, squeeze your throat a little, as if you were about to gag or lift something heavy. The sound gets a tight, strained quality. That\'s it.\n\nPractise it in the middle of words first, where it\'s easiest: سَعيد saʿīd (happy), مَعَك maʿak (with you). Then at the start: عَرَبي ʿarabi, عَيْن ʿayn.\n\nA weak ع is far better than skipping it altogether, so keep going.',
      },
      {
        by: 'salma.elidrissi',
        content:
          'A tip from the chat-writing side: Moroccans, Egyptians and others write ع as the digit 3 in Latin letters, because it looks like a mirrored ع. So if you see "3arabi" or "sa3id" online, that 3 is your ʿayn. Reading lots of those words aloud helped my German friends more than any explanation.',
      },
    ],
  },
  {
    key: 'general-en-010',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Is Moroccan Darija understood in other Arab countries?',
    content:
      "I've heard that Egyptians and Syrians struggle with Moroccan Arabic. Is it really that different?",
    answers: [
      {
        by: 'youssef_benali',
        content:
          'It\'s true, and it goes mostly one way. We Moroccans grew up watching Egyptian films and Syrian and Turkish series dubbed in Syrian, so we understand them fine. They rarely hear our dialect, and it\'s quite different: we drop a lot of short vowels, we have words from Amazigh, French and Spanish, and everyday words like "bghit" (I want) or "daba" (now) don\'t exist in the East.\n\nSo when we talk to someone from the Middle East, we switch without thinking: fewer French words, more standard vocabulary, slower. Between Moroccans, Algerians and Tunisians it\'s much easier.',
      },
      {
        by: 'ai',
        content:
          'Linguists group Moroccan Darija with the other Maghrebi dialects (Algerian, Tunisian, Libyan), which are largely intelligible among themselves. Between the Maghreb and the Middle East, understanding is asymmetric: Maghrebis are exposed to Egyptian and Levantine media, while Easterners hear little Maghrebi Arabic.\n\nIn practice, Moroccans accommodate: they use more Standard-Arabic or Eastern vocabulary and fewer loanwords with Arabic speakers from elsewhere.',
      },
    ],
  },
  {
    key: 'general-en-011',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Is French enough in Morocco, or should I learn Darija?',
    content:
      "I'm going to Rabat for a semester. My French is decent. Will that be enough?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'For the university, banks, offices and most young people in Rabat, French will get you through. But the taxi driver, the lady at the hanout (corner shop), the neighbours, the souk: that\'s Darija.\n\nEven a handful of words changes how people treat you: "salam" (hello), "shukran" (thank you), "bshhal?" (how much?), "3afak" (please). You go from tourist to guest. People will be delighted and answer you in a mix of Darija and French.',
      },
      {
        by: 'salma.elidrissi',
        content:
          "Agree with Mehdi. Also, in the north (Tetouan, Tangier) a lot of people speak Spanish, and English is growing fast among students. But learn the basics of Darija before you arrive; you'll use them every single day.",
      },
    ],
  },
  {
    key: 'general-en-012',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Why is Darija written with numbers like 3 and 7?',
    content:
      'I saw "sba7 lkhir" and "la3ziz" on Instagram. What are the digits doing there?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'It\'s how we write Darija in Latin letters on phones. Some Arabic sounds have no Latin letter, so we use digits that look like the Arabic letter:\n\n- 3 = ع (looks like a mirrored ع): "3afak" (please)\n- 7 = ح: "sba7" (morning), like in "sba7 lkhir (صباح الخير)", good morning\n- 9 = ق: "9hwa" (coffee)\n- 2 = ء (the glottal stop), not used much in Darija\n\nFor the others we use letter pairs: "kh" for خ, "gh" for غ, "ch" or "sh" for ش. People who went to French schools tend to write "ch", others "sh", so you\'ll see "chokran" and "shukran" for the same word.',
      },
      {
        by: 'ai',
        content:
          'This writing system is often called "Arabizi" or the chat alphabet. It grew up with SMS and early keyboards that had no Arabic layout, and it\'s still popular on social media.\n\nIt has no fixed spelling: the same word can appear as "la3ziz", "l3ziz" or "la3ziiz". When you read, say the word aloud; that usually solves it. When you write, any consistent spelling is fine; Moroccans will understand.',
      },
    ],
  },
  {
    key: 'general-en-013',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'How do Moroccans say "you\'re welcome"?',
    content:
      'After I said "shukran", the shopkeeper answered something like "bla jmil". What does it mean?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          '"bla jmil (بلا جميل)" is exactly the answer to "shukran". Literally it\'s "without favour": no need to thank me, it was nothing.\n\nYou\'ll also hear:\n- "l3fu (العفو)": you\'re welcome, a bit more formal\n- "ma kayn mushkil (ماكاين مشكل)": no problem\n- "mr7ba (مرحبا)": welcome, my pleasure. A shopkeeper might say "mr7ba bik" to mean you\'re always welcome here.',
      },
    ],
  },
  {
    key: 'general-en-014',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'fr',
    title: 'When is "tu" OK and when should I use "vous"?',
    content:
      'In German we have "du" and "Sie", so I get the idea, but the French line seems to sit in a different place.',
    answers: [
      {
        by: 'julien.moreau',
        content:
          'It\'s close to German, just slightly more relaxed among young people.\n\n"vous": strangers, shop staff, older people, your landlord, your doctor, and colleagues until they say otherwise.\n"tu": friends, family, children, and people your age in casual settings (a party, a climbing gym, a student residence).\n\nAt work it depends a lot on the company. In many startups everyone says "tu" from day one; in a bank or a law firm, "vous" can last years. When unsure, start with "vous" and let the other person offer: "On peut se tutoyer ?"',
      },
      {
        by: 'nadia_ouazzani',
        content:
          'One thing that surprises Germans: in France you say "vous" to a waiter even if they\'re 20. And in Quebec "tu" is far more common than in France, even with people you don\'t know.',
      },
    ],
  },
  {
    key: 'general-en-015',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'fr',
    title: 'Why do French people drop "ne" in negation?',
    content:
      'My textbook says "je ne sais pas", but everyone around me says "je sais pas" or even "chais pas". Is the textbook wrong?',
    answers: [
      {
        by: 'julien.moreau',
        content:
          'The textbook is right for writing, and your ears are right for speech. In everyday spoken French we drop "ne" almost all the time: "je sais pas", "c\'est pas grave", "il vient pas". Keeping it in conversation sounds careful or formal, which is fine in a job interview.\n\n"Chais pas" is just "je sais pas" said fast. Great to understand, but I\'d wait until you feel at home in French before writing it in a message.',
      },
      {
        by: 'ai',
        content:
          'The negation in French has two parts: "ne" before the verb and "pas" (or "jamais", "rien", "personne"...) after it. Historically "pas" was the reinforcement, but it has become the part that carries the meaning, so "ne" is now optional in speech.\n\nKeep "ne" in anything written, including e-mails at work. In conversation, leaving it out is normal at all ages and in all regions.',
      },
    ],
  },
  {
    key: 'general-en-016',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'fr',
    title: 'How do I pronounce the French "u" differently from "ou"?',
    content: 'When I say "dessus" and "dessous" they sound exactly the same.',
    answers: [
      {
        by: 'nadia_ouazzani',
        content:
          'Classic one! Here\'s the trick: say "i" (as in "lit") and hold it. Now, without moving your tongue at all, round your lips as if you were going to whistle. That\'s the French "u".\n\n"ou" is different: the tongue goes back in the mouth, like the Portuguese "u" in "tu".\n\nPractise pairs: tu / tout, rue / roue, vu / vous, dessus / dessous. If people understand "dessus" when you mean it, you\'ve got it.',
      },
    ],
  },
  {
    key: 'general-en-017',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'fr',
    title: 'Passé composé: when "être" and when "avoir"?',
    content:
      'Why is it "je suis allée" but "j\'ai mangé"? In Spanish it\'s always "haber".',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'Most verbs take "avoir". A small group takes "être": verbs of movement or change of state, the ones in the "house of être": aller, venir, arriver, partir, entrer, sortir, monter, descendre, naître, mourir, rester, tomber, retourner, devenir, revenir, rentrer, passer.\n\nPlus all reflexive verbs: "je me suis levée", "elle s\'est trompée".\n\nWith "être" the participle agrees with the subject: "elle est allée", "ils sont partis". With "avoir" it doesn\'t: "elle a mangé".\n\nTrap: some of those verbs switch to "avoir" when they have a direct object. "Je suis sortie" (I went out) but "j\'ai sorti la poubelle" (I took the bin out).',
      },
    ],
  },
  {
    key: 'general-en-018',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'fr',
    title: 'What does "du coup" mean? I hear it in every sentence',
    answers: [
      {
        by: 'julien.moreau',
        content:
          'It literally means "as a result" or "so": "Il pleuvait, du coup on est restés à la maison." But in speech it has become a filler, like "so..." in English: "Du coup, tu viens ce soir ?" Some people say it every ten seconds and others find that annoying.\n\nIn writing, use "donc" or "par conséquent" instead.',
      },
      {
        by: 'nadia_ouazzani',
        content:
          'Other fillers you\'ll hear constantly: "genre" (like), "en fait" (actually), "bref" (anyway), "bon" (well). Use them sparingly and you\'ll sound very natural.',
      },
    ],
  },
  {
    key: 'general-en-019',
    askedBy: 'youssef_benali',
    language: 'dz',
    targetLanguage: 'es',
    title: 'Ser or estar: is there a simple way to choose?',
    content: 'Both mean "to be" and I choose the wrong one half the time.',
    answers: [
      {
        by: 'lucia_fernandez',
        content:
          'Roughly: "ser" is for what something is, "estar" for how or where it is.\n\nser: identity, origin, profession, material, time and dates. "Soy Youssef", "Es de Marruecos", "Es médica", "La mesa es de madera", "Son las tres".\nestar: states, moods and location. "Estoy cansado", "La sopa está fría", "Madrid está en España".\n\nThe fun part is that some adjectives change meaning: "es aburrido" (he\'s boring) vs "está aburrido" (he\'s bored), "es listo" (clever) vs "está listo" (ready).\n\nOne exception to the location rule: events use "ser". "La fiesta es en mi casa."',
      },
      {
        by: 'ai',
        content:
          'If you hesitate, ask: is this a characteristic that defines the thing (ser), or a condition it\'s in right now, or a place (estar)?\n\n"Mi hermano es alto" (he is tall) / "Mi hermano está en casa" (he is at home) / "Mi hermano está enfermo" (he is ill).\n\nNote that "estar" is also used with the gerund for actions in progress: "Estoy estudiando".',
      },
    ],
  },
  {
    key: 'general-en-020',
    askedBy: 'mehdi_berrada',
    language: 'dz',
    targetLanguage: 'es',
    title: 'Do Latin Americans use "vosotros"?',
    content:
      'My course from Spain teaches "vosotros", but my Colombian friend never uses it.',
    answers: [
      {
        by: 'lucia_fernandez',
        content:
          'No, in Latin America "vosotros" is not used in everyday speech. For "you" plural they use "ustedes" in every situation, friendly or formal: "¿Ustedes vienen?" In most of Spain, "ustedes" is the formal plural and "vosotros" the informal one. In the Canary Islands and parts of western Andalusia people also say "ustedes" for both.\n\nLearn to recognise "vosotros" forms (habláis, coméis), but if you mostly talk with Colombians, using "ustedes" is completely natural.',
      },
    ],
  },
  {
    key: 'general-en-021',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'es',
    title: 'Why do some Spanish speakers pronounce "z" like English "th"?',
    answers: [
      {
        by: 'lucia_fernandez',
        content:
          'In most of Spain, "z" and "c" before e/i are pronounced like the English "th" in "think", while "s" stays "s". That\'s why "casa" (house) and "caza" (hunting) sound different for me.\n\nIn Latin America, the Canary Islands and parts of Andalusia, they\'re all pronounced "s" (this is called "seseo"), and that\'s just as correct.\n\nAnd no, it doesn\'t come from a king with a lisp. That story is a myth; the sound developed naturally over centuries.',
      },
    ],
  },
  {
    key: 'general-en-022',
    askedBy: 'youssef_benali',
    language: 'dz',
    targetLanguage: 'es',
    title: 'Which Spanish words come from Arabic?',
    content:
      'I keep noticing words that sound familiar to me as a Moroccan, like "aceite". How many are there?',
    answers: [
      {
        by: 'lucia_fernandez',
        content:
          'A lot, around a few thousand counting old and rare ones, thanks to almost eight centuries of al-Andalus. Many start with "al-" or "a-" because the Arabic article came along with the noun:\n\n- aceite (az-zayt, oil)\n- aceituna (az-zaytūna, olive)\n- azúcar (as-sukkar, sugar)\n- almohada (al-mikhadda, pillow)\n- alcalde (al-qāḍī, the judge; now "mayor")\n- almacén (al-makhzan, warehouse)\n- ojalá (law shāʾ Allāh, if God wills: "I hope")\n\nYou\'ll find "lmakhzen" in Darija too, with its own meaning.',
      },
      {
        by: 'ai',
        content:
          'Some more everyday ones: arroz (ar-ruzz, rice), azafrán (az-zaʿfarān, saffron), albañil (al-bannāʾ, builder), alfombra (carpet), aldea (village), jarra (jar), taza (cup, from ṭāsa).\n\nAs a Darija speaker you may notice the reverse as well: northern Moroccan Darija borrowed many words from Spanish, such as "simana" (week, from "semana").',
      },
    ],
  },
  {
    key: 'general-en-023',
    askedBy: 'hamza_tazi',
    language: 'dz',
    targetLanguage: 'ja',
    title: 'Should I learn hiragana first or start with romaji?',
    content:
      'Romaji feels easier, but everyone says to drop it quickly. Is it really that bad?',
    answers: [
      {
        by: 'kenji.watanabe',
        content:
          "Learn hiragana right away. It's only 46 basic characters, and with a little practice every day most people can read them in one or two weeks.\n\nRomaji causes bad habits: you miss long vowels (おばさん aunt vs おばあさん grandmother), the small っ, and you read Japanese with an English or French accent. Also, no Japanese book, sign or app for natives uses romaji.\n\nThen katakana (used for foreign words, so easier than you think: ハンバーガー), and kanji little by little, with the words you actually learn.",
      },
    ],
  },
  {
    key: 'general-en-024',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'ja',
    title: "What's the difference between は (wa) and が (ga)?",
    content:
      '私は学生です and 私が学生です both seem to mean "I am a student".',
    answers: [
      {
        by: 'kenji.watanabe',
        content:
          'は marks the topic: "as for me, (I) am a student". It\'s what the sentence is about, often something already known.\n\nが marks the subject, usually when it\'s new or important information. 私が学生です sounds like "I am the student" (not someone else), for example as an answer to "Who is the student here?"\n\nA classic pair:\n誰が来ましたか。 Who came?\n田中さんが来ました。 Tanaka-san came. (が, because Tanaka is the new information)\n\nThis is one of the hardest parts of Japanese grammar even for advanced learners, so don\'t worry if it takes time.',
      },
      {
        by: 'ai',
        content:
          "Two rules of thumb that cover many cases:\n\n1. Question words (誰, 何, どれ) are never followed by は; use が: 何が好きですか。\n2. In a subordinate clause, the subject usually takes が even if it would take は in a main clause: 私が作ったケーキ (the cake I made).\n\nContrast is the other use of は: 肉は食べますが、魚は食べません (meat I eat, but fish I don't).",
      },
    ],
  },
  {
    key: 'general-en-025',
    askedBy: 'hamza_tazi',
    language: 'dz',
    targetLanguage: 'ja',
    title: 'How do I say "thank you" politely in Japanese?',
    content: 'I know "arigatou", but a friend told me it can sound too casual.',
    answers: [
      {
        by: 'kenji.watanabe',
        content:
          'Your friend is right. A quick scale:\n\n- ありがとう (arigatou): friends, family, people younger than you\n- ありがとうございます (arigatou gozaimasu): polite, the safe default with strangers, shop staff, teachers\n- どうもありがとうございます: extra polite, for a real favour\n- ありがとうございました: when the thing is finished, like leaving a shop or after a lesson\n\nAnd すみません (sumimasen) also works as "thank you" when someone went out of their way for you; it carries a nuance of "sorry for the trouble".',
      },
    ],
  },
  {
    key: 'general-en-026',
    askedBy: 'salma.elidrissi',
    language: 'dz',
    targetLanguage: 'de',
    title: 'Any tips for learning der, die and das?',
    content: 'Every noun seems to have a random gender. Is there a system?',
    answers: [
      {
        by: 'lena_schneider',
        content:
          'Partly random, sadly, but there are patterns that help:\n\ndie: words ending in -ung, -heit, -keit, -schaft, -ion, -tät (die Zeitung, die Freiheit, die Nation). Also most nouns ending in -e (die Lampe).\ndas: -chen and -lein (das Mädchen, even though it\'s a girl!), -ment, -um (das Museum), and verbs used as nouns (das Essen).\nder: days, months, seasons (der Montag, der Mai), -ismus, -ling, and most nouns ending in -er that are people (der Lehrer).\n\nThe best habit: never learn a noun without its article. Write "die Tür", not "Tür". Some people colour-code their flashcards: blue for der, red for die, green for das.',
      },
      {
        by: 'ai',
        content:
          'Useful to know: the plural is always "die" in the nominative, whatever the gender. And compound nouns take the gender of their last part: der Bahnhof (der Hof), die Haustür (die Tür).\n\nWhen you make a mistake, Germans will still understand you; gender errors rarely cause confusion.',
      },
    ],
  },
  {
    key: 'general-en-027',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'de',
    title: 'Why does the verb go to the end of the sentence in German?',
    answers: [
      {
        by: 'lena_schneider',
        content:
          'Two rules, and they explain almost everything:\n\n1. In a main clause, the conjugated verb is always the second element. "Ich lerne Deutsch." "Heute lerne ich Deutsch." (when "heute" comes first, the subject moves behind the verb).\n2. In a subordinate clause (after weil, dass, wenn, ob, obwohl...), the conjugated verb goes to the very end. "..., weil ich in Berlin arbeite."\n\nIn the perfect tense the participle also goes to the end: "Ich habe gestern Deutsch gelernt."\n\nIt feels strange at first, but after a while you start to enjoy waiting for the verb.',
      },
    ],
  },
  {
    key: 'general-en-028',
    askedBy: 'salma.elidrissi',
    language: 'dz',
    targetLanguage: 'de',
    title: 'How do I pronounce "ch" in "ich" and in "ach"?',
    answers: [
      {
        by: 'lena_schneider',
        content:
          'There are two sounds.\n\nAfter a, o, u and au, it\'s pronounced at the back of the mouth: "Bach", "Buch", "auch". For you that\'s easy: it\'s the Arabic خ, the "kh" in Darija "khobz".\n\nAfter e, i, ä, ö, ü, and after consonants, it\'s the soft "ich" sound: "ich", "nicht", "Milch". Put your tongue in position for "i" and whisper a strong "h" through it, like the beginning of the English word "huge". It\'s not "sh", and it\'s not "k".',
      },
    ],
  },
  {
    key: 'general-en-029',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'de',
    title: '"Sie" or "du" at work in Germany?',
    answers: [
      {
        by: 'lena_schneider',
        content:
          'Traditionally "Sie" with colleagues and certainly with your boss, until someone senior offers "du". But it has changed a lot: in startups, tech companies and many younger teams, "du" from the first day is normal, including with the CEO.\n\nListen to how people in your team address each other and follow them. If you\'re not sure, start with "Sie"; someone will say "Wir duzen uns hier" or "Wollen wir uns duzen?", and then you switch.',
      },
    ],
  },
  {
    key: 'general-en-030',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'it',
    title: 'How do I roll the Italian "r"?',
    answers: [
      {
        by: 'marco_rossi',
        content:
          'Start from something you already have: the quick "t" or "d" sound in American English "butter" or "ladder". That tap of the tongue behind the top teeth is a single Italian "r", as in "caro".\n\nFor the rolled "rr" (terra, carro), you keep the tip of the tongue loose and let the air make it vibrate several times. Practise with "tr" and "dr" first ("treno", "dritto"), where the tongue is already in the right place.\n\nAnd don\'t panic: some Italians don\'t roll their "r" at all (it\'s called "erre moscia") and everyone understands them.',
      },
    ],
  },
  {
    key: 'general-en-031',
    askedBy: 'omar_haddad',
    language: 'ar',
    targetLanguage: 'it',
    title: 'Do double consonants in Italian really matter?',
    content: 'Is it like the shadda in Arabic?',
    answers: [
      {
        by: 'marco_rossi',
        content:
          "Exactly like the shadda! The consonant is held longer, and it changes the meaning:\n\n- pala (shovel) / palla (ball)\n- caro (dear) / carro (cart)\n- nono (ninth) / nonno (grandfather)\n- sete (thirst) / sette (seven)\n- capello (a hair) / cappello (hat)\n\nAs an Arabic speaker you already have the habit, so you'll probably find it easier than English speakers do.",
      },
    ],
  },
  {
    key: 'general-en-032',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'it',
    title: '"Ciao" or "salve"? What\'s the difference?',
    answers: [
      {
        by: 'marco_rossi',
        content:
          '"Ciao" is informal and works for both hello and goodbye, with friends, family and people your age.\n\n"Salve" is a neutral, polite hello, handy when you\'re not sure whether to use "tu" or "Lei": in a shop, with a receptionist. It\'s not really used for goodbye.\n\nMore formal: "buongiorno" until early afternoon, "buonasera" after. For goodbye: "arrivederci", or "arrivederLa" if you want to be very polite.',
      },
    ],
  },
  {
    key: 'general-en-033',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'pt',
    title: 'As a Spanish speaker, what are the traps in Portuguese?',
    answers: [
      {
        by: 'ana_ribeiro',
        content:
          'You\'ll understand a lot of written Portuguese from day one, which is both a gift and a trap. The false friends are the funny part:\n\n- "esquisito" means strange, not exquisite\n- "polvo" is octopus (dust is "pó")\n- "oficina" is a workshop or garage (office is "escritório")\n- "rato" is a mouse\n- "embaraçada" means embarrassed, not pregnant (that\'s "grávida")\n\nPronunciation is the bigger change: nasal vowels (não, mãe, bem), open and closed e and o (avô / avó), and in European Portuguese many unstressed vowels almost disappear.',
      },
      {
        by: 'ai',
        content:
          'Grammar differences that catch Spanish speakers:\n\n- "ter" is used where Spanish uses "haber" for compound tenses: "tenho feito" (Brazil also uses it for "there is": "tem muita gente aqui").\n- Portuguese has a personal infinitive: "para nós fazermos" (for us to do).\n- Contractions of prepositions with articles are obligatory: "no" (em + o), "da" (de + a), "pelo" (por + o).',
      },
    ],
  },
  {
    key: 'general-en-034',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'pt',
    title: 'Brazilian or European Portuguese: which one should I learn?',
    answers: [
      {
        by: 'ana_ribeiro',
        content:
          'I\'m from Porto, so I\'m biased, but honestly: learn the one you\'ll use. If you\'ll travel or work in Brazil or consume mostly Brazilian content, go Brazilian; if Portugal is your target, go European.\n\nThe main differences:\n- Pronunciation: Brazilians pronounce vowels more fully, so it\'s often easier to understand at first.\n- "você" is common in Brazil; in Portugal we use "tu" a lot more.\n- "Estou fazendo" (Brazil) vs "estou a fazer" (Portugal).\n- Vocabulary: "trem / comboio" (train), "ônibus / autocarro" (bus), "celular / telemóvel" (mobile phone).\n\nThey\'re the same language, and we understand each other without trouble.',
      },
    ],
  },
  {
    key: 'general-en-035',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'pt',
    title: 'How do I pronounce "ão"?',
    answers: [
      {
        by: 'ana_ribeiro',
        content:
          'It\'s a nasal diphthong: the air goes out through your nose as well as your mouth. Start with "a" as in "casa", glide towards "u", and let the sound go through the nose, as if you had a slight cold. Don\'t close it with an "n" or "m" at the end.\n\nPractise with "não", "pão", "mão", "coração". Humming while you say it helps you feel the nose.',
      },
    ],
  },
  {
    key: 'general-en-036',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'ru',
    title: 'How many cases does Russian have, and which should I learn first?',
    content: 'German has four and I found them hard enough.',
    answers: [
      {
        by: 'dmitri.volkov',
        content:
          'Six: nominative, genitive, dative, accusative, instrumental and prepositional. You already know the logic from German, which helps a lot.\n\nI\'d learn them in the order you\'ll need them:\n1. Prepositional, for places: "Я живу в Москве" (I live in Moscow).\n2. Accusative, for direct objects: "Я вижу маму" (I see mum).\n3. Genitive, used everywhere: possession, "there is no" (у меня нет времени, I have no time), after numbers.\n4. Then instrumental (with, by: с другом, with a friend) and dative (to: маме, to mum).\n\nLearn them through phrases you actually use, not tables. The tables come later.',
      },
      {
        by: 'ai',
        content:
          'The genitive is the case learners meet most often without noticing: after "нет" (there is no), after quantities (много людей, many people), after numbers from five upwards (пять книг) and for possession (книга брата, the brother\'s book). Learning it early pays off.',
      },
    ],
  },
  {
    key: 'general-en-037',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'ru',
    title: 'What is the soft sign (ь) for?',
    answers: [
      {
        by: 'dmitri.volkov',
        content:
          'It has no sound of its own. It makes the consonant before it "soft" (palatalised): you pronounce it with the middle of your tongue raised towards the palate, a bit like adding a very short "y" to it.\n\nIt changes meaning: мат (checkmate) vs мать (mother), брат (brother) vs брать (to take).\n\nIt also separates a consonant from a following vowel: семья (family) is pronounced "sem-ya", not "se-mya".\n\nIts brother, the hard sign ъ, is rare and mostly just separates: подъезд (building entrance).',
      },
    ],
  },
  {
    key: 'general-en-038',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'ru',
    title: 'Perfective and imperfective verbs: how do I choose?',
    content:
      'Almost every verb seems to come in pairs: читать / прочитать, делать / сделать...',
    answers: [
      {
        by: 'dmitri.volkov',
        content:
          'Imperfective is about the process, repetition or the action in general. Perfective is about one completed action with a result.\n\n- Я читал книгу: I was reading a book / I read (some of) a book. No info on whether I finished.\n- Я прочитал книгу: I read the book, finished it.\n- Каждый день я читаю газету: every day I read the newspaper (habit → imperfective).\n\nA handy point: perfective verbs have no present tense. "Я прочитаю" means "I will read (and finish)".',
      },
      {
        by: 'ai',
        content:
          'Quick guide for the past and future:\n\n- Repeated or habitual actions, duration ("for two hours"), or the plain fact that something happened: imperfective.\n- A single action completed with a result, especially in a sequence ("I came, ate and left"): perfective.\n\nNegative commands usually take the imperfective: "Не читай!" (don\'t read), while positive commands often take the perfective: "Прочитай это!" (read this).',
      },
    ],
  },
  {
    key: 'general-en-039',
    askedBy: 'dmitri.volkov',
    language: 'ru',
    targetLanguage: 'zh',
    title: 'How important are tones in Mandarin, really?',
    content:
      'People say context will save me if my tones are off. Is that true?',
    answers: [
      {
        by: 'wei_chen',
        content:
          "Partly true, but don't count on it. Tones change words completely: 妈 mā (mother), 麻 má (hemp), 马 mǎ (horse), 骂 mà (to scold). In a full sentence, people often guess right, but if several tones are off the sentence becomes really hard to follow.\n\nLearn every new word with its tone from the start, and say it out loud. One rule to know early: two third tones in a row, the first becomes a second tone. 你好 is written nǐ hǎo but pronounced ní hǎo.",
      },
    ],
  },
  {
    key: 'general-en-040',
    askedBy: 'jiwoo_park',
    language: 'ko',
    targetLanguage: 'zh',
    title: 'Simplified or traditional characters?',
    content:
      'I learned some hanja at school in Korea, which are traditional. Should I stick with those?',
    answers: [
      {
        by: 'wei_chen',
        content:
          "It depends on where you'll use Chinese. Simplified characters are used in mainland China, Singapore and Malaysia; traditional ones in Taiwan, Hong Kong and Macau.\n\nYour hanja are a real advantage either way. Many characters are the same in both systems (人, 山, 大, 中), and the simplified ones often keep the structure of the traditional form: 語 → 语, 學 → 学.\n\nIf you're heading to Shanghai or Beijing, learn simplified; after a while you'll read both without much effort.",
      },
    ],
  },
  {
    key: 'general-en-041',
    askedBy: 'dmitri.volkov',
    language: 'ru',
    targetLanguage: 'zh',
    title: 'When do I use 了 (le)?',
    content: "I thought it was the past tense, but my teacher says it isn't.",
    answers: [
      {
        by: 'wei_chen',
        content:
          "Your teacher is right. 了 has two main uses:\n\n1. After a verb: the action is completed. 我吃了三个饺子 (I ate three dumplings).\n2. At the end of a sentence: a change of situation, something is now the case. 下雨了 (it's raining now, it wasn't before), 我饿了 (I'm hungry now).\n\nAnd past actions don't always need 了, especially habits or descriptions: 我以前住在北京 (I used to live in Beijing), no 了.",
      },
      {
        by: 'ai',
        content:
          "The distinction is aspect, not tense: 了 marks completion or change, and it can also appear in the future: 你到了给我打电话 (call me when you have arrived).\n\nNegation removes 了 and uses 没: 我没吃 (I didn't eat), not 我没吃了.",
      },
    ],
  },
  {
    key: 'general-en-042',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'ko',
    title: "What's the difference between 감사합니다 and 고맙습니다?",
    answers: [
      {
        by: 'jiwoo_park',
        content:
          'Both are polite "thank you" and you can use either with anyone. 감사합니다 (gamsahamnida) comes from a Sino-Korean word and feels a little more formal; 고맙습니다 (gomapseumnida) is native Korean and sounds a bit warmer.\n\nWith friends and people younger than you: 고마워 (gomawo). Slightly polite but friendly: 고마워요 (gomawoyo).',
      },
    ],
  },
  {
    key: 'general-en-043',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'ko',
    title: 'Why does ㄱ sound like "g" sometimes and "k" at other times?',
    answers: [
      {
        by: 'jiwoo_park',
        content:
          'Because for Korean speakers it\'s one sound. ㄱ is a plain, unaspirated consonant: at the start of a word it sounds closer to a soft "k" to foreign ears, and between vowels it becomes voiced and sounds like "g". 고기 (meat) is pronounced something like "ko-gi".\n\nWhat matters in Korean is a different contrast: plain ㄱ, aspirated ㅋ (with a puff of air) and tense ㄲ (tight, no air). 가 / 카 / 까 are three different sounds. Same for ㄷ ㅌ ㄸ and ㅂ ㅍ ㅃ.',
      },
      {
        by: 'ai',
        content:
          'Hold a sheet of paper in front of your mouth: it should move strongly for ㅋ, barely for ㄱ, and not at all for ㄲ, which is said with a tense throat, a bit like the "k" in Spanish or French.',
      },
    ],
  },
  {
    key: 'general-en-044',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'ko',
    title: 'How do Korean speech levels work?',
    content:
      "K-dramas switch between endings and I can't tell who's being rude.",
    answers: [
      {
        by: 'jiwoo_park',
        content:
          'In daily life you mostly need three:\n\n- 해요체 (ending in -요): polite, the safe default with strangers and people older than you. 어디 가요? (Where are you going?)\n- 합니다체 (ending in -ㅂ니다): formal, for news, presentations, announcements, the army. 감사합니다.\n- 반말 (no ending): casual, for close friends, siblings, people younger than you. 어디 가?\n\nAge matters a lot: even a year\'s difference decides who speaks casually. Switching to 반말 is usually offered by the older person: "말 놓을까요?" (Shall we speak casually?). In dramas, using 반말 with someone you don\'t know is a way to show disrespect or anger.',
      },
    ],
  },
];
