/**
 * How many guesses a secret or password would take an attacker who tries words, names, known
 * passwords, repeats, keyboard rows, sequences and dates first (zxcvbn's method, @zxcvbn-ts/core),
 * in bits. Names the attacker knows (the product's, the provider's, the person's) count as words of
 * their own (zxcvbn's user inputs), and a text made of words is read as words. It is an estimate,
 * made to catch what people type instead of generating something: a word typed four times,
 * 'qwertyuiop…', 'Welkom2024!', 'my-super-secret-key'. Random characters it counts at 10 guesses each
 * (about 3.3 bits), so it undervalues a generated secret rather than overvalue a typed one.
 *
 * The word lists: the most used passwords, and the common words and first names of English and Dutch.
 * Surnames and Wikipedia words are left out: about 20 MB of memory and 600 KB of download more for
 * little gain. The lists take some 100 ms to load, so callers import this module when they need it
 * (the desk's set-up page, the server's check of its secrets and of a staff password).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import englishWords from '@zxcvbn-ts/language-en/dist/commonWords.json.cjs';
import englishNames from '@zxcvbn-ts/language-en/dist/firstnames.json.cjs';
import dutchNamesBoys from '@zxcvbn-ts/language-nl-be/dist/boysFirstnames.json.js';
import dutchWords from '@zxcvbn-ts/language-nl-be/dist/commonWords.json.js';
import dutchNamesGirls from '@zxcvbn-ts/language-nl-be/dist/girlsFirstnames.json.js';

/**
 * Only this many characters are looked at: the estimate's time grows fast with length (about 0.05 s
 * for 32 random characters, 0.3 s for 64, 2 s for 100), and 40 random characters are already counted
 * at some 130 bits, more than any limit asks.
 */
export const ESTIMATED_LENGTH = 40;

/** A piece of at least this many characters seen before in the text counts as repeated. */
const PIECE_MIN = 4;
/** What pointing back at an earlier piece costs an attacker: which piece, how long (about 6 + 4 bits). */
const PIECE_BITS = 10;

/**
 * The text with every piece of PIECE_MIN or more characters that already occurred earlier in it taken
 * out (longest first, as LZ77 compression does), and how many were taken. zxcvbn only sees a repeat
 * when it is exact: 'wachtwoord1wachtwoord2wachtwoord3' is no repeat to it, but is 'wachtwoord123'
 * and two pieces here. Random text has no such pieces.
 */
export function withoutRepeatedPieces(text: string): { rest: string; pieces: number } {
  let rest = '';
  let pieces = 0;
  let at = 0;
  while (at < text.length) {
    let length = 0;
    while (at + length < text.length && text.indexOf(text.slice(at, at + length + 1)) < at) length += 1;
    if (length >= PIECE_MIN) {
      pieces += 1;
      at += length;
    } else {
      rest += text.charAt(at);
      at += 1;
    }
  }
  return { rest, pieces };
}

/**
 * The product's own names: whoever guesses a password or secret of this portal tries them first. The
 * provider's and the person's names come from the caller (they are configured or stored).
 */
export const PRODUCT_NAMES: readonly string[] = ['Klantportaal', 'Supportdesk', 'portaal', 'desk', 'support'];

/** Each name, its words and the words run together: 'Anna de Wit' gives 'anna', 'wit', 'annadewit' too. */
export function knownWords(names: readonly string[]): string[] {
  const words = names.flatMap((name) => {
    const parts = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return [name.toLowerCase(), parts.join(''), ...parts.filter((part) => part.length >= 2)];
  });
  return [...new Set(words)].filter((word) => word !== '');
}

let factory: ZxcvbnFactory | null = null;

function zxcvbn(text: string, names: readonly string[]) {
  factory ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: {
      ...common,
      'commonWords-en': englishWords,
      'firstnames-en': englishNames,
      'commonWords-nl': dutchWords,
      'firstnamesBoys-nl': dutchNamesBoys,
      'firstnamesGirls-nl': dutchNamesGirls,
    },
    maxLength: ESTIMATED_LENGTH,
  });
  return factory.check(text, [...names]);
}

const zxcvbnBits = (text: string, names: readonly string[]): number => zxcvbn(text, names).guessesLog10 * Math.log2(10);

/**
 * The pieces a text is read in: a word (split where the case changes: 'JWTSecret' is 'JWT', 'Secret'),
 * a run of digits, or any other single character.
 */
const PIECE = /\p{Lu}{2,}(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}|\p{Nd}+|[\s\S]/gu;
/** A piece of letters or digits. */
const WORDLIKE = /^[\p{L}\p{N}]/u;
/** A separator or sign: which one, the first time (about 30 to choose from); the same again: whether it is there. */
const SIGN_BITS = { first: 5, again: 1 };
/** A piece seen before: which one it repeats. */
const REPEAT_BITS = 2;

/**
 * One piece by zxcvbn, and whether it is a word of its lists or of `names` (of 3 letters or more): such
 * a word costs its rank alone, without zxcvbn's floor of 50 guesses per match.
 */
function pieceBits(piece: string, names: readonly string[]): { bits: number; word: boolean } {
  const { sequence, guessesLog10 } = zxcvbn(piece, names);
  const [match] = sequence;
  if (sequence.length === 1 && match?.pattern === 'dictionary' && match.token.length === piece.length) {
    const variations = (match.uppercaseVariations ?? 1) * (match.l33tVariations ?? 1) * (match.reversed ? 2 : 1);
    return { bits: Math.log2(match.rank * variations), word: piece.length >= 3 };
  }
  return { bits: guessesLog10 * Math.log2(10), word: false };
}

/** The share of a text's characters in words (WORD_SHARE or more) from which it is read as words. */
const WORD_SHARE = 0.5;

/**
 * The text read as words: each piece costs what guessing that piece costs, a separator is chosen
 * once, and a piece seen before is a pointer back. zxcvbn takes a run of short words and separators
 * ('-jwt-key-for-') as characters at 3.3 bits each, and adds a factor for every extra word it finds,
 * so a sentence of common words scored as a random secret would; read this way it scores as words.
 * Null when less than half of the text is words: random text is left to zxcvbn, which reads it
 * better (a short word that happens to be in it is no sign of a sentence).
 */
export function wordBits(text: string, names: readonly string[] = []): number | null {
  /** Each piece seen, and whether it is a word. */
  const seen = new Map<string, boolean>();
  let bits = 0;
  let inWords = 0;
  for (const piece of text.match(PIECE) ?? []) {
    const known = piece.toLowerCase();
    const before = seen.get(known);
    if (!WORDLIKE.test(piece)) bits += before === undefined ? SIGN_BITS.first : SIGN_BITS.again;
    else if (before !== undefined) bits += REPEAT_BITS;
    else {
      const read = pieceBits(piece.slice(0, ESTIMATED_LENGTH), names);
      bits += read.bits;
      seen.set(known, read.word);
    }
    if (seen.get(known) === true) inWords += piece.length;
    if (!seen.has(known)) seen.set(known, false);
  }
  return inWords >= text.length * WORD_SHARE ? bits : null;
}

/**
 * The estimated guesses for `text`, as bits: log2(guesses). The lowest of zxcvbn's estimate of its
 * first ESTIMATED_LENGTH characters, of those without their repeated pieces (plus what pointing at
 * them costs), and of the whole text read as words (`wordBits`). `names` are words the attacker knows
 * besides the lists (PRODUCT_NAMES, the provider's and the person's names; see `knownWords`).
 */
export function estimatedGuessBits(text: string, names: readonly string[] = []): number {
  const known = knownWords([...PRODUCT_NAMES, ...names]);
  const head = text.slice(0, ESTIMATED_LENGTH);
  const { rest, pieces } = withoutRepeatedPieces(head);
  const whole = zxcvbnBits(head, known);
  const repeated = pieces === 0 ? whole : zxcvbnBits(rest, known) + pieces * PIECE_BITS;
  return Math.min(whole, repeated, wordBits(text, known) ?? Infinity);
}
