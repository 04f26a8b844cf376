import { configure } from '@testing-library/dom';

// Front-end tests: a screen's first render waits for its catalogue, its lazy parts and its fetch mocks. On a 2-core
// machine running other suites (npm test, CI) that took 2-3 s at times, past Testing Library's default 1 s for
// `findBy*` and `waitFor`: a wait ends as soon as what it looks for shows, so a longer limit only spares false failures.
configure({ asyncUtilTimeout: 5_000 });
