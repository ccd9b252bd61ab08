import { SeedQuestion } from './types';

/** English questions about Moroccan Darija, answered by Moroccans and the AI assistant. */
export const DARIJA_QUESTIONS: SeedQuestion[] = [
  {
    key: 'darija-en-001',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'How do you say "How are you?" in Darija?',
    content:
      'I learned "kayf halak" from a Standard Arabic app, but my Moroccan neighbour looked confused. What do people actually say?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          '"kayf halak" is Standard Arabic; people will understand it, but nobody says it in the street. The everyday ones:\n\n- "labas? (لاباس؟)": literally "no harm?", the most common. Answer: "labas, l7amdulillah (لاباس، الحمد لله)": fine, thank God.\n- "kidayr? (كيداير؟)" to a man, "kidayra? (كيدايرة؟)" to a woman, "kidayrin? (كيدايرين؟)" to a group: how are you doing?\n- "ash khbarek? (اش خبارك؟)": what\'s your news?\n\nPeople often chain them: "salam, labas? kidayra? ash khbarek?" and you answer with one "labas, l7amdulillah, w nti?" (and you?).',
      },
      {
        by: 'ai',
        content:
          'A complete exchange you can practise:\n\nA: salam, labas? (hello, how are you?)\nB: labas, l7amdulillah. w nta? (fine, thank God. And you? — to a man; "w nti" to a woman)\nA: bikhir, l7amdulillah (بخير، الحمد لله): good, thank God.\n\n"l7amdulillah" is said by everyone, religious or not; it simply means things are fine.',
      },
    ],
  },
  {
    key: 'darija-en-002',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: '"Salam" or "salam 3alikum": which one should I use?',
    content:
      "I hear both greetings everywhere, from shops to taxis, and I can't tell when each one fits.",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'Both are fine, the difference is how formal you are.\n\n"salam (سلام)" is short and casual: friends, the guy at the corner shop you see every day, messages.\n\n"salam 3alikum (السلام عليكم)" is the full greeting: when you enter a shop, a taxi, a house, a room full of people, or greet someone older. The answer is "wa 3alikum salam (وعليكم السلام)".\n\nIf you\'re unsure, use the full one. Nobody will ever find it too polite.',
      },
    ],
  },
  {
    key: 'darija-en-003',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: 'How do I say good morning, good evening and good night?',
    content:
      'Greetings change with the time of day in Darija, and so far I only know "salam".',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '- Good morning: "sba7 lkhir (صباح الخير)". Answer: "sba7 nnur (صباح النور)", "morning of light".\n- Good evening: "msa lkhir (مسا الخير)". Answer: "msa nnur (مسا النور)".\n- Good night: "tsbe7 3la khir (تصبح على خير)" to a man, "tsbe7i 3la khir" to a woman. It means "may you wake up well". Answer: "w nta mn ahlu" (and you too) or simply the same phrase back.\n\nMany young people also just say "bonne nuit" in French.',
      },
    ],
  },
  {
    key: 'darija-en-004',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'Numbers 1 to 10 in Darija',
    answers: [
      {
        by: 'youssef_benali',
        content:
          '1 wa7ed (واحد)\n2 jouj (جوج)\n3 tlata (تلاتة)\n4 reb3a (ربعة)\n5 khamsa (خمسة)\n6 setta (ستة)\n7 seb3a (سبعة)\n8 tmenya (تمنية)\n9 tes3a (تسعة)\n10 3ashra (عشرة)\n\n"jouj" is the one that surprises people who learned Standard Arabic ("ithnan"). It\'s everywhere: "jouj d atay" (two teas), "jouj d lkhobzat" (two breads).',
      },
    ],
  },
  {
    key: 'darija-en-005',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'How do numbers above 10 work? 11, 20, 100...',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          '11 to 19 end in "-ash" (sometimes written -tach or -tash):\n11 7dash (حداش), 12 tnash (طناش), 13 tlettash (تلطاش), 14 rb3tash (ربعطاش), 15 khmstash (خمسطاش), 16 settash (سطاش), 17 sb3tash (سبعطاش), 18 tmntash (تمنطاش), 19 ts3tash (تسعطاش).\n\nTens: 20 3ishrin (عشرين), 30 tlatin (تلاتين), 40 rb3in (ربعين), 50 khamsin (خمسين), 60 settin, 70 seb3in, 80 tmanin, 90 tes3in.\n\nIn between, the unit comes first: 25 = "khamsa u 3ishrin" (five and twenty).\n\n100 mya (مية), 200 mitin (ميتين), 300 tlat mya, 1000 alf (ألف), 2000 alfayn (ألفين).',
      },
      {
        by: 'hamza_tazi',
        content:
          'Little tip for the souk: from 11 upwards the noun after the number stays singular, "3ishrin dirham" (twenty dirhams), "khamsin dirham". And many people say prices in ryals, which is a whole other story (search for the ryal question here).',
      },
    ],
  },
  {
    key: 'darija-en-006',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title:
      'Why did the taxi driver say "mitin ryal" when the meter showed 10 dirhams?',
    content: 'I was confused and nearly paid 200 dirhams. What is a ryal?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'Ha, this happens to everyone! The ryal (ريال) isn\'t a coin, it\'s an old counting unit many Moroccans still use when talking about prices: 1 dirham = 20 ryal. So "mitin ryal" (200 ryal) = 10 dirhams. The driver was right.\n\nQuick conversions:\n- 20 ryal = 1 dirham\n- "mya ryal" (100 ryal) = 5 dirhams\n- "alf ryal" (1000 ryal) = 50 dirhams\n\nFor big amounts (cars, flats) people often count in centimes instead: "mlyoun" (a million) usually means a million centimes, so 10,000 dirhams.\n\nWhen in doubt, just ask "b derham? (بالدرهم؟)": in dirhams? Nobody will mind.',
      },
      {
        by: 'mehdi_berrada',
        content:
          'Older people and the souk use ryals the most; supermarkets and younger people say dirhams. And beware, the ryal count can vary a little by region, so asking "b derham?" is really the safest.',
      },
    ],
  },
  {
    key: 'darija-en-007',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'How do I order a coffee or a tea in a Moroccan café?',
    content:
      "I'd like to order at the counter without switching to French, and ask what food they have.",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'Sit down, the waiter comes to you. Then:\n\n"3afak, jib lia wa7ed atay (عافاك، جيب ليا واحد أتاي)": please, bring me a tea (mint tea by default).\n\nCoffee options:\n- "qahwa k7la (قهوة كحلة)" (often written 9hwa): black coffee\n- "qahwa b l7lib (قهوة بالحليب)": coffee with milk\n- "nss nss (نص نص)": half coffee, half milk, in a glass. A Moroccan classic!\n\nTo pay: "l7sab 3afak (الحساب عافاك)", the bill please. Often you just pay the waiter at the table.',
      },
      {
        by: 'ai',
        content:
          'Sugar comes up often, since mint tea is traditionally very sweet. "bla sukkar (بلا سكر)" is without sugar, "shwiya d sukkar (شوية د السكر)" is a little sugar. Asking for it before the tea is poured is best, since it is often sweetened in the pot.',
      },
    ],
  },
  {
    key: 'darija-en-008',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'dz',
    title: 'What can I say at the pharmacy?',
    content: "I had a headache and a fever in Fes and didn't know any words.",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'Sorry you were ill! Some useful phrases:\n\n- "kayderni rasi (كيضرني راسي)": my head hurts. Change the body part: "kayderni kershi" (my stomach), "kayderni ddersa" (a tooth).\n- "fiya sskhana (فيا السخانة)": I have a fever.\n- "derbni lberd (ضربني البرد)": I caught a cold.\n- "3ndek shi dwa l...? (عندك شي دوا ل...؟)": do you have some medicine for...?\n\nThe pharmacy is "ssaydaliya (الصيدلية)", and many people also call it "lfarmasyan". Moroccan pharmacists are usually very helpful, and most of them speak French too.',
      },
      {
        by: 'ai',
        content:
          '"fiya" (in me) is a handy structure for any condition: "fiya jju3" (I\'m hungry), "fiya nn3as" (I\'m sleepy). For pain, "kayderni" + body part with the possessive ending: "rasi" (my head), "yddi" (my hand), "rjli" (my leg).',
      },
    ],
  },
  {
    key: 'darija-en-009',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: 'What does "bssa7a" mean? People say it to me all the time',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '"bssa7a (بالصحة)" means "with health" and Moroccans say it for anything new or nice that happens to you: you\'re eating or drinking, you bought new clothes, you got a haircut, you came out of the hammam.\n\nThe answer is "lah y3tik ssa7a (الله يعطيك الصحة)": may God give you health. Or just "shukran".\n\n"bssa7a w ra7a (بالصحة والراحة)", "with health and rest", is the stronger version, e.g. after a shower or the hammam.',
      },
    ],
  },
  {
    key: 'darija-en-010',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'How do I say "I don\'t eat meat" in Darija?',
    content:
      "I'm vegetarian and every tajine seems to have meat in it. How do I explain what food I can eat?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          '- "ana ma kanakulsh l7em (أنا ماكناكلش اللحم)": I don\'t eat meat.\n- "wash fiha l7em? (واش فيها اللحم؟)": is there meat in it?\n- "bla l7em 3afak (بلا لحم عافاك)": without meat, please.\n\nCareful: for many people "l7em" means red meat only. So add "w la djaj (ولا دجاج)", and no chicken, and "w la l7ut (ولا الحوت)", and no fish, if you don\'t eat those either.\n\nVegetable tajine is "tajine b lkhodra (طاجين بالخضرة)", and it\'s easy to find.',
      },
      {
        by: 'ai',
        content:
          'The negation here wraps the verb: "ma" before and "-sh" after: ka-n-akul (I eat) → ma ka-n-akul-sh (I don\'t eat). Once you see the pattern you can apply it to any verb: "ma kanshrebsh lqahwa" (I don\'t drink coffee).',
      },
    ],
  },
  {
    key: 'darija-en-011',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'How do I ask for directions?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'Start with "3afak" (please) to get attention, then:\n\n- "fin kayn...? (فين كاين...؟)": where is...? "fin kayna lmdina lqdima?" (where is the old medina?)\n- "kifash nmshi l...? (كيفاش نمشي ل...؟)": how do I get to...?\n\nWhat you\'ll hear back:\n- "nishan (نيشان)": straight ahead\n- "3la limen (على ليمن)": on the right\n- "3la liser (على ليسر)": on the left\n- "dour (دور)": turn\n- "9rib (قريب)": close, "b3id (بعيد)": far\n\nAnd often: "sir nishan w dour 3la limen" (go straight and turn right).',
      },
      {
        by: 'salma.elidrissi',
        content:
          'Also very common: "mn hna (من هنا)" (this way) and "mn temma (من تما)" (that way), usually with a hand gesture, so watch the hands as much as the words!',
      },
    ],
  },
  {
    key: 'darija-en-012',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'What should I say to a petit taxi driver?',
    content:
      "I can't give the driver directions to my flat, and I never know if the price is fair.",
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'Get in, say "salam 3alikum", then your destination:\n\n- "bghit nmshi l... (بغيت نمشي ل...)": I want to go to... Or simply "l jam3a 3afak" (to the university, please).\n- "dir lcompteur 3afak": turn on the meter, please. The word is French (le compteur).\n- "7bess hna 3afak (حبس هنا عافاك)": stop here, please.\n- "shHal? (شحال؟)": how much?\n\nPetit taxis share: the driver may pick up other people going the same way. That\'s normal.',
      },
    ],
  },
  {
    key: 'darija-en-013',
    askedBy: 'omar_haddad',
    language: 'ar',
    targetLanguage: 'dz',
    title: '"bshHal hada?" — is this how I ask the price?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'Yes, perfect! "bshHal hada? (بشحال هادا؟)": how much is this? For a feminine thing, "bshHal hadi? (بشحال هادي؟)", and for several, "bshHal hadu? (بشحال هادو؟)".\n\nShorter: "bshHal?" with a finger pointing at the thing works everywhere.\n\nThe answer will be something like "b 3ishrin dirham (بعشرين درهم)", twenty dirhams. And remember the ryals: if the number sounds crazy, it\'s probably in ryals!',
      },
      {
        by: 'ai',
        content:
          'The demonstratives follow the gender and number of the thing: "hada" (this, masculine), "hadi" (this, feminine), "hadu" (these). Compare Standard Arabic "hādhā / hādhihi / hāʾulāʾ": the same words, shortened. "shHal" on its own also means "how many": "shHal d nnas?" (how many people?).',
      },
    ],
  },
  {
    key: 'darija-en-014',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'How do I bargain in the souk without being rude?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'Bargaining is expected in the souk (not in supermarkets or shops with price tags), and it should be friendly, almost a game.\n\nUseful phrases:\n- "ghali bzzaf (غالي بزاف)": too expensive\n- "n9es shwiya (نقص شوية)": lower it a bit\n- "akhir taman? (آخر ثمن؟)": last price?\n- "3tini b... (عطيني ب...)": give it to me for...\n\nSmile, take your time, drink the tea if they offer it. If you don\'t agree, say "lah y3awn (الله يعاون)", may God help you, and leave politely. Sometimes that\'s when the best price arrives!',
      },
      {
        by: 'mehdi_berrada',
        content:
          "My personal rule: decide before you ask how much you're willing to pay, and don't start bargaining for something you don't really want. Making a seller go down and then walking away for no reason is the only truly rude thing.",
      },
      {
        by: 'ai',
        content:
          'A typical rhythm: the seller names a price, you answer with roughly half to two thirds, and you meet somewhere in between over a few rounds. Speaking even a little Darija often shortens the whole process, because it signals you are not a first-day tourist.',
      },
    ],
  },
  {
    key: 'darija-en-015',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'A shopkeeper told me "lah ysahel". Was that a no?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'Yes, politely. "lah ysahel (الله يسهل)" means "may God make it easy (for you)", and it\'s the standard way to turn down an offer without saying "no". You\'ll hear it when your offer was too low, or when someone doesn\'t want to give money to a person asking in the street.\n\nYou can use it too: if someone in the souk insists on selling you something, "lah ysahel" with a smile is perfect.',
      },
    ],
  },
  {
    key: 'darija-en-016',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Family words in Darija',
    content:
      "My grandparents are Moroccan and I'd like to talk about the family with them.",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'What a nice reason to learn! The basics, with "my" (-i) attached:\n\n- mmi (مي): my mother; lwalida (الوالدة) is more respectful\n- bba (با): my father; lwalid (الوالد)\n- khuya (خويا): my brother; khti (ختي): my sister\n- jeddi (جدي): my grandfather; jedda (جدة), or mmi 7nna (مي حنا), grandmother\n- 3ammi (عمي) / 3ammti (عمتي): father\'s brother / sister\n- khali (خالي) / khalti (خالتي): mother\'s brother / sister\n- wldi (ولدي): my son; benti (بنتي): my daughter\n- rajli (راجلي): my husband; mrati (مراتي): my wife\n\nYour grandparents will love it if you call them "jeddi" and "mmi 7nna".',
      },
      {
        by: 'ai',
        content:
          'Darija keeps the Arabic distinction between paternal and maternal relatives: "3amm" for the father\'s side, "khal" for the mother\'s side. Cousins are built on the same words: "wld 3ammi" (son of my paternal uncle), "bent khalti" (daughter of my maternal aunt).',
      },
    ],
  },
  {
    key: 'darija-en-017',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'dz',
    title: 'Why do Moroccans call strangers "khuya" and "khti"?',
    content: 'A waiter called me "khuya" and I wasn\'t sure how to take it.',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'Take it as friendliness! "khuya (خويا)" means "my brother" and "khti (ختي)" "my sister". With "a" in front, "a khuya", it\'s a friendly way to call someone you don\'t know: a waiter, a guy in the street, a seller.\n\nOther common forms of address:\n- "a sidi (سيدي)": sir, respectful\n- "a lalla (لالة)": madam, respectful for women\n- "a l7aj (الحاج)" / "a l7ajja (الحاجة)": for older men and women, even if they never went on pilgrimage\n- "a 3ammi (عمي)": "uncle", for an older man\n\nYou can use them all back. "shukran a khuya" will make the waiter smile.',
      },
    ],
  },
  {
    key: 'darija-en-018',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'How do I tell the time in Darija?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'Ask: "shHal f sa3a? (شحال فالساعة؟)": what time is it?\n\nHours use the article: "l wa7da (الوحدة)" one o\'clock, "jouj" two, "tlata" three...\n\nThen:\n- "u rb3 (وربع)": quarter past → "tlata u rb3", 3:15\n- "u nss (ونص)": half past → "khamsa u nss", 5:30\n- "ghir rb3 (غير ربع)": quarter to → "setta ghir rb3", 5:45\n\nThe fun part is the five-minute blocks: "9sem (قسم)" = 5 minutes, "9smayn" = 10, "tulut (تلت)" = 20 minutes (a third of an hour). So "tmenya u tulut" is 8:20.',
      },
    ],
  },
  {
    key: 'darija-en-019',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Days of the week in Darija',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          '- Sunday: l7ed (الحد)\n- Monday: letnin (الاتنين)\n- Tuesday: tlat (التلات)\n- Wednesday: larb3 (الاربع)\n- Thursday: lkhmis (الخميس)\n- Friday: ljem3a (الجمعة)\n- Saturday: ssebt (السبت)\n\nMost of them are just numbers: l7ed "the first", letnin "the second"... "nhar" means day, so you\'ll hear "nhar ljem3a", on Friday.\n\nBonus: "ssimana (السيمانة)" is week, from Spanish "semana".',
      },
    ],
  },
  {
    key: 'darija-en-020',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: '"daba", "ghedda", "lbare7": time words I keep mixing up',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '- "daba (دابا)": now. "daba daba" = right now (although in real life it can mean "in a bit" 😄)\n- "lyum (اليوم)": today\n- "ghedda (غدا)": tomorrow\n- "b3d ghedda (بعد غدا)": the day after tomorrow\n- "lbare7 (البارح)": yesterday\n- "wlbare7 (ولبارح)": the day before yesterday\n- "mn b3d (من بعد)": later, afterwards\n- "dima (ديما)": always\n- "3mmr (عمر)" + negation: never → "3mmri ma mshit" (I\'ve never gone)',
      },
    ],
  },
  {
    key: 'darija-en-021',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'How do I say "please" and "thank you"?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          '- "3afak (عافاك)": please, to one person. To several people: "3afakum (عافاكم)".\n- "lah ykhlik (الله يخليك)": please, literally "may God keep you". A bit warmer, good when you\'re asking a real favour.\n- "shukran (شكرا)": thank you. Often written "choukran" by people who learned French first.\n- "shukran bzzaf (شكرا بزاف)": thank you very much.\n- "baraka llahu fik (بارك الله فيك)": may God bless you, a heartfelt thanks.\n\n"3afak" goes at the beginning or the end: "3afak, fin kayn lmtar?" or "jib lia lma 3afak" (bring me water, please).',
      },
    ],
  },
  {
    key: 'darija-en-022',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'What does "inshallah" really mean in Morocco?',
    content:
      'I asked if my package would come tomorrow and the man said "inshallah". Is that a yes?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'Literally "inshallah (إن شاء الله)" means "if God wills", and it\'s said about anything in the future, because nobody can be 100% sure of the future. So it\'s perfectly normal for a yes: "see you tomorrow, inshallah".\n\nThe joke among Moroccans is that the tone tells you the rest. A quick "inshallah" with eye contact is a yes. A long "inshaaaallah" looking away might mean "we\'ll see". For your package, probably a yes!',
      },
      {
        by: 'ai',
        content:
          'It is said by Muslims, Christians and non-religious Arabic speakers alike, as part of ordinary speech. Learners can use it too: answering "inshallah" to "see you tomorrow?" sounds natural and polite.',
      },
    ],
  },
  {
    key: 'darija-en-023',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'The verb "to want": bghit, bghiti, bgha...',
    content:
      'The grammar tables in my book are for Standard Arabic. How does this verb change with the person in Darija?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          '"bgha (بغى)" is one of the most useful verbs in Darija. It\'s a past form in shape but means "want" in the present:\n\n- ana bghit (بغيت): I want\n- nta / nti bghiti (بغيتي): you want\n- huwa bgha (بغى): he wants\n- hiya bghat (بغات): she wants\n- 7na bghina (بغينا): we want\n- ntuma bghitu (بغيتو): you (pl.) want\n- huma bghaw (بغاو): they want\n\n"bghit atay" = I want tea. "bghit nmshi" = I want to go.\n\nAnd with the present prefix it means "to love": "kanbghik (كنبغيك)", I love you. So be careful who you say it to!',
      },
      {
        by: 'ai',
        content:
          'With another verb, the second verb takes the present form without "ka-": "bghit nakul" (I want to eat), "bgha ymshi" (he wants to go). To say "I wanted", Darija adds "kan": "kont bghit" (I wanted / I would have liked), which is also a polite way to ask: "kont bghit nsewlek" (I wanted to ask you).',
      },
    ],
  },
  {
    key: 'darija-en-024',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'What is the "ka-" at the start of verbs?',
    content: 'kanakul, katakul, kayakul... what is the ka- doing?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '"ka-" (or "ta-" in some regions, like Marrakech) marks the present: something you\'re doing now or do regularly.\n\nWith "kla" (to eat):\n- kanakul (كناكل): I eat / I\'m eating\n- katakul (كتاكل): you eat (m), or she eats\n- katakli (كتاكلي): you eat (f)\n- kayakul (كياكل): he eats\n- kanaklu (كناكلو): we eat\n- kataklu (كتاكلو): you eat (pl.)\n- kayaklu (كياكلو): they eat\n\nFor the future, swap "ka-" for "ghadi" or "gha-": "ghadi nakul" or "ghanakul", I\'m going to eat.',
      },
    ],
  },
  {
    key: 'darija-en-025',
    askedBy: 'omar_haddad',
    language: 'ar',
    targetLanguage: 'dz',
    title: 'How does negation work? "ma...sh" and "mashi"',
    content:
      'This is the grammar point I find hardest: where does the "sh" go, and when is it "mashi" instead?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'Two tools:\n\n1. "ma ... sh" around a verb (it\'s like French "ne ... pas"):\n- "kanfhem" (I understand) → "ma kanfhemsh (ماكنفهمش)"\n- "bghit" (I want) → "ma bghitsh (مابغيتش)"\n- "kayn" (there is) → "ma kaynsh (ماكاينش)"\n\n2. "mashi (ماشي)" before nouns, adjectives and other words:\n- "mashi mushkil (ماشي مشكل)": no problem\n- "mashi daba (ماشي دابا)": not now\n- "huwa mashi mghribi": he\'s not Moroccan\n\nAnd "walu (والو)" = nothing: "ma 3ndi walu" (I have nothing).',
      },
      {
        by: 'ai',
        content:
          'For a Standard Arabic speaker: the "-sh" comes from "shay\'" (thing), the same origin as Egyptian "ma...sh". The difference with Egyptian is mostly in where "mashi" vs "mish" is used: Darija "mashi" corresponds to Egyptian "mish" before nouns and adjectives.',
      },
    ],
  },
  {
    key: 'darija-en-026',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'How do I say "I don\'t understand" and "slower, please"?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'The three sentences you need in your first week:\n\n- "ma fhemtsh (مافهمتش)": I didn\'t understand (what you just said). More natural than the present form.\n- "3awed 3afak (عاود عافاك)": repeat, please.\n- "hder b shwiya 3afak (هضر بشوية عافاك)": speak slowly, please.\n\nAnd if it\'s really too much: "ma kanhdersh darija mzyan (ماكنهضرش الدارجة مزيان)", I don\'t speak Darija well. People will switch to French, Spanish or English, or slow down.',
      },
    ],
  },
  {
    key: 'darija-en-027',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: '"hder" or "tkellem": which verb is "to speak"?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'In everyday Darija, "hder (هضر)": "kanhder darija" (I speak Darija), "wash kathder l3arbiya?" (do you speak Arabic?), "hder m3aya" (talk to me).\n\n"tkellem (تكلم)" is understood by everyone and sounds more formal or Standard-Arabic-like, a bit like "to converse". You\'ll hear it on TV, in speeches, or from people from the East.\n\nSo in the street, go for "hder".',
      },
    ],
  },
  {
    key: 'darija-en-028',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'dz',
    title: '"To go" and "to come" in Darija',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'To go: "mshi (مشى)"\n- "mshit (مشيت)": I went\n- "kanmshi (كنمشي)": I go / I\'m going\n- "ghadi nmshi (غادي نمشي)": I\'m going to go\n- "sir! (سير)": go! (imperative, used constantly)\n\nTo come: "ja (جا)"\n- "jit (جيت)": I came\n- "kanji (كنجي)": I come\n- "aji! (أجي)": come! "aji hna" = come here\n\n"fin ghadi?" (where are you going?) is also a casual "what\'s up, where are you off to?"',
      },
    ],
  },
  {
    key: 'darija-en-029',
    askedBy: 'omar_haddad',
    language: 'ar',
    targetLanguage: 'dz',
    title: 'Why is Darija so different from Standard Arabic?',
    content:
      "I'm a native Arabic speaker from Amman and I still struggle. Where do the differences come from?",
    answers: [
      {
        by: 'youssef_benali',
        content:
          'A few things stacked up over centuries:\n\n1. Amazigh (Berber) was spoken in Morocco long before Arabic arrived, and it left us words like "seksu" (couscous), "mush" (cat), "shlagem" (moustache) and "tamara" (hard toil), and probably some of our sound habits too.\n2. French (protectorate, 1912–1956) and Spanish (north and south) gave us hundreds of everyday words.\n3. Vocabulary simply evolved differently: "bghit" (I want) vs "urīdu", "daba" (now) vs "al-ān", "bzzaf" (a lot) vs "kathīran", "shuf" (look) vs "unẓur", "fin" (where) vs "ayna".\n\nOn top of that, we swallow short vowels, so words look like consonant clusters: "ktebt" (I wrote) vs "katabtu". Once your ear adapts to the vowels, you\'ll recognise a lot more than you think.',
      },
      {
        by: 'ai',
        content:
          'Some regular correspondences help an Arabic speaker decode Darija:\n\n- Short vowels are often dropped: kataba → kteb (he wrote), jamal → jmel (camel).\n- The first person singular of the present starts with n-: "nakul" (I eat), as in the other Maghrebi dialects, and "n-...-u" is the plural: "naklu" (we eat).\n- The present is marked with ka- / ta-: "kanakul".\n- Possession often uses "dyal": "ddar dyali" (my house).\n\nMoroccans learn Standard Arabic at school and hear it on the news, so in conversation with you they will usually shift towards it.',
      },
    ],
  },
  {
    key: 'darija-en-030',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'I learned some Egyptian Arabic. Will it work in Morocco?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Moroccans will understand you: we grew up on Egyptian films and songs. But you'll sound like a TV show, and people might answer you in Egyptian for fun!\n\nThe most common swaps:\n- how: izzay (ازاي) → kifash (كيفاش)\n- I want: 3ayez (عايز) → bghit (بغيت)\n- a lot / very: awi (أوي) → bzzaf (بزاف)\n- now: dilwa'ti (دلوقتي) → daba (دابا)\n- good: kwayyis (كويس) → mzyan (مزيان)\n- what: eh (ايه) → shnu (شنو) or ash (اش)\n\nLearn those six and you're already halfway to sounding local.",
      },
      {
        by: 'salma.elidrissi',
        content:
          'And greet people with "salam, labas?" instead of "izzayak". It\'s the first thing people notice.',
      },
    ],
  },
  {
    key: 'darija-en-031',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: 'Which French words are used in Darija?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'Lots, especially for modern things, and they\'re pronounced the Moroccan way:\n\n- tomobil (طوموبيل): car, from "automobile"\n- tobis (طوبيس): bus, from "autobus"\n- lbiro (البيرو): office, from "bureau"\n- portabl (بورطابل): mobile phone, from "portable"\n- frigo (فريكو): fridge\n- kaskrut (كاسكروط): sandwich, from "casse-croûte"\n- forshita (فرشيطة): fork, from "fourchette"\n- tabla (طابلة): table\n\nAnd in Casablanca people switch between Darija and French in the middle of a sentence all the time: "wakha, on se voit demain".',
      },
      {
        by: 'ai',
        content:
          'These words behave like any Darija noun: they take the article ("ttomobil", the car; "lbiro", the office) and often an Arabic-style plural ("tomobilat", cars). Their pronunciation also adapts: French "p" often becomes "b" ("portabl" is commonly said "bortabl"), since Arabic has no "p".',
      },
    ],
  },
  {
    key: 'darija-en-032',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Are there Spanish words in Darija?',
    content: 'As a Spaniard I think I heard "semana" in Tetouan.',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'You did! Spanish words are strongest in the north, which was under Spanish protectorate, but some are used everywhere:\n\n- ssimana (السيمانة): week, from "semana", used all over Morocco\n- kuzina (كوزينة): kitchen, from "cocina"\n- rwida (رويضة): wheel, from "rueda"\n- sebbat (صباط): shoe, from "zapato"\n- manta (مانطا): blanket, from "manta"\n\nIn Tetouan and Tangier you\'ll hear even more, and many older people there speak Spanish fluently.',
      },
    ],
  },
  {
    key: 'darija-en-033',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'How do I pronounce the "3" in words like "3afak"?',
    content:
      'The letter ع is the hardest part of Darija pronunciation for me. Any tricks?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'The 3 is the Arabic letter ع (\'ayn). It\'s made deep in the throat: say "aaa" and squeeze your throat slightly, like you\'re lifting something heavy or starting to gag. The sound becomes tight and a bit strangled. That\'s the 3.\n\nWords to practise: "3afak (عافاك)" please, "3ndi (عندي)" I have, "m3a (مع)" with, "sb3a (سبعة)" seven, "l3ashra (العشرة)" ten o\'clock.\n\nDon\'t skip it: "3am" (year) and "am" don\'t mean the same thing. A weak 3 is always better than none.',
      },
      {
        by: 'ai',
        content:
          'A common learner trick: the 3 is to "a" what a whisper is to a shout, a change of voice quality rather than a new mouth position. Record yourself saying "a" and then "3a" and compare: the 3a should sound pressed and deeper. Practising in the middle of words ("m3a", "sa3a") is easier than at the start.',
      },
    ],
  },
  {
    key: 'darija-en-034',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'dz',
    title: 'How is "7" (ح) different from a normal "h"?',
    content:
      'Moroccans tell me my pronunciation of "7" sounds just like an "h". How do I make the difference?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'A normal h (ه) is just a light breath, like in English "hello". The 7 (ح) is a strong, breathy h squeezed in the throat: imagine fogging up a pair of glasses to clean them, but tighter. No voice, only air.\n\nPractise with words you\'ll use every day: "l7em (اللحم)" meat, "7lib (حليب)" milk, "sba7 (صباح)" morning, "l7amdulillah".\n\nItalian speakers often say it like an ordinary h or drop it. People will understand you, but getting it right makes your Darija sound much more natural.',
      },
    ],
  },
  {
    key: 'darija-en-035',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'What is the "9" in words like "9hwa"?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'The 9 is ق (qaf). It\'s like a "k" but made further back, at the very back of the tongue against the soft palate (the uvula). It has a deeper, hollow sound.\n\nIt matters: "9alb (قلب)" is heart, "kalb (كلب)" is dog. You don\'t want to mix those up in a love song!\n\nWords to practise: "9hwa (قهوة)" coffee, "9rib (قريب)" near, "9bel (قبل)" before, "b9a (بقى)" he stayed.\n\nFun fact: in many parts of Morocco, especially rural areas and the east, ق is pronounced "g": "gal" instead of "9al" (he said). Both are normal.',
      },
      {
        by: 'ai',
        content:
          'To find the position, say "k" several times and slide the contact point backwards until you feel it against the uvula; the sound becomes darker, almost like a gulp. Saying "9a-9a-9a" quickly, then "ka-ka-ka", helps you feel the difference.',
      },
    ],
  },
  {
    key: 'darija-en-036',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'How do I pronounce "gh" and "kh"?',
    content:
      'Any tips for the pronunciation of these two? I keep mixing them up.',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'Good news, both are easier than 3 and 7!\n\n- "gh" (غ) is almost the French "r" in "Paris", a gargled sound at the back of the mouth. "bghit (بغيت)" I want, "ghedda (غدا)" tomorrow, "ghali (غالي)" expensive. Portuguese speakers from Lisbon sometimes already have something close in "rato".\n- "kh" (خ) is like the German "ach", the Spanish "j" in "jamón" or Scottish "loch": rough air at the back. "khobz (خبز)" bread, "khuya (خويا)" my brother, "lkhir (الخير)" good.\n\nThe difference between the two: gh has voice (your throat vibrates), kh is only air.',
      },
    ],
  },
  {
    key: 'darija-en-037',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Why do Darija words have so many consonants in a row?',
    content:
      '"ktbt", "mshit", "tkhl3t"... how do Moroccans even pronounce that?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'Because we drop most short vowels. Standard Arabic "katabtu" (I wrote) becomes "ktebt", "jamal" (camel) becomes "jmel".\n\nIn practice there\'s a tiny, very short vowel (like the "e" in French "le") slipping in where you need it: "k-teb-t", "t-khl3-t" (I got scared). You don\'t need to pronounce every consonant crisply; go for the rhythm, and people will understand.\n\nA good exercise: listen to a short voice message from a Moroccan friend and repeat it syllable by syllable. The clusters become natural faster than you\'d think.',
      },
      {
        by: 'ai',
        content:
          'Where a learner hesitates, adding a short neutral vowel (a schwa) before or between consonants is the natural strategy and matches what native speakers do in careful speech: "tkhl3t" is close to "tkhel3et". What matters more is keeping the stress and the long vowels (a, i, u) clear.',
      },
    ],
  },
  {
    key: 'darija-en-038',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'What does "wakha" mean?',
    content:
      'Everyone answers me with "wakha". Is it slang, or polite enough for any situation?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '"wakha (واخا)" = OK, alright. You\'ll hear it fifty times a day.\n\n- "nshufek ghedda?" (see you tomorrow?) "wakha!"\n- "wakha, wakha" = OK, OK, I get it.\n\nIt also means "even if" at the start of a sentence: "wakha ghali, ghadi nshrih" (even if it\'s expensive, I\'ll buy it).',
      },
    ],
  },
  {
    key: 'darija-en-039',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'What does "safi" mean? My dad says it all the time',
    content: 'Is it slang, or something I can also say to my teachers?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          '"safi (صافي)" is a Swiss army knife word:\n\n- "enough, that\'s it": "safi, shb3t" (that\'s enough, I\'m full)\n- "OK, done": "safi, salina (صافي سالينا)", that\'s it, we\'re finished\n- "fine, calm down": "safi, safi" with hands going down\n- "so, right": to close a topic, "safi, nshufek ghedda" (right, see you tomorrow)\n\nIf your dad says "safi" with a certain tone after you\'ve been talking for a while, that\'s your cue 😄',
      },
    ],
  },
  {
    key: 'darija-en-040',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'How do I use "bzzaf" and "shwiya"?',
    content:
      'I hear both in the street all day. Are they slang, or normal Darija I can use anywhere?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          '"bzzaf (بزاف)" = a lot, very, too much. "shwiya (شوية)" = a little. Both are used constantly:\n\n- "zwin bzzaf" (very nice), "ghali bzzaf" (too expensive), "shukran bzzaf" (thanks a lot)\n- "bzzaf d nnas" (a lot of people): notice the "d" before the noun\n- "shwiya d lma" (a little water)\n- "kanfhem shwiya" (I understand a little)\n\n"shwiya b shwiya" means little by little, and it\'s what everyone will tell you about learning Darija.',
      },
    ],
  },
  {
    key: 'darija-en-041',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'dz',
    title: 'How do I compliment the cook?',
    content:
      "I'm invited for couscous on Friday and want to say the right thing about the food.",
    answers: [
      {
        by: 'youssef_benali',
        content:
          'How nice, Friday couscous is serious business! Phrases that will make your hosts happy:\n\n- "bnin bzzaf (بنين بزاف)": very delicious. "bnin" is the word for tasty.\n- "tbarkallah 3likum (تبارك الله عليكم)": a blessing and a compliment at once. Say it when you admire the food (or a baby, or a new house).\n- "lah y3tikum ssa7a (الله يعطيكم الصحة)": may God give you health, a thank you to the people who cooked.\n\nWhen you\'re full and they insist you eat more (they will!), "shb3t, l7amdulillah (شبعت، الحمد لله)" means "I\'m full, thank God".',
      },
      {
        by: 'ai',
        content:
          'At the end of the meal, the guest usually says "lah ykhlf (الله يخلف)" or "lah ykhlf 3likum", "may God repay you", to thank the hosts. Eating from your side of the shared dish with the right hand is the expected etiquette.',
      },
    ],
  },
  {
    key: 'darija-en-042',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: 'How do I say "excuse me" to get past someone?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '- "sme7 lia (سمح ليا)": excuse me / sorry, to a man. To a woman: "sm7i lia". To several people: "sm7u lia".\n- "balak! (بالاك)": watch out / make way. In the medina, porters with carts shout "balak, balak!" and you\'d better step aside fast.\n\nTo get someone\'s attention (a waiter, a passer-by), "3afak" or "sme7 lia" both work.',
      },
    ],
  },
  {
    key: 'darija-en-043',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'What are the words for "yes" and "no"?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'Yes:\n- "iyeh (إيه)": the most common\n- "wah (واه)": also very common, a bit more casual\n- "ah (آه)": quick yes\n\nNo: "la (لا)", or "lla" with more emphasis.\n\nAnd "mashi" is "not": "mashi hakka" (not like that). To soften a no, add "shukran": "la, shukran".',
      },
    ],
  },
  {
    key: 'darija-en-044',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'How do I introduce myself in Darija?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'A simple introduction:\n\n"salam, smiti Wei (سميتي وي). ana mn ssin (أنا من الصين). kanqra f Rbat. tsharrafna!"\nHello, my name is Wei. I\'m from China. I study in Rabat. Nice to meet you!\n\n- "smiti (سميتي)": my name (is)\n- "ana mn... (أنا من...)": I\'m from...\n- "kanqra (كنقرا)": I study; "kankhdem (كنخدم)": I work\n- "tsharrafna (تشرفنا)": nice to meet you\n\nTo ask someone: "shnu smitek? (شنو سميتك؟)" (what\'s your name?) and "mnin nta?" / "mnin nti?" (where are you from?, m/f).',
      },
    ],
  },
  {
    key: 'darija-en-045',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'Question words: what, where, when, why, how',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'The full set, with examples:\n\n- shnu (شنو) / ash (اش): what. "shnu hada?" (what is this?)\n- fin (فين): where. "fin nta?" (where are you?)\n- mnin (منين): where from. "mnin nti?"\n- imta (إمتى) / fuqash (فوقاش): when. "fuqash ghadi tji?" (when are you coming?)\n- 3lash (علاش): why. "3lash la?" (why not?)\n- kifash (كيفاش): how. "kifash ngul hadi b darija?" (how do I say this in Darija?)\n- shkun (شكون): who. "shkun nta?"\n- shHal (شحال): how much / how many. "shHal f sa3a?"\n\nThat last "kifash ngul...?" will be your best friend.',
      },
      {
        by: 'ai',
        content:
          'Many of these are built on "ash" (what), an old contraction of "ayy shay\'" (which thing): kif-ash (how), 3l-ash (why), fuq-ash (when), b-shHal (for how much). Noticing the "ash" inside them makes them easier to remember.',
      },
    ],
  },
  {
    key: 'darija-en-046',
    askedBy: 'omar_haddad',
    language: 'ar',
    targetLanguage: 'dz',
    title: 'How do I say "there is" and "there isn\'t"?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '"kayn (كاين)" = there is. It agrees with the thing: "kayna (كاينة)" for feminine, "kaynin (كاينين)" for plural.\n\n- "kayn lma?" (is there water?)\n- "kayna shi saydaliya 9riba?" (is there a pharmacy nearby?)\n- "kaynin bzzaf d nnas" (there are a lot of people)\n\nNegative: "ma kaynsh (ماكاينش)". "ma kaynsh mushkil" = there\'s no problem. Shops say "ma kaynsh" when something is sold out.',
      },
      {
        by: 'youssef_benali',
        content:
          'Add "shi (شي)" to mean "any" or "some": "wash kayn shi taxi hna?" (is there any taxi around here?), "3ndek shi sarf?" (do you have any change?). You\'ll use "shi" in half of your questions.',
      },
    ],
  },
  {
    key: 'darija-en-047',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'How do I say "I have"?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          '"3nd" (with) + a personal ending:\n\n- 3ndi (عندي): I have\n- 3ndek (عندك): you have\n- 3ndu (عندو): he has\n- 3ndha (عندها): she has\n- 3ndna (عندنا): we have\n- 3ndkum (عندكم): you (pl.) have\n- 3ndhum (عندهم): they have\n\n"3ndi jouj d lkhut" (I have two brothers), "3ndek shi stylo?" (do you have a pen?). Negative: "ma 3ndish (ماعنديش)", I don\'t have.',
      },
      {
        by: 'ai',
        content:
          '"3nd" is a preposition ("at, with"), not a verb, so to put it in the past Darija adds "kan": "kan 3ndi" (I had). "3ndek!" on its own is also a warning, "be careful!", as in "3ndek tti7 (عندك طيح)", careful, you\'ll fall.',
      },
    ],
  },
  {
    key: 'darija-en-048',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: 'What does "dyal" mean?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          '"dyal (ديال)" means "of" or "belonging to". It\'s how Darija says "my, your, his..." in a lot of cases:\n\n- "ttomobil dyali (الطوموبيل ديالي)": my car\n- "ddar dyalek": your house\n- "lktab dyal Youssef": Youssef\'s book\n\nWith endings: dyali (mine), dyalek (yours), dyalu (his), dyalha (hers), dyalna (ours), dyalkum (yours, pl.), dyalhum (theirs).\n\nFor short phrases it shrinks to "d": "kas d atay" (a glass of tea), "bzzaf d nnas".\n\n"dyal mn hada?" = whose is this?',
      },
    ],
  },
  {
    key: 'darija-en-049',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'How do I ask yes/no questions? What is "wash"?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          '"wash (واش)" at the start turns a sentence into a yes/no question, like "est-ce que" in French:\n\n- "nta mghribi" (you\'re Moroccan) → "wash nta mghribi? (واش نتا مغربي؟)"\n- "kathder darija" → "wash kathder darija?" (do you speak Darija?)\n- "kayn lkhobz" → "wash kayn lkhobz?" (is there bread?)\n\nIn quick speech people often drop it and just raise their voice at the end: "kathder darija?", exactly like "tu parles darija ?"',
      },
    ],
  },
  {
    key: 'darija-en-050',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Personal pronouns: nta, nti, huwa...',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '- ana (أنا): I\n- nta (نتا): you (man)\n- nti (نتي): you (woman)\n- huwa (هو): he\n- hiya (هي): she\n- 7na (حنا): we\n- ntuma (نتوما): you (plural)\n- huma (هوما): they\n\nNote: "you" plural has no gender, and neither has "they".\n\nA common mistake for learners is saying "nta" to a woman; people will understand, but they\'ll smile.',
      },
    ],
  },
  {
    key: 'darija-en-051',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: 'Do verbs change for "you" male and female?',
    content:
      'The grammar in my Standard Arabic textbook has different forms for "you". Does Darija keep them?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'Yes, in the present and in the imperative, but not in the past.\n\nPresent, with "kteb" (to write):\n- to a man: "katekteb"\n- to a woman: "katketbi"\n- to several: "katketbu"\n\nImperative:\n- "kteb!" (m), "ketbi!" (f), "ketbu!" (pl.)\n- "aji!" (come, m), "aji" (f) too, "ajiw!" (pl.)\n\nPast: "ktebti" works for both a man and a woman. That\'s a difference from Standard Arabic, which has separate forms.',
      },
      {
        by: 'ai',
        content:
          'A rule of thumb: the feminine "you" adds -i in the present and the imperative ("katakul" → "katakli", "katekteb" → "katketbi"); verbs that already end in -i keep one form for both ("katmshi"). The plural adds -u. These endings are the same for all verbs.',
      },
    ],
  },
  {
    key: 'darija-en-052',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'How do I say "I\'m tired", "I\'m hungry", "I\'m thirsty"?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          '- "3yit (عييت)": I\'m tired (literally "I got tired")\n- "fiya jju3 (فيا الجوع)": I\'m hungry (literally "hunger is in me"). Also "ana ji3an (جيعان)".\n- "fiya l3tesh (فيا العطش)": I\'m thirsty. Also "3tshan (عطشان)".\n- "fiya nn3as (فيا النعاس)": I\'m sleepy\n- "fiya lberd (فيا البرد)": I\'m cold\n\nThat "fiya" structure is very Moroccan and super useful.',
      },
      {
        by: 'youssef_benali',
        content:
          'And for feelings: "ana fer7an (فرحان)" I\'m happy, "ana mrid (مريض)" I\'m ill, "ana m9elle9 (مقلق)" I\'m annoyed or upset, "ana mzyan" I\'m fine. Women add -a: "fer7ana", "mrida", "m9ell9a".',
      },
    ],
  },
  {
    key: 'darija-en-053',
    askedBy: 'marco_rossi',
    language: 'it',
    targetLanguage: 'dz',
    title: 'How do I talk about the weather?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          '- "l7er bzzaf lyum (الحر بزاف اليوم)": it\'s very hot today\n- "lberd (البرد)": it\'s cold. "kayn lberd" = it\'s cold out.\n- "shta kattih (الشتا كتطيح)": it\'s raining (literally "the rain is falling"). "shta" is rain and also winter.\n- "shshems (الشمس)": the sun. "kayna shshems" = it\'s sunny.\n- "lri7 (الريح)": wind. "kayn lri7 bzzaf" = it\'s very windy.\n\nAnd the classic small talk in summer: "ash had sskhana!" (what heat!)',
      },
    ],
  },
  {
    key: 'darija-en-054',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Colours in Darija',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          'Masculine / feminine:\n\n- white: byed (بيض) / bida (بيضا)\n- black: k7el (كحل) / k7la (كحلة)\n- red: 7mer (حمر) / 7mra (حمرا)\n- green: khder (خضر) / khdra (خضرا)\n- blue: zre9 (زرق) / zer9a (زرقا)\n- yellow: sfer (صفر) / sfra (صفرا)\n\nOthers are often French-based or adjectives: "limuni" (orange, from "lemon"), "rmadi" (grey, from "ash"), "9hwi" (brown, from "coffee").\n\n"qahwa k7la" (black coffee) and "atay" are two places you\'ll use them a lot.',
      },
      {
        by: 'ai',
        content:
          'The colour adjective follows the noun and agrees with it, and takes the article when the noun has one: "ttomobil l7mra" (the red car; "tomobil" is feminine), "lqamija lbida" (the white shirt), "wa7ed lkas lkhder" (a green glass).',
      },
    ],
  },
  {
    key: 'darija-en-055',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'What do you say to someone who has lost a relative?',
    content:
      "My Moroccan colleague's father passed away and I'd like to say something appropriate.",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'That\'s kind of you. The most common phrases:\n\n- "lbaraka f rasek (البركة فراسك)": the standard condolence, literally "the blessing is in your head". To a woman: "lbaraka f rasek" too.\n- "lah yr7mu (الله يرحمو)": may God have mercy on him. For a woman who died: "lah yr7mha".\n- "lah ysabbrek (الله يصبرك)": may God give you patience.\n\nYour colleague will probably answer "amin" or "lah yr7m walidik". Saying it simply and quietly is perfect, and it will mean a lot coming from you.',
      },
    ],
  },
  {
    key: 'darija-en-056',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'What do Moroccans say before and after eating?',
    content:
      "I'm invited to a Moroccan family's home for dinner. Is there something I should say when the food arrives, or when I've finished?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          'Before: "bismillah (بسم الله)", "in the name of God". Often said quietly before the first bite, and hosts say it to invite you to start.\n\nAfter: "l7amdulillah (الحمد لله)", "thank God".\n\nTo thank the hosts: "lah ykhlf (الله يخلف)", may God repay you.\n\nAnd if you arrive while people are eating, they\'ll say "bismillah" to invite you to join. If you\'ve already eaten: "bssa7a, l7amdulillah" (enjoy, I\'ve already eaten, thank you).',
      },
    ],
  },
  {
    key: 'darija-en-057',
    askedBy: 'kenji.watanabe',
    language: 'ja',
    targetLanguage: 'dz',
    title: 'How do I wish someone a happy Eid?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          'The most Moroccan one: "3washr mbrouka (عواشر مبروكة)". It\'s used for both Eids and for Ramadan; "3washr" are the holy days.\n\nOthers:\n- "mbrouk l3id (مبروك العيد)": happy Eid\n- "3id mbarek sa3id (عيد مبارك سعيد)": a blessed, happy Eid, more formal\n\nThe answer: "lah ybarek fik (الله يبارك فيك)", or just "3washr mbrouka" back.\n\nIf you\'re in Morocco during Eid al-Adha, expect to be invited to eat a lot of meat!',
      },
    ],
  },
  {
    key: 'darija-en-058',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'What does "zwin" mean? Is it only for people?',
    content:
      'My friends use it as slang for anything good. Can I say it about food too?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '"zwin (زوين)" = nice, beautiful, pretty. Feminine "zwina (زوينة)", plural "zwinin".\n\nIt\'s not only for people: "lblasa zwina" (the place is nice), "film zwin" (a good film), "ljaw zwin" (nice weather). For taste, "bnin" is better: "zwin" for food sounds like "it looks nice".\n\n"mzyan (مزيان)" is close but means "good, fine": "kolshi mzyan" (everything\'s fine), "khdma mzyana" (good work).',
      },
      {
        by: 'salma.elidrissi',
        content:
          'And if you want to sound young: "wa3er (واعر)" means great, awesome. "had lfilm wa3er!" (this film is awesome). It literally means "tough, difficult", so context matters: "lmtihan kan wa3er" means the exam was hard!',
      },
    ],
  },
  {
    key: 'darija-en-059',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Is there a standard spelling for Darija in Arabic script?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          'Not really. Darija isn\'t taught at school, so people write it as they hear it, mixing Standard Arabic habits with phonetic spelling. You\'ll see "كيفاش" and "كيف اش", "بزاف" and "بزّاف", "ماكاينش" and "ما كاينش".\n\nAdvertising, newspapers in Darija and subtitles tend to follow Standard Arabic spelling for the roots and write the Darija parts phonetically. Don\'t worry about being "correct"; aim to be readable.',
      },
    ],
  },
  {
    key: 'darija-en-060',
    askedBy: 'sarah_mitchell',
    language: 'en',
    targetLanguage: 'dz',
    title: '"Let\'s go", "hurry up" and "wait": how do I say them?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          '- "yallah (يالله)": let\'s go / come on. Also "yallah nmshiw" (let\'s go).\n- "zreb (زرب)": hurry up! ("zerbi" to a woman, "zerbu" to a group). "zreb rask" is the same with emphasis.\n- "dghya (دغيا)": quickly. "dghya dghya!" = quick, quick!\n- "tsenna (تسنى)": wait. "tsenna shwiya" = wait a bit. To a woman: "tsennay".\n- "b shwiya (بشوية)": slowly, gently.\n\nAnd the classic reply to someone rushing you: "mashi mushkil, kayn lwa9t", no problem, there\'s time.',
      },
    ],
  },
];
