/**
 * The word lists of @zxcvbn-ts that the guess estimate uses, imported one by one: a language
 * package's index would also load its long lists of surnames and Wikipedia words (guessEstimate.ts).
 * Each module's export is the list itself.
 */
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.cjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.cjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-nl-be/dist/commonWords.json.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-nl-be/dist/boysFirstnames.json.js' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-nl-be/dist/girlsFirstnames.json.js' {
  const words: string[];
  export default words;
}
