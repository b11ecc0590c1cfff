const { parse } = require('@formatjs/icu-messageformat-parser');

/**
 * Webpack loader for locales/<language>.json: turns each ICU message into the AST react-intl
 * formats, with formatjs's own parser, at build time. The bundle then uses the parser-free
 * build of @formatjs/icu-messageformat-parser (see the alias in webpack.config.js), which keeps
 * the parser out of what every page loads. The server and the tests read the plain JSON.
 */
module.exports = function precompileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
  return `export default ${JSON.stringify(compiled)};`;
};
