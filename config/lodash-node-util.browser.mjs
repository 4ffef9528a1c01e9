// lodash's `_nodeUtil` in a browser: there is no Node `util`, so lodash uses its own checks.
export default undefined;
