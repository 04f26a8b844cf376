// `@abialbum/web-kit/validation`: the validation messages' texts in the page's language. Not in the main entry: its
// map reads the contracts' messages, whose module brings zod (README "Keeping the first load light"). Like ./media, it
// imports the main entry by name and each remote bundles it.
export { validationTexts, type ValidationText } from '../validation/validation-text';
