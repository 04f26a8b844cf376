// A front end's catalogue of one language (src/i18n/messages/<locale>.json, ICU MessageFormat) compiled at build time
// with Lingui's compiler: the page gets each text ready to format (arrays of literals and placeholders) and no parser.
// Tests read the files as they are: outside production builds Lingui compiles a text when it is first shown.
/** @this {import('@rspack/core').LoaderContext} */
module.exports = function messagesLoader(source) {
  const done = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessage }) => {
      const texts = JSON.parse(source);
      const compiled = {};
      for (const [key, text] of Object.entries(texts)) {
        if (typeof text !== 'string') throw new Error(`${this.resourcePath}: ${key} is not a text`);
        compiled[key] = compileMessage(text);
      }
      done(null, JSON.stringify(compiled));
    })
    .catch((error) => done(error));
};
