// The files of a screen's texts in the default language (web-kit's DEFAULT_LOCALE, 'en'): each namespace registers
// its catalogue as `import(\`./messages/${locale}.json\`)` (web-kit's registerMessages), a chunk of its own per
// language, loaded right after the code that registers it, before the screen renders. Preloading them with that code
// saves the first visit one round trip per level (StartupPreloadPlugin, ScreenFilesPlugin). A visitor reading
// another language loads its own files instead, so these few KiB are the price of the default's head start.
const DEFAULT_TEXTS = /[\\/]i18n[\\/]messages[\\/]en\.json$/;

/** Whether `chunk` carries a catalogue of the default language. */
function holdsDefaultTexts(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    if (DEFAULT_TEXTS.test(module.resource ?? '')) return true;
  }
  return false;
}

/** The files of the default language's catalogues that `group`'s own modules load (its direct async children). */
function defaultTextFiles(compilation, group) {
  const files = [];
  for (const child of group.childrenIterable) {
    for (const chunk of child.chunks) if (holdsDefaultTexts(compilation, chunk)) files.push(...chunk.files);
  }
  return files;
}

module.exports = { defaultTextFiles };
