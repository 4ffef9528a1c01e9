// react-router reads React's `useOptimistic` through a computed key (`React[USE_OPTIMISTIC]`) so that a
// bundler with React 18 does not complain. webpack cannot resolve a computed key on a CommonJS module,
// and builds a namespace object of all of React for it, which puts its namespace helper in the entry's
// runtime. The portal runs React 19: the plain member access is the same function, resolved statically.
const COMPUTED_ACCESS = /\b(React\d*)\[USE_OPTIMISTIC\]/g;

module.exports = function reactOptimisticLoader(source) {
  const rewritten = source.replace(COMPUTED_ACCESS, '$1.useOptimistic');
  if (rewritten === source && source.includes('USE_OPTIMISTIC'))
    this.emitWarning(new Error('react-optimistic-loader: the computed access to useOptimistic has changed'));
  return rewritten;
};
