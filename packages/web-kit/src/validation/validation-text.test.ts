import { albumMessages, mediaMessages, messages } from '@abialbum/contracts';
import { i18n } from '@abialbum/web-kit';
import { validationTexts } from '@abialbum/web-kit/validation';

// Two front ends' catalogues, each with the keys of the messages its screens show.
beforeAll(() => {
  i18n.addTexts('en', 'test-forms', { 'validation.emailRequired': 'Email, please', 'validation.fileTooLarge': '{name} is over {max} MB' });
  i18n.addTexts('en', 'test-albums', { 'validation.albumTitleRequired': 'A title, please' });
});

describe('validationTexts', () => {
  const forms = validationTexts('test-forms');
  const albums = validationTexts('test-albums');

  it("gives a contracts' message its front end's text", () => {
    expect(forms(messages.emailRequired)).toBe('Email, please');
    expect(albums(albumMessages.titleRequired)).toBe('A title, please');
  });

  it('reads the values back out of a message with values', () => {
    expect(forms(mediaMessages.fileTooLarge('beach.mov', 100))).toBe('beach.mov is over 100 MB');
  });

  it("shows a message as it is where the front end's catalogue lacks its key, or no catalogue has one", () => {
    expect(albums(messages.emailRequired)).toBe(messages.emailRequired);
    expect(forms('Something else went wrong')).toBe('Something else went wrong');
  });

  it('gives nothing for no message', () => {
    expect(forms(undefined)).toBeUndefined();
    expect(forms(null)).toBeUndefined();
    expect(forms('')).toBeUndefined();
  });
});
