/**
 * The shared side of the phrasebooks: every phrase a dialect book may hold,
 * keyed by its canonical English phrasing, with its topic and the English and
 * French phrasings that lead to it. Each dialect file supplies only the
 * romanized and Arabic-script forms, so all six books stay aligned (a phrase
 * found in one dialect can be given in another through its canonical key).
 * Number entries (0-100) are built from each dialect's own counting rules.
 */
import type { PhraseEntry, Topic } from './phrasebook.types';

interface Concept {
  topic: Topic;
  /** English phrasings besides the canonical one (the key). */
  en: readonly string[];
  /** French phrasings; the first is canonical. */
  fr: readonly string[];
}

export const CONCEPTS = {
  // ── greetings ────────────────────────────────────────────────────────────
  hello: {
    topic: 'greetings',
    en: ['hi', 'hey', 'hello there', 'hi there'],
    fr: ['salut', 'coucou'],
  },
  'peace be upon you': {
    topic: 'greetings',
    en: ['peace be with you'],
    fr: ['que la paix soit sur vous', 'la paix soit sur vous', 'paix sur vous'],
  },
  'and peace be upon you': {
    topic: 'greetings',
    en: ['and upon you peace', 'and peace be with you'],
    fr: ['et sur vous la paix', 'et que la paix soit sur vous aussi'],
  },
  'good morning': {
    topic: 'greetings',
    en: [],
    fr: ['bonjour', 'bon matin'],
  },
  'good evening': {
    topic: 'greetings',
    en: ['good afternoon'],
    fr: ['bonsoir', 'bon après-midi'],
  },
  'good night': {
    topic: 'greetings',
    en: ['goodnight', 'night night'],
    fr: ['bonne nuit'],
  },
  'how are you': {
    topic: 'greetings',
    en: [
      'how are you doing',
      "how's it going",
      'how is it going',
      'how do you do',
      'how are things',
    ],
    fr: [
      'comment ça va',
      'ça va',
      'comment allez-vous',
      'comment vas-tu',
      'comment tu vas',
      'vous allez bien',
      'tu vas bien',
    ],
  },
  'I am fine': {
    topic: 'greetings',
    en: [
      "I'm fine",
      'fine',
      'I am good',
      "I'm good",
      'I am well',
      "I'm well",
      'fine thanks',
      'fine thank you',
      'I am doing well',
      "I'm doing well",
    ],
    fr: ['je vais bien', 'ça va bien', 'bien', 'bien merci', 'ça va merci'],
  },
  'thank God': {
    topic: 'greetings',
    en: ['praise be to God', 'fine thank God', 'thanks be to God'],
    fr: ['Dieu merci', 'grâce à Dieu', 'bien grâce à Dieu'],
  },
  'and you': {
    topic: 'greetings',
    en: ['and yourself', 'what about you', 'how about you'],
    fr: ['et toi', 'et vous'],
  },
  welcome: {
    topic: 'greetings',
    en: ['you are welcome here', 'welcome here'],
    fr: ['bienvenue', 'bienvenu', 'bienvenue à vous'],
  },
  goodbye: {
    topic: 'greetings',
    en: ['bye', 'bye bye', 'good bye', 'farewell'],
    fr: ['au revoir', 'adieu'],
  },
  'see you later': {
    topic: 'greetings',
    en: ['see you soon', 'see you', 'talk to you later'],
    fr: ['à plus tard', 'à bientôt', 'à plus', "à tout à l'heure"],
  },
  'see you tomorrow': {
    topic: 'greetings',
    en: ['until tomorrow'],
    fr: ['à demain'],
  },
  "what's new": {
    topic: 'greetings',
    en: ["what's up", 'what is new', 'any news', "what's going on"],
    fr: ['quoi de neuf', 'quoi de beau', 'quelles nouvelles'],
  },

  // ── introductions ────────────────────────────────────────────────────────
  'my name is': {
    topic: 'introductions',
    en: ['my name'],
    fr: ["je m'appelle", 'mon nom est', "mon nom c'est"],
  },
  'what is your name': {
    topic: 'introductions',
    en: ["what's your name", 'your name'],
    fr: [
      "comment tu t'appelles",
      'comment vous appelez-vous',
      "comment t'appelles-tu",
      "tu t'appelles comment",
      'vous vous appelez comment',
      'quel est ton nom',
      'quel est votre nom',
      "c'est quoi ton nom",
    ],
  },
  'nice to meet you': {
    topic: 'introductions',
    en: ['pleased to meet you', 'nice meeting you', 'glad to meet you'],
    fr: [
      'enchanté',
      'enchantée',
      'ravi de vous rencontrer',
      'ravie de vous rencontrer',
      'ravi de te rencontrer',
      'ravie de te rencontrer',
    ],
  },
  'where are you from': {
    topic: 'introductions',
    en: ['where do you come from', 'where are you from originally'],
    fr: [
      "d'où viens-tu",
      "tu viens d'où",
      "d'où venez-vous",
      "vous venez d'où",
      "tu es d'où",
      "vous êtes d'où",
      "d'où es-tu",
      "d'où êtes-vous",
    ],
  },
  'I am from Morocco': {
    topic: 'introductions',
    en: ["I'm from Morocco", 'I come from Morocco'],
    fr: ['je viens du Maroc', 'je suis du Maroc'],
  },
  'I am from France': {
    topic: 'introductions',
    en: ["I'm from France", 'I come from France'],
    fr: ['je viens de France', 'je suis de France'],
  },
  'I am from Belgium': {
    topic: 'introductions',
    en: ["I'm from Belgium", 'I come from Belgium'],
    fr: ['je viens de Belgique', 'je suis de Belgique'],
  },
  'I am from Switzerland': {
    topic: 'introductions',
    en: ["I'm from Switzerland", 'I come from Switzerland'],
    fr: ['je viens de Suisse', 'je suis de Suisse'],
  },
  'I am from Canada': {
    topic: 'introductions',
    en: ["I'm from Canada", 'I come from Canada'],
    fr: ['je viens du Canada', 'je suis du Canada'],
  },
  'I am from the United States': {
    topic: 'introductions',
    en: [
      "I'm from the United States",
      'I am from the US',
      "I'm from the US",
      'I am from the USA',
      "I'm from the USA",
      'I am from America',
      "I'm from America",
    ],
    fr: [
      'je viens des États-Unis',
      'je suis des États-Unis',
      "je viens d'Amérique",
    ],
  },
  'I am from England': {
    topic: 'introductions',
    en: ["I'm from England", 'I come from England'],
    fr: ["je viens d'Angleterre", "je suis d'Angleterre"],
  },
  'I am from Spain': {
    topic: 'introductions',
    en: ["I'm from Spain", 'I come from Spain'],
    fr: ["je viens d'Espagne", "je suis d'Espagne"],
  },
  'I am from Germany': {
    topic: 'introductions',
    en: ["I'm from Germany", 'I come from Germany'],
    fr: ["je viens d'Allemagne", "je suis d'Allemagne"],
  },
  'I am from Egypt': {
    topic: 'introductions',
    en: ["I'm from Egypt", 'I come from Egypt'],
    fr: ["je viens d'Égypte", "je suis d'Égypte"],
  },
  'I speak a little Arabic': {
    topic: 'introductions',
    en: ['I only speak a little Arabic', 'I speak Arabic a little'],
    fr: [
      "je parle un peu l'arabe",
      'je parle un peu arabe',
      'je parle un peu en arabe',
    ],
  },
  'I am learning Arabic': {
    topic: 'introductions',
    en: ["I'm learning Arabic", 'I learn Arabic'],
    fr: ["j'apprends l'arabe"],
  },
  'do you speak English': {
    topic: 'introductions',
    en: ['can you speak English', 'you speak English'],
    fr: [
      'parlez-vous anglais',
      'vous parlez anglais',
      'tu parles anglais',
      'est-ce que tu parles anglais',
      'est-ce que vous parlez anglais',
    ],
  },
  'do you speak French': {
    topic: 'introductions',
    en: ['can you speak French', 'you speak French'],
    fr: [
      'parlez-vous français',
      'vous parlez français',
      'tu parles français',
      'est-ce que tu parles français',
      'est-ce que vous parlez français',
    ],
  },
  "I don't understand": {
    topic: 'introductions',
    en: ['I do not understand', "I didn't understand", 'I did not understand'],
    fr: ['je ne comprends pas', 'je comprends pas', "je n'ai pas compris"],
  },
  'I understand': {
    topic: 'introductions',
    en: ['I understood', 'understood', 'got it'],
    fr: ['je comprends', "j'ai compris", 'compris'],
  },
  'can you repeat': {
    topic: 'introductions',
    en: [
      'can you repeat that',
      'could you repeat',
      'could you repeat that',
      'repeat',
      'repeat that',
      'say that again',
    ],
    fr: [
      'tu peux répéter',
      'vous pouvez répéter',
      'pouvez-vous répéter',
      'peux-tu répéter',
      'répète',
      'répétez',
    ],
  },
  'speak slowly': {
    topic: 'introductions',
    en: ['speak more slowly', 'slowly', 'slow down'],
    fr: [
      'parle lentement',
      'parlez lentement',
      'parle doucement',
      'parlez doucement',
      'plus lentement',
      'moins vite',
    ],
  },
  "I don't know": {
    topic: 'introductions',
    en: ['I do not know', 'no idea', 'I have no idea'],
    fr: ['je ne sais pas', 'je sais pas', "je n'en sais rien"],
  },
  'what does this mean': {
    topic: 'introductions',
    en: ['what does that mean', 'what does it mean', 'what is the meaning'],
    fr: [
      "qu'est-ce que ça veut dire",
      'ça veut dire quoi',
      "qu'est-ce que cela veut dire",
    ],
  },
  what: {
    topic: 'introductions',
    en: ['what is it', "what's that"],
    fr: ['quoi', "qu'est-ce que c'est", "c'est quoi"],
  },
  why: {
    topic: 'introductions',
    en: ['why is that'],
    fr: ['pourquoi'],
  },
  how: {
    topic: 'introductions',
    en: ['how so'],
    fr: ['comment'],
  },

  // ── courtesy ─────────────────────────────────────────────────────────────
  yes: { topic: 'courtesy', en: ['yeah', 'yep'], fr: ['oui', 'ouais'] },
  no: { topic: 'courtesy', en: ['nope'], fr: ['non'] },
  okay: {
    topic: 'courtesy',
    en: ['ok', 'alright', 'all right', 'agreed'],
    fr: ["d'accord", 'ok', 'dac', 'entendu'],
  },
  please: {
    topic: 'courtesy',
    en: ['pls', 'plz'],
    fr: ["s'il vous plaît", "s'il te plaît", 'svp', 'stp'],
  },
  'thank you': {
    topic: 'courtesy',
    en: ['thanks', 'thank u', 'thx'],
    fr: ['merci'],
  },
  'thank you very much': {
    topic: 'courtesy',
    en: ['thanks a lot', 'thank you so much', 'many thanks', 'thanks so much'],
    fr: ['merci beaucoup', 'merci bien', 'mille mercis', 'merci infiniment'],
  },
  "you're welcome": {
    topic: 'courtesy',
    en: ['you are welcome', 'not at all', "don't mention it"],
    fr: [
      'de rien',
      'je vous en prie',
      "je t'en prie",
      'pas de quoi',
      'il n’y a pas de quoi',
    ],
  },
  sorry: {
    topic: 'courtesy',
    en: ["I'm sorry", 'I am sorry', 'my apologies'],
    fr: [
      'désolé',
      'désolée',
      'je suis désolé',
      'je suis désolée',
      'pardon',
      'je m’excuse',
    ],
  },
  'excuse me': {
    topic: 'courtesy',
    en: ['pardon me'],
    fr: ['excusez-moi', 'excuse-moi'],
  },
  'no problem': {
    topic: 'courtesy',
    en: ["it's okay", 'it is okay', 'never mind', "it's fine", 'no worries'],
    fr: [
      'pas de problème',
      'pas grave',
      "ce n'est pas grave",
      "c'est pas grave",
      'aucun problème',
    ],
  },
  congratulations: {
    topic: 'courtesy',
    en: ['congrats'],
    fr: ['félicitations', 'bravo'],
  },
  'good luck': {
    topic: 'courtesy',
    en: ['best of luck'],
    fr: ['bonne chance'],
  },
  'God willing': {
    topic: 'courtesy',
    en: ['hopefully', 'if God wills'],
    fr: ['si Dieu le veut', 'espérons', 'avec un peu de chance'],
  },
  'no thank you': {
    topic: 'courtesy',
    en: ['no thanks'],
    fr: ['non merci'],
  },

  // ── directions ───────────────────────────────────────────────────────────
  where: {
    topic: 'directions',
    en: ['where is it', 'where is that'],
    fr: ['où', "c'est où", 'où est-ce'],
  },
  'where is the station': {
    topic: 'directions',
    en: ['where is the train station', "where's the station"],
    fr: ['où est la gare', 'où se trouve la gare', 'la gare est où'],
  },
  'where is the hotel': {
    topic: 'directions',
    en: ["where's the hotel"],
    fr: ["où est l'hôtel", "où se trouve l'hôtel", "l'hôtel est où"],
  },
  'where is the bathroom': {
    topic: 'directions',
    en: [
      'where is the toilet',
      'where are the toilets',
      'where is the restroom',
      "where's the bathroom",
      "where's the toilet",
    ],
    fr: [
      'où sont les toilettes',
      'où est la toilette',
      'où se trouvent les toilettes',
    ],
  },
  'where is the airport': {
    topic: 'directions',
    en: ["where's the airport"],
    fr: ["où est l'aéroport", "où se trouve l'aéroport"],
  },
  'where is the bank': {
    topic: 'directions',
    en: ["where's the bank"],
    fr: ['où est la banque', 'où se trouve la banque'],
  },
  'where is the restaurant': {
    topic: 'directions',
    en: ["where's the restaurant", 'where is a restaurant'],
    fr: ['où est le restaurant', 'où se trouve le restaurant'],
  },
  left: {
    topic: 'directions',
    en: ['to the left', 'on the left'],
    fr: ['à gauche', 'gauche', 'sur la gauche'],
  },
  right: {
    topic: 'directions',
    en: ['to the right', 'on the right'],
    fr: ['à droite', 'droite', 'sur la droite'],
  },
  'straight ahead': {
    topic: 'directions',
    en: ['straight on', 'go straight', 'keep going straight'],
    fr: ['tout droit', 'allez tout droit', 'va tout droit'],
  },
  'turn left': {
    topic: 'directions',
    en: ['take a left'],
    fr: ['tourne à gauche', 'tournez à gauche'],
  },
  'turn right': {
    topic: 'directions',
    en: ['take a right'],
    fr: ['tourne à droite', 'tournez à droite'],
  },
  near: {
    topic: 'directions',
    en: ['close', 'nearby', 'close by', "it's near", 'it is near'],
    fr: ['près', 'proche', "c'est près", "c'est proche"],
  },
  far: {
    topic: 'directions',
    en: ['far away', "it's far", 'it is far'],
    fr: ['loin', "c'est loin"],
  },
  'is it far from here': {
    topic: 'directions',
    en: ['is it far', 'is it far away'],
    fr: ["c'est loin d'ici", "est-ce que c'est loin", 'est-ce loin'],
  },
  here: { topic: 'directions', en: ['over here'], fr: ['ici'] },
  there: { topic: 'directions', en: ['over there'], fr: ['là-bas', 'là'] },
  'I am lost': {
    topic: 'directions',
    en: ["I'm lost", 'I got lost'],
    fr: ['je suis perdu', 'je suis perdue', 'je me suis perdu'],
  },
  'how do I get there': {
    topic: 'directions',
    en: ['how can I get there', 'how do I go there'],
    fr: ["comment j'y vais", 'comment y aller', 'comment on y va'],
  },

  // ── shopping ─────────────────────────────────────────────────────────────
  'how much is this': {
    topic: 'shopping',
    en: [
      'how much is it',
      'how much does this cost',
      'how much does it cost',
      'how much',
      "how much's this",
    ],
    fr: [
      "c'est combien",
      'combien ça coûte',
      'ça coûte combien',
      'combien',
      'combien ça fait',
      'ça fait combien',
    ],
  },
  'too expensive': {
    topic: 'shopping',
    en: ["it's too expensive", 'it is too expensive', 'very expensive'],
    fr: ["c'est trop cher", 'trop cher', 'très cher'],
  },
  cheap: {
    topic: 'shopping',
    en: ["it's cheap", 'it is cheap', 'inexpensive'],
    fr: ['pas cher', 'bon marché', "c'est pas cher", "ce n'est pas cher"],
  },
  'I want': {
    topic: 'shopping',
    en: ['I would like', "I'd like"],
    fr: ['je veux', 'je voudrais', "j'aimerais"],
  },
  'do you want': {
    topic: 'shopping',
    en: ['would you like', 'you want'],
    fr: ['tu veux', 'voulez-vous', 'vous voulez', 'veux-tu'],
  },
  'do you have': {
    topic: 'shopping',
    en: ['have you got', 'you have'],
    fr: [
      'avez-vous',
      'vous avez',
      'tu as',
      'as-tu',
      'est-ce que vous avez',
      'est-ce que tu as',
    ],
  },
  'I want this one': {
    topic: 'shopping',
    en: ['I want this', 'I will take this', "I'll take this", "I'll take it"],
    fr: ['je veux celui-ci', 'je veux ça', 'je prends ça', 'je le prends'],
  },
  "I'm just looking": {
    topic: 'shopping',
    en: ['I am just looking', 'just looking', 'I am only looking'],
    fr: ['je regarde seulement', 'je regarde juste', 'je ne fais que regarder'],
  },
  'can you lower the price': {
    topic: 'shopping',
    en: [
      'can you make it cheaper',
      'give me a discount',
      'lower the price',
      'a little cheaper',
    ],
    fr: [
      'vous pouvez baisser le prix',
      'tu peux baisser le prix',
      'baissez le prix',
      'baisse le prix',
      'un peu moins cher',
    ],
  },
  'can I pay by card': {
    topic: 'shopping',
    en: ['can I pay with a card', 'do you take cards', 'do you accept cards'],
    fr: [
      'je peux payer par carte',
      'est-ce que je peux payer par carte',
      'vous acceptez la carte',
      'vous prenez la carte',
    ],
  },
  'the market': {
    topic: 'shopping',
    en: ['market', 'the souk', 'souk'],
    fr: ['le marché', 'marché', 'le souk', 'souk'],
  },
  money: {
    topic: 'shopping',
    en: ['the money', 'cash'],
    fr: ["l'argent", 'argent', 'de l’argent'],
  },

  // ── food ─────────────────────────────────────────────────────────────────
  water: {
    topic: 'food',
    en: ['some water', 'the water'],
    fr: ["de l'eau", "l'eau", 'eau'],
  },
  bread: {
    topic: 'food',
    en: ['some bread', 'the bread'],
    fr: ['du pain', 'le pain', 'pain'],
  },
  coffee: {
    topic: 'food',
    en: ['a coffee', 'the coffee'],
    fr: ['un café', 'café', 'le café'],
  },
  tea: {
    topic: 'food',
    en: ['a tea', 'the tea'],
    fr: ['un thé', 'thé', 'le thé'],
  },
  milk: {
    topic: 'food',
    en: ['some milk', 'the milk'],
    fr: ['du lait', 'lait', 'le lait'],
  },
  sugar: {
    topic: 'food',
    en: ['some sugar', 'the sugar'],
    fr: ['du sucre', 'sucre', 'le sucre'],
  },
  'without sugar': {
    topic: 'food',
    en: ['no sugar'],
    fr: ['sans sucre'],
  },
  'I am hungry': {
    topic: 'food',
    en: ["I'm hungry"],
    fr: ["j'ai faim"],
  },
  'I am thirsty': {
    topic: 'food',
    en: ["I'm thirsty"],
    fr: ["j'ai soif"],
  },
  'the bill please': {
    topic: 'food',
    en: ['the check please', 'the bill', 'the check', 'can I have the bill'],
    fr: [
      "l'addition s'il vous plaît",
      "l'addition svp",
      "l'addition s'il te plaît",
      "l'addition",
    ],
  },
  delicious: {
    topic: 'food',
    en: ["it's delicious", 'it is delicious', 'tasty', 'very good'],
    fr: ['délicieux', "c'est délicieux", "c'est bon", 'très bon'],
  },
  meat: { topic: 'food', en: ['the meat'], fr: ['de la viande', 'viande'] },
  chicken: { topic: 'food', en: ['the chicken'], fr: ['du poulet', 'poulet'] },
  fish: { topic: 'food', en: ['the fish'], fr: ['du poisson', 'poisson'] },
  'I am vegetarian': {
    topic: 'food',
    en: ["I'm vegetarian", "I'm a vegetarian", 'I am a vegetarian'],
    fr: ['je suis végétarien', 'je suis végétarienne'],
  },
  fruit: {
    topic: 'food',
    en: ['fruits', 'some fruit'],
    fr: ['des fruits', 'fruits', 'fruit'],
  },
  breakfast: {
    topic: 'food',
    en: ['the breakfast'],
    fr: ['le petit déjeuner', 'petit déjeuner', 'petit-déjeuner'],
  },
  food: {
    topic: 'food',
    en: ['the food', 'something to eat'],
    fr: ['la nourriture', 'nourriture', 'à manger'],
  },
  'enjoy your meal': {
    topic: 'food',
    en: ['bon appetit', 'enjoy'],
    fr: ['bon appétit'],
  },

  // ── time ─────────────────────────────────────────────────────────────────
  now: { topic: 'time', en: ['right now'], fr: ['maintenant'] },
  today: { topic: 'time', en: [], fr: ["aujourd'hui"] },
  tomorrow: { topic: 'time', en: [], fr: ['demain'] },
  yesterday: { topic: 'time', en: [], fr: ['hier'] },
  'the day after tomorrow': {
    topic: 'time',
    en: ['day after tomorrow'],
    fr: ['après-demain'],
  },
  'what time is it': {
    topic: 'time',
    en: ["what's the time", 'what is the time', 'do you have the time'],
    fr: ['quelle heure est-il', 'il est quelle heure', 'quelle heure il est'],
  },
  later: { topic: 'time', en: ['afterwards'], fr: ['plus tard', 'après'] },
  'in the morning': {
    topic: 'time',
    en: ['morning', 'the morning'],
    fr: ['le matin', 'matin'],
  },
  'in the evening': {
    topic: 'time',
    en: ['evening', 'the evening'],
    fr: ['le soir', 'soir'],
  },
  'at night': {
    topic: 'time',
    en: ['night', 'the night'],
    fr: ['la nuit', 'nuit'],
  },
  'wait a moment': {
    topic: 'time',
    en: ['one moment', 'just a minute', 'wait a minute', 'wait', 'hold on'],
    fr: ['un moment', 'une minute', 'attends', 'attendez', 'attends un peu'],
  },
  when: { topic: 'time', en: ['when is it'], fr: ['quand', "c'est quand"] },

  // ── days ─────────────────────────────────────────────────────────────────
  sunday: { topic: 'days', en: ['on sunday'], fr: ['dimanche'] },
  monday: { topic: 'days', en: ['on monday'], fr: ['lundi'] },
  tuesday: { topic: 'days', en: ['on tuesday'], fr: ['mardi'] },
  wednesday: { topic: 'days', en: ['on wednesday'], fr: ['mercredi'] },
  thursday: { topic: 'days', en: ['on thursday'], fr: ['jeudi'] },
  friday: { topic: 'days', en: ['on friday'], fr: ['vendredi'] },
  saturday: { topic: 'days', en: ['on saturday'], fr: ['samedi'] },
  'what day is it today': {
    topic: 'days',
    en: ['what day is it', "what's the day today", 'what day is today'],
    fr: [
      'quel jour sommes-nous',
      'on est quel jour',
      'quel jour on est',
      "quel jour est-on aujourd'hui",
    ],
  },
  day: { topic: 'days', en: ['a day', 'one day'], fr: ['jour', 'un jour'] },
  week: {
    topic: 'days',
    en: ['a week', 'one week'],
    fr: ['semaine', 'une semaine'],
  },
  'this week': { topic: 'days', en: [], fr: ['cette semaine'] },
  'next week': { topic: 'days', en: [], fr: ['la semaine prochaine'] },

  // ── emergencies ──────────────────────────────────────────────────────────
  help: {
    topic: 'emergencies',
    en: ['help me', 'help us'],
    fr: ['au secours', "à l'aide", 'aidez-moi', 'aide-moi'],
  },
  'call the police': {
    topic: 'emergencies',
    en: [],
    fr: ['appelez la police', 'appelle la police'],
  },
  'call an ambulance': {
    topic: 'emergencies',
    en: [],
    fr: ['appelez une ambulance', 'appelle une ambulance'],
  },
  'I need a doctor': {
    topic: 'emergencies',
    en: ['I need to see a doctor'],
    fr: ["j'ai besoin d'un médecin", 'il me faut un médecin'],
  },
  'I am sick': {
    topic: 'emergencies',
    en: ["I'm sick", 'I am ill', "I'm ill"],
    fr: ['je suis malade'],
  },
  'where is the hospital': {
    topic: 'emergencies',
    en: ["where's the hospital"],
    fr: ["où est l'hôpital", "où se trouve l'hôpital"],
  },
  'where is the pharmacy': {
    topic: 'emergencies',
    en: ["where's the pharmacy", 'where is the chemist'],
    fr: ['où est la pharmacie', 'où se trouve la pharmacie'],
  },
  'where is the police station': {
    topic: 'emergencies',
    en: ["where's the police station"],
    fr: ['où est le commissariat', 'où est la police'],
  },
  fire: { topic: 'emergencies', en: [], fr: ['au feu', 'feu'] },
  thief: {
    topic: 'emergencies',
    en: ['stop thief'],
    fr: ['au voleur', 'voleur'],
  },
  "it's an emergency": {
    topic: 'emergencies',
    en: ['it is an emergency', 'emergency', 'this is an emergency'],
    fr: ["c'est une urgence", 'urgence'],
  },
  'I lost my passport': {
    topic: 'emergencies',
    en: ["I've lost my passport", 'I have lost my passport'],
    fr: ["j'ai perdu mon passeport"],
  },
  'I need help': {
    topic: 'emergencies',
    en: [],
    fr: ["j'ai besoin d'aide"],
  },
  'leave me alone': {
    topic: 'emergencies',
    en: ['go away'],
    fr: ['laissez-moi tranquille', 'laisse-moi tranquille'],
  },
  'be careful': {
    topic: 'emergencies',
    en: ['watch out', 'careful', 'look out'],
    fr: ['attention', 'fais attention', 'faites attention'],
  },
} satisfies Record<string, Concept>;

export type ConceptKey = keyof typeof CONCEPTS;

/** A dialect row: [canonical English, romanized, Arabic] plus the forms addressing a woman when they differ. */
export type PhraseRow =
  | readonly [ConceptKey, string, string]
  | readonly [ConceptKey, string, string, string, string];

/** Turns a dialect's rows into phrasebook entries. */
export function buildEntries(rows: readonly PhraseRow[]): PhraseEntry[] {
  return rows.map((row) => {
    const [key, latin, arabic] = row;
    const concept: Concept = CONCEPTS[key];
    const entry: PhraseEntry = {
      topic: concept.topic,
      en: [key, ...concept.en],
      fr: [...concept.fr],
      latin,
      arabic,
    };
    if (row.length === 5) {
      entry.latinF = row[3];
      entry.arabicF = row[4];
    }
    return entry;
  });
}

// ── countries ──────────────────────────────────────────────────────────────

export type Country =
  | 'Morocco'
  | 'France'
  | 'Belgium'
  | 'Switzerland'
  | 'Canada'
  | 'United States'
  | 'England'
  | 'Spain'
  | 'Germany'
  | 'Egypt';

const COUNTRY_KEYS: Record<Country, ConceptKey> = {
  Morocco: 'I am from Morocco',
  France: 'I am from France',
  Belgium: 'I am from Belgium',
  Switzerland: 'I am from Switzerland',
  Canada: 'I am from Canada',
  'United States': 'I am from the United States',
  England: 'I am from England',
  Spain: 'I am from Spain',
  Germany: 'I am from Germany',
  Egypt: 'I am from Egypt',
};

/** "I am from X" rows: `prefix` is "I am from" in the dialect ([romanized, Arabic]). */
export function countryRows(
  prefix: readonly [string, string],
  names: Record<Country, readonly [string, string]>,
): PhraseRow[] {
  return (Object.keys(COUNTRY_KEYS) as Country[]).map((country) => [
    COUNTRY_KEYS[country],
    `${prefix[0]} ${names[country][0]}`,
    `${prefix[1]} ${names[country][1]}`,
  ]);
}

// ── numbers ────────────────────────────────────────────────────────────────

const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

/** English names of 0-100: the main spelling first, then variants. */
export function englishNumberWords(n: number): string[] {
  if (n === 100) return ['one hundred', 'a hundred', 'hundred'];
  if (n < 20) return [EN_ONES[n]];
  const tens = EN_TENS[Math.floor(n / 10)];
  const unit = n % 10;
  if (unit === 0) return [tens];
  return [`${tens}-${EN_ONES[unit]}`, `${tens} ${EN_ONES[unit]}`];
}

const FR_ONES = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const FR_TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
];

/** Tens 20-60 and the Belgian/Swiss 70, 80, 90 follow the same pattern. */
function frenchRegular(tens: string, unit: number): string {
  if (unit === 0) return tens;
  if (unit === 1) return `${tens} et un`;
  return `${tens}-${FR_ONES[unit]}`;
}

/** French names of 0-100 (France first, then Belgian and Swiss forms for 70-99). */
export function frenchNumberWords(n: number): string[] {
  if (n === 100) return ['cent'];
  if (n < 20) return n === 1 ? ['un', 'une'] : [FR_ONES[n]];
  const unit = n % 10;
  if (n < 70) return [frenchRegular(FR_TENS[Math.floor(n / 10)], unit)];
  if (n < 80) {
    const main = n === 71 ? 'soixante et onze' : `soixante-${FR_ONES[n - 60]}`;
    return [main, frenchRegular('septante', unit)];
  }
  if (n < 90) {
    const main = n === 80 ? 'quatre-vingts' : `quatre-vingt-${FR_ONES[n - 80]}`;
    const variants = n === 80 ? ['quatre-vingt'] : [];
    return [main, ...variants, frenchRegular('huitante', unit)];
  }
  return [`quatre-vingt-${FR_ONES[n - 80]}`, frenchRegular('nonante', unit)];
}

/** How a dialect counts: each form is [romanized, Arabic]. */
export interface NumberRules {
  /** 0-10 said on their own. */
  units: readonly (readonly [string, string])[];
  /** 11-19. */
  teens: readonly (readonly [string, string])[];
  /** 20, 30 ... 90. */
  tens: readonly (readonly [string, string])[];
  hundred: readonly [string, string];
  /** Units 1-9 inside 21-99 when they differ from the standalone form (e.g. Darija 2: jouj alone, tnin in 22). */
  compoundUnits?: Partial<Record<number, readonly [string, string]>>;
  /** "and" between unit and tens, e.g. 'u' and ' و ' (Arabic side includes its spacing). */
  and: readonly [string, string];
}

/** The 101 number entries 0-100 of a dialect. */
export function numberEntries(rules: NumberRules): PhraseEntry[] {
  const entries: PhraseEntry[] = [];
  for (let n = 0; n <= 100; n++) {
    let form: readonly [string, string];
    if (n <= 10) form = rules.units[n];
    else if (n < 20) form = rules.teens[n - 11];
    else if (n === 100) form = rules.hundred;
    else {
      const tens = rules.tens[Math.floor(n / 10) - 2];
      const unitNumber = n % 10;
      if (unitNumber === 0) form = tens;
      else {
        const unit =
          rules.compoundUnits?.[unitNumber] ?? rules.units[unitNumber];
        form = [
          `${unit[0]} ${rules.and[0]} ${tens[0]}`,
          `${unit[1]}${rules.and[1]}${tens[1]}`,
        ];
      }
    }
    entries.push({
      topic: 'numbers',
      en: [String(n), ...englishNumberWords(n)],
      fr: [String(n), ...frenchNumberWords(n)],
      latin: form[0],
      arabic: form[1],
    });
  }
  return entries;
}
