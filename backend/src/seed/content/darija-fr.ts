import { SeedQuestion } from './types';

/** French questions about Moroccan Darija, written and answered in French by learners, Moroccans and the AI assistant. */
export const DARIJA_FRENCH_QUESTIONS: SeedQuestion[] = [
  {
    key: 'darija-fr-001',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment dit-on « bonjour » en darija ?',
    content:
      "Je pars à Marrakech le mois prochain. Est-ce qu'il y a un « bonjour » passe-partout ?",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Le plus simple et le plus utilisé : « salam (سلام) ». Ça marche toute la journée, avec tout le monde.\n\nSi tu veux être un peu plus poli, en entrant dans une boutique ou en saluant quelqu'un de plus âgé : « salam 3alikoum (السلام عليكم) ». On te répondra « wa 3alikoum salam (وعليكم السلام) ».\n\nLe matin, tu peux aussi dire « sba7 lkhir (صباح الخير) », et on te répondra « sba7 nnour (صباح النور) ».",
      },
      {
        by: 'ai',
        content:
          "Au Maroc, on enchaîne souvent le bonjour avec plusieurs questions de politesse : « salam, labas ? kidayr ? » (bonjour, ça va ? comment tu vas ?). On n'attend pas une vraie réponse à chacune : un seul « labas, l7amdoulillah » suffit pour toutes.",
      },
    ],
  },
  {
    key: 'darija-fr-002',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Que répondre à « labas ? »',
    content:
      "Ma grand-mère me dit toujours « labas, labas ? » au téléphone et je réponds « oui ça va » en français. J'aimerais répondre en darija.",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Elle va être ravie ! Les réponses classiques :\n\n- « labas, l7amdoulillah (لاباس، الحمد لله) » : ça va, Dieu merci. C'est LA réponse.\n- « bikhir (بخير) » : bien.\n- « koulchi mzyan (كلشي مزيان) » : tout va bien.\n\nEt renvoie-lui la question : « w nti, labas 3lik ? » (et toi, ça va ?). Avec une grand-mère, tu peux ajouter « a mmi 7nna », elle va fondre.",
      },
      {
        by: 'mehdi_berrada',
        content:
          "Petite astuce : « labas » veut dire littéralement « pas de mal ». Donc « labas 3lik ? » = « pas de mal sur toi ? ». Et si ça ne va pas fort, on dit souvent quand même « l7amdoulillah », c'est une façon de ne pas se plaindre.",
      },
    ],
  },
  {
    key: 'darija-fr-003',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Que veut dire « hamdoulah » dans une conversation ?',
    content:
      "J'entends « hamdoulah » à toutes les sauces, même quand quelqu'un raconte un problème.",
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "« l7amdoulillah (الحمد لله) », souvent raccourci en « hamdoulah », veut dire « louange à Dieu ». Dans la vie de tous les jours, c'est :\n\n- « ça va » : « labas ? » « l7amdoulillah ».\n- « heureusement » : « ma tra walou, l7amdoulillah » (il ne s'est rien passé, heureusement).\n- « je n'ai plus faim », à la fin d'un repas.\n- et aussi une façon d'accepter ce qui arrive, même quand c'est difficile : « mrid shwiya, walakin l7amdoulillah » (je suis un peu malade, mais bon, Dieu merci).\n\nTout le monde le dit, croyant ou pas. Tu peux l'utiliser sans problème.",
      },
    ],
  },
  {
    key: 'darija-fr-004',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Les chiffres de 1 à 10 en darija',
    content:
      'Je connais les nombres en arabe standard, mais au Maroc ils sonnent différemment.',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "1 wa7ed (واحد)\n2 jouj (جوج)\n3 tlata (تلاتة)\n4 rb3a (ربعة)\n5 khamsa (خمسة)\n6 stta (ستة)\n7 sb3a (سبعة)\n8 tmnya (تمنية)\n9 ts3a (تسعة)\n10 3achra (عشرة)\n\nLe piège pour ceux qui ont appris l'arabe standard : 2 se dit « jouj » et pas « ithnan ». Et on l'entend partout : « jouj d atay » (deux thés).",
      },
    ],
  },
  {
    key: 'darija-fr-005',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: "Comment dire l'heure en darija ?",
    content:
      'Les nombres ne me posent plus de problème, mais je me perds avec les heures et les minutes.',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "On demande : « ch7al f sa3a ? (شحال فالساعة؟) », quelle heure est-il ?\n\nLes heures prennent l'article : « lwa7da » (une heure), « jouj » (deux heures), « tlata »... puis :\n- « w rb3 (وربع) » : et quart → « tlata w rb3 », 3 h 15\n- « w nss (ونص) » : et demie → « khamsa w nss », 5 h 30\n- « ghir rb3 (غير ربع) » : moins le quart → « stta ghir rb3 », 5 h 45\n\nEt la spécialité marocaine : « 9sem (قسم) » = 5 minutes, « 9smayn » = 10 minutes, « tlout (تلت) » = 20 minutes. « tmnya w tlout », c'est 8 h 20.",
      },
    ],
  },
  {
    key: 'darija-fr-006',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment négocier au souk sans vexer personne ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Au souk, la négociation fait partie du jeu, mais elle doit rester détendue. Quelques phrases :\n\n- « ghali bzzaf (غالي بزاف) » : c'est trop cher\n- « n9ess chwiya (نقص شوية) » : baisse un peu\n- « akhir taman ? (آخر ثمن؟) » : dernier prix ?\n- « 3tini b... (عطيني ب...) » : fais-le-moi à...\n\nSouris, prends ton temps, accepte le thé s'il est proposé. Si ça ne marche pas, « lah y3awn (الله يعاون) » (que Dieu t'aide) et tu repars poliment. Souvent, c'est là que le bon prix arrive !",
      },
      {
        by: 'mehdi_berrada',
        content:
          "Ma règle : fixe-toi un prix avant de demander, et ne négocie pas un objet que tu ne veux pas vraiment. Faire baisser un vendeur pour finalement partir sans raison, c'est la seule chose vraiment mal vue.",
      },
      {
        by: 'ai',
        content:
          "Un repère souvent cité : répondre au premier prix par environ la moitié ou les deux tiers, puis se rapprocher en quelques échanges. Quelques mots de darija changent souvent l'ambiance de la négociation : le vendeur comprend que vous n'êtes pas arrivé la veille.",
      },
    ],
  },
  {
    key: 'darija-fr-007',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Comment dit-on « au revoir » ?',
    content:
      'Après les salutations, je ne sais jamais comment prendre congé poliment.',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "Les plus courants :\n\n- « bslama (بسلامة) » : au revoir, le plus simple. Littéralement « avec la paix ».\n- « lah y3awnek (الله يعاونك) » : « que Dieu t'aide », en quittant quelqu'un qui travaille (un vendeur, un chauffeur).\n- « nchoufek mn b3d (نشوفك من بعد) » : à plus tard. « nchoufek ghedda » : à demain.\n- « tsbe7 3la khir (تصبح على خير) » : bonne nuit.\n\nEt au téléphone, on raccroche très souvent avec « yallah, bslama ».",
      },
    ],
  },
  {
    key: 'darija-fr-008',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment distinguer le « r » roulé et le « gh » ?',
    content:
      'Quand je dis « ghedda » mes cousins rigolent, apparemment je dis « redda ».',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Bonne nouvelle : tu as déjà le « gh » (غ) ! C'est quasiment le « r » français de « Paris », au fond de la gorge. Donc « ghedda (غدا) », demain, se dit avec ton « r » de tous les jours.\n\nLe « r » de la darija (ر), lui, est roulé, comme en espagnol ou en italien : le bout de la langue tape derrière les dents du haut. « rass (راس) » (la tête), « bard (بارد) » (froid).\n\nDonc en résumé pour une francophone : ton r français = gh, et le r darija = r roulé. Entraîne-toi avec « ghali » (cher) contre « rali »... qui ne veut rien dire 😄",
      },
      {
        by: 'ai',
        content:
          'Un bon exercice : prononcer des paires où les deux sons se suivent, « ghrib » (étranger), « mghrib » (Maroc), « ghrfa » (chambre). Le « gh » vient du fond de la gorge et vibre, le « r » se fait avec la pointe de la langue.',
      },
    ],
  },
  {
    key: 'darija-fr-009',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Comment prononcer le « 3 » (ع) ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Le 3 correspond à la lettre ع (3ayn). Il se fait au fond de la gorge : dis « aaa » et serre légèrement la gorge, comme si tu soulevais quelque chose de lourd. Le son devient plus tendu, un peu étranglé.\n\nDes mots pour t'entraîner : « 3afak (عافاك) » (s'il te plaît), « 3ndi (عندي) » (j'ai), « m3a (مع) » (avec), « sb3a (سبعة) » (sept).\n\nNe le saute pas : mieux vaut un 3 trop faible que pas de 3 du tout. Et en allemand, il n'y a pas d'équivalent, donc c'est normal que ça prenne du temps.",
      },
    ],
  },
  {
    key: 'darija-fr-010',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Comment prononcer le « 7 » (ح) et le « kh » (خ) ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '- Le 7 (ح) : un « h » très soufflé, serré dans la gorge, sans voix. Imagine que tu souffles sur tes lunettes pour les nettoyer, mais plus fort et plus serré. « l7m (اللحم) » (la viande), « 7lib (حليب) » (le lait), « sba7 (صباح) » (le matin).\n- Le kh (خ) : un son raclé au fond de la bouche, comme la jota espagnole ou le « ch » allemand de « Bach ». « khobz (خبز) » (le pain), « khouya (خويا) » (mon frère).\n\nPour un sinophone, le kh est assez proche du « h » du mandarin dans « hǎo », en un peu plus rugueux.',
      },
    ],
  },
  {
    key: 'darija-fr-011',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Pourquoi y a-t-il autant de mots français en darija ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Le protectorat français (1912-1956) a laissé des centaines de mots, surtout pour les objets et la vie moderne, et le français reste très présent dans l'administration, les études et les affaires. Quelques exemples, prononcés à la marocaine :\n\n- tomobil (طوموبيل) : voiture (automobile)\n- tobis (طوبيس) : bus\n- lbiro (البيرو) : le bureau\n- kaskrout (كاسكروط) : sandwich (casse-croûte)\n- frigo : frigo\n- tabla (طابلة) : table\n- ttran (التران) : le train\n- forchita (فرشيطة) : fourchette\n\nEt il y a aussi des mots espagnols, surtout dans le nord : « simana » (semaine), « kouzina » (cuisine).",
      },
      {
        by: 'ai',
        content:
          "Ces mots s'intègrent à la grammaire de la darija : ils prennent l'article (« ttomobil », la voiture) et parfois un pluriel arabe (« tomobilat »). Le « p » devient souvent « b », car l'arabe n'a pas de « p » : on entend très souvent « bortabl » pour « portable ».",
      },
    ],
  },
  {
    key: 'darija-fr-012',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: "Mélanger français et darija dans une phrase, c'est normal ?",
    content:
      "À Casablanca, j'ai entendu « wakha, on se voit demain, ma kaynch mochkil ». C'est du français ou de la darija ?",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Les deux ! C'est ce qu'on appelle l'alternance codique, et c'est ultra courant dans les villes, surtout chez les gens qui ont étudié en français. On passe d'une langue à l'autre sans y penser : « ana f lbiro, j'arrive dans dix minutes ».\n\nPersonne ne trouvera bizarre que tu mélanges aussi. Au contraire, glisser quelques mots de darija dans ton français, c'est une super façon de commencer.",
      },
      {
        by: 'youssef_benali',
        content:
          'Par contre, hors des grandes villes et avec les personnes plus âgées, le français est moins utilisé. Là, quelques phrases en darija « pure » font une vraie différence.',
      },
    ],
  },
  {
    key: 'darija-fr-013',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: "Comment dit-on « merci » et « s'il te plaît » ?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "- « chokran (شكرا) » : merci. « chokran bzzaf » : merci beaucoup.\n- « 3afak (عافاك) » : s'il te plaît, à une personne. « 3afakoum (عافاكم) » : à plusieurs.\n- « lah ykhellik (الله يخليك) » : s'il te plaît, plus chaleureux, littéralement « que Dieu te garde ». Parfait pour demander un vrai service.\n- « baraka lahou fik (بارك الله فيك) » : que Dieu te bénisse, un merci très sincère.\n\n« 3afak » se met au début ou à la fin : « jib lia lma 3afak » (apporte-moi de l'eau, s'il te plaît).",
      },
    ],
  },
  {
    key: 'darija-fr-014',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Que répondre quand on me dit « chokran » ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "- « bla jmil (بلا جميل) » : littéralement « sans faveur », c'est-à-dire « de rien ». Très marocain.\n- « l3fou (العفو) » : de rien, un peu plus formel.\n- « ma kaynch mochkil (ماكاينش مشكل) » : pas de problème.\n- « mr7ba (مرحبا) » : avec plaisir, tu es le bienvenu.\n\nAvec « bla jmil », tu passeras direct pour quelqu'un qui connaît le pays.",
      },
    ],
  },
  {
    key: 'darija-fr-015',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment demander son chemin dans la médina ?',
    content:
      "Je me suis perdu trois fois dans la médina de Fès, et mon GPS n'y comprend rien. Comment demander mon itinéraire aux passants ?",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "La médina de Fès, c'est le niveau expert, même pour les Marocains ! Phrases utiles :\n\n- « 3afak, fin kayn... ? (عافاك، فين كاين...؟) » : s'il te plaît, où est... ?\n- « kifach nmchi l... ? (كيفاش نمشي ل...؟) » : comment je vais à... ?\n\nCe qu'on va te répondre :\n- « nichan (نيشان) » : tout droit\n- « 3la limen (على ليمن) » : à droite\n- « 3la lisr (على ليسر) » : à gauche\n- « dour (دور) » : tourne\n- « 9rib (قريب) » / « b3id (بعيد) » : près / loin\n\nAttention aux jeunes qui proposent de t'accompagner : souvent ils attendent un pourboire. Un « la, chokran » souriant suffit si tu ne veux pas.",
      },
      {
        by: 'salma.elidrissi',
        content:
          'Et regarde les mains plus que les mots : « mn hna (من هنا) » (par ici) et « mn temma (من تما) » (par là) viennent toujours avec un geste !',
      },
    ],
  },
  {
    key: 'darija-fr-016',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Comment prendre un petit taxi ?',
    content:
      'Comment expliquer mon itinéraire au chauffeur et demander le prix de la course ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Tu lèves la main, le taxi s'arrête, et souvent le chauffeur demande « fin ghadi ? » (tu vas où ?), parce que les petits taxis prennent plusieurs clients qui vont dans la même direction.\n\nEnsuite :\n- « bghit nmchi l... (بغيت نمشي ل...) » : je veux aller à...\n- « dir lcompteur 3afak » : mets le compteur, s'il te plaît\n- « 7bess hna 3afak (حبس هنا عافاك) » : arrête-toi ici, s'il te plaît\n- « ch7al ? (شحال؟) » : combien ?\n\nLe soir, le tarif est majoré dans beaucoup de villes, donc ne t'étonne pas si le compteur monte plus vite.",
      },
      {
        by: 'ai',
        content:
          'Les petits taxis roulent dans la ville et ont une couleur propre à chaque ville (rouges à Casablanca, bleus à Rabat, beiges à Marrakech) ; les grands taxis, souvent des Mercedes blanches, font les trajets entre les villes avec des places partagées.',
      },
    ],
  },
  {
    key: 'darija-fr-017',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment commander au café ?',
    content:
      'Je voudrais commander à boire et un peu de nourriture sans passer au français.',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Le serveur vient à ta table, et tu dis :\n\n« 3afak, jib lia wa7ed atay (عافاك، جيب ليا واحد أتاي) » : s'il te plaît, apporte-moi un thé (à la menthe par défaut).\n\nPour le café :\n- « 9hwa k7la (قهوة كحلة) » : café noir\n- « 9hwa b l7lib (قهوة بالحليب) » : café au lait\n- « nss nss (نص نص) » : moitié café, moitié lait, servi dans un verre. Le grand classique !\n\nEt pour le sucre, précise vite : « bla sokkar (بلا سكر) » (sans sucre) ou « chwiya d sokkar » (un peu de sucre). Le thé est souvent sucré directement dans la théière.",
      },
      {
        by: 'hamza_tazi',
        content:
          "Pour payer : « l7sab 3afak (الحساب عافاك) ». Et si tu veux un verre d'eau en plus : « w wa7ed lkas d lma ».",
      },
    ],
  },
  {
    key: 'darija-fr-018',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Que veulent dire les noms des plats marocains ?',
    content:
      "Sur les cartes, je vois « zaalouk », « msemmen », « rfissa »... J'aimerais savoir ce que je commande.",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Petit lexique de gourmand :\n\n- tajine (طاجين) : le plat en terre cuite et ce qui mijote dedans\n- seksou (سكسو), couscous : traditionnellement le vendredi\n- 7rira (حريرة) : soupe de tomates, lentilles et pois chiches, reine du ramadan\n- pastilla / bastila (بسطيلة) : feuilleté sucré-salé, au pigeon ou au poulet\n- zaalouk (زعلوك) : purée d'aubergines et tomates, à manger avec du pain\n- msemmen (مسمن) : crêpe feuilletée carrée, au petit déjeuner\n- baghrir (بغرير) : crêpe aux mille trous, avec beurre et miel\n- rfissa (رفيسة) : msemmen émietté, poulet, lentilles et fenugrec\n- tanjia (طنجية) : viande cuite lentement dans une jarre, spécialité de Marrakech\n\nBssa7a d'avance !",
      },
      {
        by: 'ai',
        content:
          "La plupart de ces plats se mangent avec du pain (« lkhobz ») plutôt qu'avec des couverts : on prend la sauce et les légumes avec un morceau de pain, de la main droite.",
      },
    ],
  },
  {
    key: 'darija-fr-019',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: "Comment dire « c'est délicieux » ?",
    content:
      "On m'a invité à manger chez des amis marocains ; je veux complimenter la nourriture et la cuisinière.",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "- « bnin (بنين) » : délicieux. « bnin bzzaf » : vraiment délicieux.\n- « tbarkallah 3likom (تبارك الله عليكم) » : un compliment qui est aussi une bénédiction. On le dit quand on admire la cuisine, mais aussi un bébé, une maison...\n- « lah y3tikom ssa7a (الله يعطيكم الصحة) » : que Dieu vous donne la santé, pour remercier ceux qui ont cuisiné.\n\nEt quand tu n'en peux plus et qu'on insiste (ça arrivera) : « chb3t, l7amdoulillah (شبعت، الحمد لله) », j'ai bien mangé, merci.",
      },
    ],
  },
  {
    key: 'darija-fr-020',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Les mots de la famille en darija',
    content:
      'Je veux parler avec mes grands-parents de la famille : oncles, tantes, cousins...',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Avec « -i » pour « mon / ma » :\n\n- mmi (مي) : ma mère ; lwalida (الوالدة), plus respectueux\n- bba (با) : mon père ; lwalid (الوالد)\n- khouya (خويا) : mon frère ; khti (ختي) : ma sœur\n- jeddi (جدي) : mon grand-père ; mmi 7nna (مي حنا) ou jedda (جدة) : ma grand-mère\n- 3mmi (عمي) / 3mmti (عمتي) : l'oncle / la tante du côté du père\n- khali (خالي) / khalti (خالتي) : l'oncle / la tante du côté de la mère\n- wld 3mmi (ولد عمي) : mon cousin (fils de l'oncle paternel), bent khalti (بنت خالتي) : ma cousine (fille de la tante maternelle)\n\nLa distinction côté père / côté mère est importante, tes grands-parents seront impressionnés si tu la fais.",
      },
      {
        by: 'ai',
        content:
          'Quelques mots de plus : « wldi » (mon fils), « benti » (ma fille), « rajli » (mon mari), « mrati » (ma femme), « lfamilia » ou « l3a2ila » (la famille). « ddar » (la maison) désigne aussi souvent la famille proche : « kanmchi l ddar » peut vouloir dire « je rentre voir les miens ».',
      },
    ],
  },
  {
    key: 'darija-fr-021',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'Comment dire « mon mari », « ma femme », « mon fiancé » ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "- « rajli (راجلي) » : mon mari (littéralement « mon homme »)\n- « mrati (مراتي) » : ma femme\n- « khatibi (خطيبي) » : mon fiancé ; « khatibti (خطيبتي) » : ma fiancée\n- « mzowwej (مزوج) » / « mzowwja (مزوجة) » : marié / mariée. « wach nta mzowwej ? » (tu es marié ?)\n\nC'est une question qu'on te posera souvent au Maroc, souvent juste après ton prénom et ton pays, ne t'en étonne pas !",
      },
    ],
  },
  {
    key: 'darija-fr-022',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Comment exprimer le futur ?',
    content:
      "Ma grammaire d'arabe standard parle de « sa- » et « sawfa », mais je ne les entends jamais au Maroc.",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Avec « ghadi (غادي) » devant le verbe au présent sans « ka- » :\n\n- « ghadi nmchi (غادي نمشي) » : je vais aller\n- « ghadi takol » : tu vas manger\n- « ghadi ychri » : il va acheter\n\nÀ l'oral, « ghadi » se raccourcit souvent en « gha- » collé au verbe : « ghanmchi », « ghatakol ».\n\nPour parler de demain : « ghedda ghadi nmchi l Rbat » (demain je vais à Rabat). Et « daba » (maintenant) + « ghadi » = tout de suite : « daba ghadi nji » (j'arrive tout de suite).",
      },
    ],
  },
  {
    key: 'darija-fr-023',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment conjuguer au passé ?',
    content:
      "J'ai compris le présent avec « ka- », mais le passé me paraît plus irrégulier.",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Le passé est en fait plus simple, il n'y a que des terminaisons. Avec « kteb » (écrire) :\n\n- ana ktebt (كتبت) : j'ai écrit\n- nta / nti ktebti (كتبتي) : tu as écrit (même forme au masculin et au féminin)\n- houwa kteb (كتب) : il a écrit\n- hiya ketbat (كتبات) : elle a écrit\n- 7na ktebna (كتبنا) : nous avons écrit\n- ntouma ktebtou (كتبتو) : vous avez écrit\n- houma ketbou (كتبو) : ils ont écrit\n\nLes verbes en -a comme « mcha » (aller) font : mchit, mchiti, mcha, mchat, mchina, mchitou, mchaw.",
      },
      {
        by: 'ai',
        content:
          "Le passé sert aussi de « passé composé » et de « passé simple » français : « mchit l Fès » peut être « je suis allé à Fès » comme « j'allai à Fès ». Pour l'imparfait (action en cours dans le passé), on combine « kan » (était) avec le présent : « kont kanakol mlli jiti » (je mangeais quand tu es arrivé).",
      },
    ],
  },
  {
    key: 'darija-fr-024',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'À quoi sert le préfixe « ka- » ?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "« ka- » (ou « ta- » dans certaines régions) marque le présent : ce que tu fais maintenant ou d'habitude.\n\nAvec « kla » (manger) :\n- kanakol (كناكل) : je mange\n- katakol (كتاكل) : tu manges (m.) / elle mange\n- katakli (كتاكلي) : tu manges (f.)\n- kayakol (كياكل) : il mange\n- kanaklou (كناكلو) : nous mangeons\n- kataklou (كتاكلو) : vous mangez\n- kayaklou (كياكلو) : ils mangent\n\nSans « ka- », la même forme sert après un autre verbe : « bghit nakol » (je veux manger).",
      },
    ],
  },
  {
    key: 'darija-fr-025',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Comment faire une phrase négative ?',
    content:
      "C'est le point de grammaire qui me pose le plus de problèmes : où placer le « ma » et le « ch » ?",
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "Le plus souvent, on entoure le verbe avec « ma ... ch », comme « ne ... pas » en français :\n\n- « kanfhem » (je comprends) → « ma kanfhemch (ماكنفهمش) »\n- « bghit » (je veux) → « ma bghitch (مابغيتش) »\n- « kayn » (il y a) → « ma kaynch (ماكاينش) »\n\nDevant un nom, un adjectif ou un adverbe, on utilise « machi (ماشي) » : « machi daba » (pas maintenant), « machi mochkil » (pas de problème), « houwa machi mghribi » (il n'est pas marocain).",
      },
      {
        by: 'ai',
        content:
          "Quand la phrase contient déjà un mot négatif comme « walou » (rien) ou « 7ta wa7ed » (personne), le « -ch » tombe : « ma chft walou » (je n'ai rien vu), et non « ma chftch walou ». C'est une erreur fréquente chez les apprenants.",
      },
    ],
  },
  {
    key: 'darija-fr-026',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment dire « rien », « personne » et « jamais » ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "- « walou (والو) » : rien. « ma 3ndi walou » (je n'ai rien). Tout seul, « walou ! » = rien du tout !\n- « 7ta wa7ed (حتى واحد) » : personne. « ma ja 7ta wa7ed » (personne n'est venu).\n- « 3mmri (عمري) » + négation : jamais (pour moi). « 3mmri ma mchit l Agadir » (je ne suis jamais allé à Agadir). Ça change avec la personne : « 3mmrek », « 3mmrou »...\n- « 7ta 7aja (حتى حاجة) » : aucune chose, rien du tout.\n\nRemarque que dans ces phrases il n'y a pas de « -ch » à la fin du verbe.",
      },
    ],
  },
  {
    key: 'darija-fr-027',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'Que veut dire « wakha » ?',
    content:
      "Je l'entends partout : c'est de l'argot, ou je peux le dire à tout le monde ?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "« wakha (واخا) » = d'accord, OK. Tu vas l'entendre cinquante fois par jour.\n\n- « nchoufek ghedda ? » « wakha ! » (on se voit demain ? d'accord !)\n- « wakha, wakha » = OK, OK, j'ai compris.\n\nEn début de phrase, il veut aussi dire « même si » : « wakha ghali, ghadi nchrih » (même si c'est cher, je vais l'acheter).",
      },
    ],
  },
  {
    key: 'darija-fr-028',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Que veut dire « iwa » ?',
    content: 'Mon ami marocain commence la moitié de ses phrases par « iwa ».',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "« iwa (إيوا) » est un petit mot de liaison, un peu comme « eh bien », « alors », « bon » :\n\n- « iwa, chnou glti ? » : alors, qu'est-ce que tu en dis ?\n- « iwa safi » : bon, c'est bon / bon, c'est fini.\n- « iwa yallah » : bon, allez, on y va.\n- « iwa ? » tout seul : et alors ? / et donc ?\n\nAvec « safi » et « wakha », c'est le trio qui te fera sonner marocain tout de suite.",
      },
    ],
  },
  {
    key: 'darija-fr-029',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Quelle différence entre « mzyan » et « zwin » ?',
    content:
      "Est-ce que « zwin » est de l'argot ? On me dit qu'il ne faut pas l'utiliser pour tout.",
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "- « mzyan (مزيان) » = bon, bien, de bonne qualité. « koulchi mzyan » (tout va bien), « khedma mzyana » (du bon travail), « ana mzyan » (je vais bien).\n- « zwin (زوين) » = beau, joli, sympa. « lblassa zwina » (l'endroit est joli), « film zwin » (un bon film).\n\nLes deux se rejoignent parfois : « film zwin » et « film mzyan » sont possibles. Mais pour une personne, « zwin / zwina » = beau / belle, alors que « mzyan » = quelqu'un de bien.\n\nEt pour la nourriture, le mot parfait c'est « bnin » : délicieux.",
      },
    ],
  },
  {
    key: 'darija-fr-030',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Que signifie « chwiya b chwiya » ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "« chwiya (شوية) » veut dire « un peu » : « chwiya d lma » (un peu d'eau), « kanfhem chwiya » (je comprends un peu).\n\n« chwiya b chwiya (شوية بشوية) », c'est « petit à petit », « doucement ». C'est ce que tout le monde te dira quand tu apprends la darija, et c'est aussi une vraie philosophie : pas la peine de se presser.\n\n« b chwiya » tout seul = doucement, lentement : « hder b chwiya 3afak » (parle lentement, s'il te plaît).",
      },
    ],
  },
  {
    key: 'darija-fr-031',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Darija et arabe standard : par où commencer ?',
    content:
      "J'ai fait deux ans d'arabe littéraire à la fac, mais au Maroc je ne comprends presque rien.",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "C'est l'expérience de presque tous ceux qui ont appris l'arabe standard ! Ce que tu as appris n'est pas perdu : l'alphabet, les racines, beaucoup de vocabulaire te serviront. Mais la darija a :\n\n- des mots à elle : « bghit » (je veux) au lieu de « ourid », « daba » (maintenant) au lieu de « al-an », « bzzaf » (beaucoup), « fin » (où) au lieu de « ayna ».\n- des voyelles courtes qui disparaissent : « kataba » devient « kteb ».\n- beaucoup d'emprunts au français, à l'espagnol et à l'amazigh.\n\nMon conseil : apprends 200 mots de base de darija et écoute beaucoup. Ton arabe standard va se « réactiver » très vite une fois que ton oreille s'habituera aux voyelles.",
      },
      {
        by: 'ai',
        content:
          "Quelques correspondances régulières aident à décoder : le « je » du présent commence par « n- » (« nakol », je mange), le présent est marqué par « ka- », et la possession passe souvent par « dyal » (« ddar dyali », ma maison). Les Marocains apprennent l'arabe standard à l'école : avec toi, ils glisseront naturellement vers des mots plus « standard » si tu bloques.",
      },
    ],
  },
  {
    key: 'darija-fr-032',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: "Les Marocains comprennent-ils l'arabe égyptien ? Et l'inverse ?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Nous, on comprend très bien l'égyptien : on a grandi avec les films, les séries et les chansons égyptiennes. L'inverse est beaucoup moins vrai : les Égyptiens entendent rarement la darija, et elle leur paraît rapide et pleine de mots inconnus.\n\nDu coup, quand on parle avec des Égyptiens ou des gens du Moyen-Orient, on adapte : moins de mots français, plus de vocabulaire standard, on parle plus lentement.\n\nQuelques équivalences : comment « kifach » / « izzay », je veux « bghit » / « 3ayez », maintenant « daba » / « dilwa'ti », beaucoup « bzzaf » / « awi ».",
      },
      {
        by: 'ai',
        content:
          "Cette compréhension à sens unique est bien documentée : l'égyptien et le levantin sont les variétés les plus diffusées par les médias arabes. Entre dialectes du Maghreb (marocain, algérien, tunisien), l'intercompréhension est en revanche bien meilleure.",
      },
    ],
  },
  {
    key: 'darija-fr-033',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: "Darija et algérien, c'est la même langue ?",
    content:
      'Ma meilleure amie est algérienne, et on se comprend à moitié quand elle parle avec sa mère.',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Ce sont deux dialectes très proches, de la même famille (l'arabe maghrébin). Près de la frontière, à Oujda par exemple, la darija ressemble beaucoup à l'algérien de l'Ouest.\n\nLes différences que tu vas remarquer :\n- les salutations : « wech rak ? » / « wech raki ? » en algérien, « labas ? kidayr ? » au Maroc\n- la possession : « ta3i » / « nta3i » (à moi) en algérien, « dyali » chez nous\n- « je suis » : « rani » en algérien est très fréquent ; au Maroc on dit plutôt « ana »\n- le vocabulaire : « drahem » (l'argent) existe des deux côtés, mais beaucoup de mots changent\n\nAvec un peu d'habitude, on se comprend très bien. Et « bzzaf », « kifach », « wakha »... sont partagés.",
      },
      {
        by: 'ai',
        content:
          "Les deux variétés partagent la plupart de leurs traits grammaticaux : le « n- » de la première personne du présent (« nakol » je mange, « naklou » nous mangeons), la négation « ma ... ch », la chute des voyelles courtes. Les principales différences tiennent au vocabulaire, aux emprunts (plus d'espagnol dans le nord du Maroc, beaucoup de français des deux côtés) et à la prononciation.",
      },
    ],
  },
  {
    key: 'darija-fr-034',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'Écrire la darija : alphabet latin ou arabe ?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Les deux se font ! Sur WhatsApp et les réseaux sociaux, beaucoup de Marocains écrivent en alphabet latin avec des chiffres (3, 7, 9). Dans les pubs, les sous-titres ou quand on écrit à la famille plus âgée, c'est plutôt l'alphabet arabe.\n\nMon conseil : apprends l'alphabet arabe, ce n'est que 28 lettres et ça t'ouvre les panneaux, les menus, les noms de magasins. Mais n'aie pas honte d'écrire « chokran » en latin : tout le monde le fait.\n\nIl n'y a pas d'orthographe officielle, donc « kifach », « kifash » et « kifache », c'est le même mot.",
      },
    ],
  },
  {
    key: 'darija-fr-035',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Pourquoi écrit-on « 9 » pour ق ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "Parce que le chiffre 9 ressemble un peu à la lettre ق (qaf) à l'envers. Même logique pour :\n\n- 3 = ع (un ع retourné)\n- 7 = ح (même forme)\n- 9 = ق\n\nLe 9 se prononce comme un « k » tout au fond de la gorge : « 9hwa (قهوة) » (café), « 9rib (قريب) » (près). Attention : « 9lb (قلب) » c'est le cœur, « klb (كلب) » c'est le chien !\n\nDans beaucoup de régions (la campagne, l'Oriental), ق se prononce « g » : « gal » au lieu de « 9al » (il a dit). Les deux sont normaux.",
      },
      {
        by: 'ai',
        content:
          "Cet alphabet de messagerie, souvent appelé « arabizi », est né avec les premiers téléphones sans clavier arabe. D'autres pays arabes l'utilisent avec quelques variantes : au Moyen-Orient, on voit aussi « 5 » pour خ et « 2 » pour la hamza, moins courants au Maroc.",
      },
    ],
  },
  {
    key: 'darija-fr-036',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Comment dire « je ne comprends pas » ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Les trois phrases de survie :\n\n- « ma fhemtch (مافهمتش) » : je n'ai pas compris (ce que tu viens de dire). C'est la plus naturelle.\n- « 3awed 3afak (عاود عافاك) » : répète, s'il te plaît.\n- « hder b chwiya 3afak (هضر بشوية عافاك) » : parle lentement, s'il te plaît.\n\nEt si vraiment ça ne passe pas : « ma kanhderch darija mzyan (ماكنهضرش الدارجة مزيان) », je ne parle pas bien darija. Les gens passeront au français, à l'espagnol ou ralentiront.",
      },
    ],
  },
  {
    key: 'darija-fr-037',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Comment se présenter en darija ?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Un exemple simple :\n\n« salam, smiti Lena (سميتي لينا). ana mn Lalmaniya (أنا من ألمانيا). kankhdem f Casa. tcharrafna ! »\nBonjour, je m'appelle Lena. Je viens d'Allemagne. Je travaille à Casablanca. Enchantée !\n\n- « smiti » : je m'appelle (littéralement « mon nom »)\n- « ana mn... » : je viens de...\n- « kankhdem » : je travaille ; « kan9ra » : j'étudie\n- « tcharrafna (تشرفنا) » : enchanté(e)\n\nPour demander : « chnou smitek ? » (comment tu t'appelles ?) et « mnin nta ? / mnin nti ? » (tu viens d'où ?).",
      },
    ],
  },
  {
    key: 'darija-fr-038',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Les mots interrogatifs : chnou, fin, imta...',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "La liste complète :\n\n- chnou (شنو) / ach (اش) : quoi. « chnou hada ? » (c'est quoi ?)\n- fin (فين) : où. « fin nti ? » (t'es où ?)\n- mnin (منين) : d'où\n- imta (إمتى) / fouqach (فوقاش) : quand\n- 3lach (علاش) : pourquoi. « 3lach la ? » (pourquoi pas ?)\n- kifach (كيفاش) : comment. « kifach ngoul hadi b darija ? » (comment on dit ça en darija ?)\n- chkoun (شكون) : qui\n- ch7al (شحال) : combien\n\nApprends par cœur « kifach ngoul... b darija ? », tu vas t'en servir tous les jours.",
      },
    ],
  },
  {
    key: 'darija-fr-039',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'Comment dire « il y a » ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "« kayn (كاين) » = il y a. Il s'accorde : « kayna (كاينة) » au féminin, « kaynin (كاينين) » au pluriel.\n\n- « wach kayn lma ? » (est-ce qu'il y a de l'eau ?)\n- « kayna chi saydaliya 9riba ? » (il y a une pharmacie près d'ici ?)\n- « kaynin bzzaf d nnas » (il y a beaucoup de monde)\n\nÀ la forme négative : « ma kaynch (ماكاينش) ». Dans les boutiques, « ma kaynch » veut dire que c'est en rupture.",
      },
    ],
  },
  {
    key: 'darija-fr-040',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: "Comment dire « j'ai » ?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "On utilise « 3nd » (chez) + une terminaison :\n\n- 3ndi (عندي) : j'ai\n- 3ndek (عندك) : tu as\n- 3ndou (عندو) : il a\n- 3ndha (عندها) : elle a\n- 3ndna (عندنا) : nous avons\n- 3ndkom (عندكم) : vous avez\n- 3ndhom (عندهم) : ils ont\n\n« 3ndi jouj d lkhout » (j'ai deux frères), « 3ndek chi stylo ? » (t'as un stylo ?). Négatif : « ma 3ndich (ماعنديش) », je n'ai pas.\n\nAu passé, on ajoute « kan » : « kan 3ndi » (j'avais).",
      },
    ],
  },
  {
    key: 'darija-fr-041',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: '« dyal » : comment exprimer la possession ?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "« dyal (ديال) » veut dire « de, à (qui appartient) ». C'est la façon la plus courante de dire « mon, ton, son » :\n\n- « ttomobil dyali » : ma voiture\n- « ddar dyalek » : ta maison\n- « lktab dyal Youssef » : le livre de Youssef\n\nAvec les terminaisons : dyali (à moi), dyalek (à toi), dyalou (à lui), dyalha (à elle), dyalna (à nous), dyalkom (à vous), dyalhom (à eux).\n\nDans les expressions courtes, ça se réduit à « d » : « kas d atay » (un verre de thé).\n\nEt pour demander : « dyal mn hada ? » ou « dyal chkoun hada ? » (c'est à qui ?).",
      },
      {
        by: 'ai',
        content:
          "Pour les liens très proches (famille, corps), on colle souvent directement la terminaison au nom, sans « dyal » : « khouya » (mon frère), « rassi » (ma tête), « yddi » (ma main). « dyal » s'utilise surtout pour les objets et les possessions.",
      },
    ],
  },
  {
    key: 'darija-fr-042',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Les jours de la semaine en darija',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "- dimanche : l7dd (الحد)\n- lundi : letnin (الاتنين)\n- mardi : tlat (التلات)\n- mercredi : larb3 (الاربع)\n- jeudi : lkhmis (الخميس)\n- vendredi : ljem3a (الجمعة)\n- samedi : ssebt (السبت)\n\nLes premiers sont des nombres : « l7dd » (le premier), « letnin » (le deuxième)... On dit souvent « nhar ljem3a » (le jour du vendredi) pour « vendredi ».\n\nEt la semaine, c'est « simana (سيمانة) », de l'espagnol « semana ».",
      },
    ],
  },
  {
    key: 'darija-fr-043',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Les mois : on utilise les noms français ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Au Maroc, les mois ont des noms qui viennent du latin, proches du français :\nyennayer, fbrayer, mars, abril, may, younyou, youlyouz, ghocht, chtanbir, oktobr, nonbir, dojanbir\n(يناير، فبراير، مارس، أبريل، ماي، يونيو، يوليوز، غشت، شتنبر، أكتوبر، نونبر، دجنبر).\n\nMais à l'oral, beaucoup de gens disent simplement le numéro : « ch-her wa7ed » (janvier), « ch-her jouj » (février), « ch-her tlata » (mars)... « ch-her » veut dire « mois ». C'est pratique, tu n'as besoin que des chiffres !",
      },
      {
        by: 'ai',
        content:
          "Attention : ces noms sont ceux du Maghreb. Au Moyen-Orient, on utilise d'autres noms (kanoun ath-thani, chbat...) ou les noms de type « yanayir, fibrayir » en Égypte. Si tu lis un journal marocain, tu verras par exemple « غشت » pour août et « شتنبر » pour septembre.",
      },
    ],
  },
  {
    key: 'darija-fr-044',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Comment parler de la météo ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "- « l7er bzzaf lyoum (الحر بزاف اليوم) » : il fait très chaud aujourd'hui\n- « kayn lberd (كاين البرد) » : il fait froid\n- « chta katti7 (الشتا كتطيح) » : il pleut (littéralement « la pluie tombe »). « chta » veut dire à la fois pluie et hiver.\n- « kayna chems (كاينة الشمس) » : il y a du soleil\n- « kayn lri7 (كاين الريح) » : il y a du vent\n\nEt en été, la phrase que tu entendras partout : « ach had sskhana ! » (quelle chaleur !)",
      },
    ],
  },
  {
    key: 'darija-fr-045',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'Pourquoi les prix sont-ils parfois annoncés en « ryals » ?',
    content:
      "Un vendeur m'a dit « mitin ryal » pour des oranges et j'ai failli lui donner 200 dirhams.",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Classique ! Le ryal (ريال) n'est pas une pièce, c'est une vieille unité de compte que beaucoup de Marocains utilisent encore à l'oral : 1 dirham = 20 ryals. Donc « mitin ryal » (200 ryals) = 10 dirhams.\n\nRepères :\n- 20 ryals = 1 dirham\n- « mya ryal » (100 ryals) = 5 dirhams\n- « alf ryal » (1 000 ryals) = 50 dirhams\n\nPour les gros montants (voiture, appartement), on compte souvent en centimes : « mlyoun » (un million de centimes) = 10 000 dirhams.\n\nEn cas de doute : « b derham ? (بالدرهم؟) », en dirhams ? Personne ne s'en offusquera.",
      },
      {
        by: 'hamza_tazi',
        content:
          'Les anciens et les souks comptent surtout en ryals, les supermarchés et les jeunes en dirhams. Et le compte peut varier un peu selon les régions, donc « b derham ? » reste la question la plus sûre.',
      },
    ],
  },
  {
    key: 'darija-fr-046',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: "Que dire à quelqu'un qui vient de perdre un proche ?",
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "C'est délicat, et c'est gentil de vouloir dire les bons mots. Les formules les plus courantes :\n\n- « lbaraka f rassek (البركة فراسك) » : la formule de condoléances standard, littéralement « la bénédiction est dans ta tête ».\n- « lah yr7mou (الله يرحمو) » : que Dieu ait pitié de lui. Pour une femme : « lah yr7mha ».\n- « lah ysabbrek (الله يصبرك) » : que Dieu te donne de la patience.\n\nLa personne répondra sans doute « amin » ou « lah yr7m walidik ». Le dire simplement, à voix basse, c'est parfait.",
      },
    ],
  },
  {
    key: 'darija-fr-047',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Que dit-on avant et après le repas ?',
    content:
      "Je ne veux pas commettre d'impair à table : que dit-on quand la nourriture arrive, et quand on a fini ?",
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Avant : « bismillah (بسم الله) », au nom de Dieu. On le dit doucement avant la première bouchée, et l'hôte le dit pour t'inviter à commencer.\n\nAprès : « l7amdoulillah (الحمد لله) ».\n\nPour remercier ceux qui t'ont reçu : « lah ykhlef (الله يخلف) », que Dieu vous le rende.\n\nSi tu arrives pendant que les gens mangent, ils te diront « bismillah » pour t'inviter. Si tu as déjà mangé : « bssa7a, l7amdoulillah » (bon appétit, j'ai déjà mangé, merci).",
      },
    ],
  },
  {
    key: 'darija-fr-048',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: "Comment souhaiter une bonne fête pour l'Aïd ?",
    content:
      "Quelles salutations utiliser le jour de l'Aïd, avec la famille et avec les voisins ?",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "La formule la plus marocaine : « 3wacher mbrouka (عواشر مبروكة) ». Elle marche pour les deux Aïds et pour le ramadan.\n\nAutres possibilités :\n- « mbrouk l3id (مبروك العيد) » : bonne fête\n- « 3id mbarek sa3id (عيد مبارك سعيد) » : plus formel\n\nOn te répondra « lah ybarek fik (الله يبارك فيك) » ou simplement « 3wacher mbrouka » en retour.\n\nEt si tu es chez ta famille au Maroc pour l'Aïd el-Kébir, prévois un estomac solide !",
      },
    ],
  },
  {
    key: 'darija-fr-049',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Que veut dire « bssa7a » ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          '« bssa7a (بالصحة) », « avec la santé », se dit pour tout ce qui est nouveau ou agréable : tu manges ou tu bois (bon appétit), tu as acheté un vêtement, tu sors de chez le coiffeur ou du hammam.\n\nOn répond « lah y3tik ssa7a (الله يعطيك الصحة) », que Dieu te donne la santé, ou juste « chokran ».\n\nAprès le hammam, on dit souvent « bssa7a w ra7a (بالصحة والراحة) », santé et repos.',
      },
    ],
  },
  {
    key: 'darija-fr-050',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title:
      'Pourquoi les Marocains disent « khti » et « khouya » à des inconnus ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "C'est de la familiarité bienveillante. « khouya (خويا) » = mon frère, « khti (ختي) » = ma sœur. Avec « a » devant, « a khouya », c'est une façon amicale d'interpeller quelqu'un : un serveur, un passant, un vendeur.\n\nAutres formules :\n- « a sidi (سيدي) » : monsieur, respectueux\n- « a lalla (لالة) » : madame, respectueux\n- « a l7aj (الحاج) » / « a l7ajja (الحاجة) » : pour les personnes âgées, même si elles n'ont pas fait le pèlerinage\n- « a 3mmi (عمي) » : « mon oncle », pour un homme plus âgé\n\nTu peux les utiliser aussi : « chokran a khouya » fera sourire n'importe quel serveur.",
      },
    ],
  },
  {
    key: 'darija-fr-051',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment dire « pardon » ou « attention » dans la foule ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "- « sme7 lia (سمح ليا) » : pardon / excuse-moi, à un homme. À une femme : « sm7i lia ». À plusieurs : « sm7ou lia ».\n- « balak ! (بالاك) » : attention / laissez passer. Dans la médina, les porteurs avec leurs charrettes crient « balak, balak ! », et il vaut mieux s'écarter vite.\n\nPour attirer l'attention (un serveur, quelqu'un dans la rue), « 3afak » ou « sme7 lia » marchent très bien.",
      },
    ],
  },
  {
    key: 'darija-fr-052',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Le verbe « bgha » : vouloir ou aimer ?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Les deux, selon la forme !\n\nAu passé, il veut dire « vouloir » au présent :\n- « bghit atay » : je veux du thé\n- « bghit nmchi » : je veux y aller\n- bghit, bghiti, bgha, bghat, bghina, bghitou, bghaw\n\nAvec le préfixe « ka- », il veut dire « aimer » : « kanbghik (كنبغيك) », je t'aime. « kanbghi lbhar » : j'aime la mer.\n\nDonc attention à qui tu dis « kanbghik » 😄",
      },
      {
        by: 'ai',
        content:
          "Pour une demande polie, on ajoute « kont » (j'étais) : « kont bghit nswlek » (je voulais te demander), exactement comme le « je voulais » de politesse en français.",
      },
    ],
  },
  {
    key: 'darija-fr-053',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Le verbe « dar » (faire) : quelles expressions ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "« dar (دار) » = faire, mettre. Il est partout :\n\n- « chnou katdir ? (شنو كتدير؟) » : qu'est-ce que tu fais ?\n- « kidayr ? » : comment ça va ? Ça vient de « dar » : littéralement « comment (tu) fais ? »\n- « dir lkhir (دير الخير) » : fais le bien\n- « dir lcompteur » : mets le compteur (dans le taxi)\n- « dir bhal ma bghiti » : fais comme tu veux\n- « ach ndir ? » : qu'est-ce que je fais ? / je fais comment ?\n\nPassé : dert, derti, dar, dart, derna, dertou, daro.",
      },
    ],
  },
  {
    key: 'darija-fr-054',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title: 'Comment dire « aller » et « venir » ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "Aller : « mcha (مشى) »\n- « mchit » : je suis allé(e)\n- « kanmchi » : je vais\n- « ghadi nmchi » : je vais aller\n- « sir ! (سير) » : va ! (impératif)\n\nVenir : « ja (جا) »\n- « jit » : je suis venu(e)\n- « kanji » : je viens\n- « aji ! (أجي) » : viens ! « aji hna » = viens ici\n\n« fin ghadi ? » (tu vas où ?) est aussi une façon de saluer quelqu'un qu'on croise dans la rue.",
      },
      {
        by: 'ai',
        content:
          "« sir » vient d'un autre verbe que « mcha », et il peut sonner sec selon le ton : « sir f7alek » veut dire « va-t'en ». Pour inviter quelqu'un à passer devant, on dira plutôt « tfeddel (تفضل) », « je t'en prie ».",
      },
    ],
  },
  {
    key: 'darija-fr-055',
    askedBy: 'julien.moreau',
    language: 'fr',
    targetLanguage: 'dz',
    title: "Comment dire « j'ai faim », « j'ai soif », « je suis fatigué » ?",
    answers: [
      {
        by: 'youssef_benali',
        content:
          "- « fiya jjou3 (فيا الجوع) » : j'ai faim, littéralement « la faim est en moi ». On dit aussi « ana ji3an ».\n- « fiya l3tech (فيا العطش) » : j'ai soif.\n- « 3yit (عييت) » : je suis fatigué(e).\n- « fiya nn3as (فيا النعاس) » : j'ai sommeil.\n- « fiya lberd (فيا البرد) » : j'ai froid.\n\nLa structure « fiya » est très marocaine et ultra pratique.",
      },
    ],
  },
  {
    key: 'darija-fr-056',
    askedBy: 'lena_schneider',
    language: 'de',
    targetLanguage: 'dz',
    title: 'Chez le médecin ou à la pharmacie : quelles phrases ?',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "- « kaydrni rassi (كيضرني راسي) » : j'ai mal à la tête. Change la partie du corps : « kerchi » (mon ventre), « dersti » (ma dent).\n- « fiya sskhana (فيا السخانة) » : j'ai de la fièvre.\n- « drbni lberd (ضربني البرد) » : j'ai attrapé froid.\n- « 3ndek chi dwa l... ? (عندك شي دوا ل...؟) » : tu as un médicament pour... ?\n\nLa pharmacie, c'est « ssaydaliya (الصيدلية) ». Les pharmaciens marocains sont souvent de très bon conseil, et presque tous parlent français.",
      },
      {
        by: 'ai',
        content:
          'La nuit et le dimanche, une pharmacie de garde reste ouverte dans chaque quartier ; sa liste est affichée sur la porte des autres pharmacies. On demande « fin kayna ssaydaliya d lgarde ? ».',
      },
    ],
  },
  {
    key: 'darija-fr-057',
    askedBy: 'ana_ribeiro',
    language: 'pt',
    targetLanguage: 'dz',
    title: 'Comment dire « vite » et « attends » ?',
    answers: [
      {
        by: 'mehdi_berrada',
        content:
          "- « yallah (يالله) » : allez, on y va\n- « zreb (زرب) » : dépêche-toi ! (« zerbi » à une femme, « zerbou » à plusieurs)\n- « dghya (دغيا) » : vite. « dghya dghya ! » = vite, vite !\n- « tsenna (تسنى) » : attends. « tsenna chwiya » = attends un peu. À une femme : « tsennay ».\n- « b chwiya (بشوية) » : doucement\n\nEt la réponse classique à quelqu'un qui te presse : « machi mochkil, kayn lw9t », pas de problème, on a le temps.",
      },
    ],
  },
  {
    key: 'darija-fr-058',
    askedBy: 'lucia_fernandez',
    language: 'es',
    targetLanguage: 'dz',
    title: 'Comment payer et demander la monnaie ?',
    answers: [
      {
        by: 'hamza_tazi',
        content:
          "- « ch7al ? (شحال؟) » : combien ?\n- « 3ndek sserf ? (عندك الصرف؟) » : tu as de la monnaie ? « sserf » = la petite monnaie.\n- « ma 3ndich sserf » : je n'ai pas de monnaie\n- « khlles (خلص) » : payer. « fin nkhlles ? » (où est-ce que je paie ?)\n- « l7sab 3afak » : l'addition, s'il te plaît\n\nPetite astuce : garde toujours des pièces et des petits billets. Beaucoup de petits commerçants et de taxis n'ont pas de monnaie sur un billet de 200.",
      },
    ],
  },
  {
    key: 'darija-fr-059',
    askedBy: 'nadia_ouazzani',
    language: 'fr',
    targetLanguage: 'dz',
    title:
      'Mes parents parlent darija, mais je réponds toujours en français. Comment franchir le pas ?',
    content:
      'Je comprends presque tout, mais dès que je dois parler, je bloque et je repasse au français. Ma famille se moque gentiment de mon accent.',
    answers: [
      {
        by: 'salma.elidrissi',
        content:
          "Ce que tu décris est hyper courant chez les enfants de la diaspora, et tu pars avec un énorme avantage : ton oreille est déjà faite. Il te manque juste l'habitude de parler.\n\nQuelques idées :\n- Choisis un moment précis pour ne parler que darija : le repas du dimanche, l'appel avec ta grand-mère.\n- Commence par des phrases toutes faites que tu connais déjà : « labas ? », « chnou kat9oul ? » (qu'est-ce que tu en dis ?), « wakha », « safi ».\n- Dis à ta famille que tu t'entraînes et que tu préfères qu'ils ne rient pas. Souvent, ils ne se rendent pas compte que ça te bloque.\n\nEt l'accent, franchement, tout le monde l'a au début. Les gens sont surtout touchés que tu fasses l'effort.",
      },
      {
        by: 'mehdi_berrada',
        content:
          "Même parcours pour ma cousine de Lyon. Ce qui l'a débloquée : un été au Maroc chez nos grands-parents qui ne parlent pas français. Au bout de deux semaines, elle n'avait plus le choix, et elle s'est rendu compte qu'elle savait beaucoup plus de choses qu'elle ne le croyait.",
      },
      {
        by: 'ai',
        content:
          "La compréhension passive est la base la plus solide qui soit. Ce qui aide le plus à la transformer en expression : des situations où le français n'est pas une option (un proche qui ne parle que darija, un voyage), et la répétition de phrases entières plutôt que de mots isolés. Enregistrer des messages vocaux en darija à un proche bienveillant est un bon exercice à faible enjeu.",
      },
    ],
  },
  {
    key: 'darija-fr-060',
    askedBy: 'wei_chen',
    language: 'zh',
    targetLanguage: 'dz',
    title: 'Des conseils pour apprendre la darija depuis la France ?',
    answers: [
      {
        by: 'youssef_benali',
        content:
          "Il y a plus de ressources qu'on ne croit :\n\n- Les séries et émissions marocaines : la chaîne 2M diffuse beaucoup en darija, et on trouve énormément de contenu sur YouTube.\n- La musique : le chaâbi, le raï, le rap marocain. Les paroles sont souvent en ligne.\n- Les échanges linguistiques : il y a une grande communauté marocaine en France, beaucoup de gens seront contents de pratiquer en échange de ton chinois ou de ton aide en français.\n- Ici, sur ce site : pose des questions, même les plus basiques !\n\nEt commence par ce que tu vas utiliser tout de suite : saluer, remercier, demander les prix.",
      },
    ],
  },
];
