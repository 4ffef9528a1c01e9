/**
 * How many guesses a secret or password would take an attacker who tries words, names, known
 * passwords, repeats, keyboard rows, sequences and dates first (zxcvbn's method, @zxcvbn-ts/core),
 * in bits. It is an estimate, made to catch what people type instead of generating something: a word
 * typed four times, 'qwertyuiop…', 'Welkom2024!'. Random characters it counts at 10 guesses each
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

let factory: ZxcvbnFactory | null = null;

function zxcvbnBits(text: string): number {
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
  return factory.check(text).guessesLog10 * Math.log2(10);
}

/**
 * The estimated guesses for `text` (its first ESTIMATED_LENGTH characters), as bits: log2(guesses).
 * The lower of zxcvbn's estimate of the text and of the text without its repeated pieces (plus what
 * pointing at them costs).
 */
export function estimatedGuessBits(text: string): number {
  const { rest, pieces } = withoutRepeatedPieces(text.slice(0, ESTIMATED_LENGTH));
  const whole = zxcvbnBits(text.slice(0, ESTIMATED_LENGTH));
  return pieces === 0 ? whole : Math.min(whole, zxcvbnBits(rest) + pieces * PIECE_BITS);
}
