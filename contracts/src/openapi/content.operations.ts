import { aboutUpdateSchema, termsUpdateSchema } from '../http/content.schemas';
import { type ApiOperation, shapes } from './operation';
import { API } from './paths';
import { ok, one } from './responses';

const { named, nullable } = shapes;

/**
 * svc-content's public API (svc-content/src/routes): the About and Terms pages and the statistics. A bad token
 * is refused (401) on every route here, even those anyone may call.
 */
export const contentOperations: ApiOperation[] = [
  {
    method: 'get',
    path: `${API}/content/about`,
    summary: 'The About page',
    tag: 'Content',
    access: 'public',
    success: ok('The page, or null when none was ever saved.', nullable(named('AboutPage'))),
    errors: [401],
  },
  {
    method: 'get',
    path: `${API}/content/terms`,
    summary: 'The Terms and Conditions',
    tag: 'Content',
    access: 'public',
    success: ok('The terms (defaults when none were ever saved).', named('TermsPage')),
    errors: [401],
  },
  {
    method: 'get',
    path: `${API}/content/admin/all`,
    summary: 'Both pages, for editing',
    tag: 'Content',
    access: 'admin',
    success: ok('About and Terms.', named('AdminContent', '`aboutPage` (or null) and `termsAndConditions`.')),
    errors: [],
  },
  {
    method: 'post',
    path: `${API}/content/admin/about`,
    summary: 'Save the About page',
    tag: 'Content',
    access: 'admin',
    body: aboutUpdateSchema,
    success: ok('The page as saved.', named('AboutPage')),
    errors: [400],
  },
  {
    method: 'post',
    path: `${API}/content/admin/terms`,
    summary: 'Save the Terms and Conditions',
    tag: 'Content',
    access: 'admin',
    body: termsUpdateSchema,
    success: ok('The terms as saved.', named('TermsPage')),
    errors: [400],
  },
  {
    method: 'get',
    path: `${API}/stats`,
    summary: 'The landing page counters',
    tag: 'Statistics',
    access: 'public',
    success: ok('The counters.', named('PublicStats')),
    errors: [401],
  },
  {
    method: 'get',
    path: `${API}/admin/stats`,
    summary: 'The admin dashboard statistics',
    tag: 'Statistics',
    access: 'admin',
    success: ok('The statistics.', one('stats', 'AdminStats')),
    errors: [],
  },
];
