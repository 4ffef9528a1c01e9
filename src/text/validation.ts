/**
 * Dutch messages of the validation rules (src/validation/), shared with the server. One export each,
 * read as `import * as v`: a page's chunk then carries only the messages its rules use. Only
 * re-exports, so a bundle reads each message from the module that holds it: a module shared by
 * several chunks keeps every export any of them uses, which is why the messages are split in two.
 */
export * from './validationShared';
export * from './validationPages';
