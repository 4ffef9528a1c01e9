// react-router makes its link and form components at the top of its module with React's forwardRef
// and names them for DevTools afterwards (`Form.displayName = "Form"`). The minifiers cannot tell
// that call or that assignment is free of side effects, so each component stayed whether used or
// not: the portal uses no <Form>, yet it came into the entry with the code behind it (form
// submission, useSubmit, useFormAction). The calls are marked pure and the names left out (DevTools
// then shows the render functions' own names, 'LinkWithRef'), so an unused one is dropped.
const TOP_LEVEL_FORWARD_REF = /^var (\w+) = (React\d*\.forwardRef\()/gm;

module.exports = function reactRouterPureLoader(source) {
  const components = [];
  let rewritten = source.replace(TOP_LEVEL_FORWARD_REF, (_, name, call) => {
    components.push(name);
    return `var ${name} = /* @__PURE__ */ ${call}`;
  });
  for (const name of components)
    rewritten = rewritten.replace(new RegExp(`^${name}\\.displayName = "[^"]*";\\n`, 'm'), '');
  if (source.includes('.forwardRef(') && components.length === 0)
    this.emitWarning(new Error('react-router-pure-loader: no component made with forwardRef found'));
  return rewritten;
};
