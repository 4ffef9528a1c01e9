/** The part of SaxonJS 2 (npm saxon-js, which ships no types) that the e-invoice rules use. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText?: string;
    sourceFileName?: string;
    destination: 'serialized' | 'document';
  }
  interface TransformResult {
    principalResult: unknown;
  }
  interface XPathOptions {
    namespaceContext?: Record<string, string>;
    resultForm?: 'array' | 'default';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<TransformResult>;
    getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
    XPath: { evaluate(expression: string, context: unknown, options?: XPathOptions): unknown };
  };
  export default SaxonJS;
}
