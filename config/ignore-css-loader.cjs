// The login page's pre-render runs in Node, where the stylesheet imports mean nothing: they become
// empty modules (the browser build extracts the CSS as usual).
module.exports = function ignoreCss() {
  return 'export {};';
};
