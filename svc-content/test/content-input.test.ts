import type { AboutPage } from '@abialbum/contracts';
import { anAbout, anId, someTerms } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

describe('About and Terms refuse bad input and non-admins', () => {
  let svc: Service;
  let api: ReturnType<typeof client>;
  let admin: string;
  beforeAll(async () => {
    svc = await startService();
    api = client(svc.url);
    admin = await svc.tokens.sign(anId(), 'admin');
  });
  afterAll(() => svc.close());

  const long = (n: number) => 'x'.repeat(n);
  const feature = { title: 'Sharing', description: 'With a link' };

  it.each([
    ['title', anAbout({ title: long(201) }), 'Title must be at most 200 characters'],
    ['content', anAbout({ content: long(50_001) }), 'Content must be at most 50000 characters'],
    ['mission', anAbout({ mission: long(5_001) }), 'Mission must be at most 5000 characters'],
    ['vision', anAbout({ vision: long(5_001) }), 'Vision must be at most 5000 characters'],
    ['features', anAbout({ features: Array.from({ length: 31 }, () => feature) }), 'At most 30 features'],
    ['features.0.title', anAbout({ features: [{ title: long(101) }] }), 'Feature title must be at most 100 characters'],
    [
      'features.1.description',
      anAbout({ features: [feature, { title: 'B', description: long(501) }] }),
      'Feature description must be at most 500 characters',
    ],
    ['features.0.icon', anAbout({ features: [{ ...feature, icon: long(17) }] }), 'Icon must be at most 16 characters'],
  ])('refuses an over-long About %s with its field error', async (field, body, message) => {
    const res = await api.post('/content/admin/about', body, admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'VALIDATION_ERROR' });
    expect(res.body.errors).toEqual({ [field]: message });
  });

  it.each([
    ['title', someTerms({ title: long(201) }), 'Title must be at most 200 characters'],
    ['content', someTerms({ content: long(50_001) }), 'Content must be at most 50000 characters'],
    ['version', someTerms({ version: `1.${'0'.repeat(20)}` }), 'Version must be at most 20 characters'],
  ])('refuses an over-long Terms %s with its field error', async (field, body, message) => {
    const res = await api.post('/content/admin/terms', body, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
  });

  it('takes the longest allowed texts', async () => {
    const features = Array.from({ length: 30 }, () => ({ icon: long(16), title: long(100), description: long(500) }));
    const body = { title: long(200), content: long(50_000), mission: long(5_000), vision: long(5_000), features };
    const res = await api.post<AboutPage>('/content/admin/about', body, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.features).toHaveLength(30);
  });

  it('names every wrong type and missing field', async () => {
    const res = await api.post('/content/admin/about', { title: 5, content: null, mission: [], features: 'many' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: 'Title must be text',
      content: 'Content must be text',
      mission: 'Mission must be text',
      features: 'Features must be a list',
    });
    const terms = await api.post('/content/admin/terms', { title: ' ', content: 'x', effectiveDate: 'next week', version: 'one point oh' }, admin);
    expect(terms.status).toBe(400);
    expect(terms.body.errors).toEqual({
      title: 'Title is required',
      effectiveDate: 'Effective date must be a date like 2025-01-31',
      version: 'Version must look like 1.0',
    });
  });

  it('refuses a feature without a title, and blank main content', async () => {
    const res = await api.post('/content/admin/about', anAbout({ content: '   ', features: [{ icon: '⭐', title: '', description: 'd' }] }), admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ content: 'Content is required', 'features.0.title': 'Feature title is required' });
  });

  it('refuses a body that is not JSON, and one that is not an object', async () => {
    const malformed = await api.postRaw('/content/admin/terms', '{"title": ', admin);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('MALFORMED_BODY');
    const list = await api.post('/content/admin/terms', [someTerms()], admin);
    expect(list.status).toBe(400);
    expect(list.body.code).toBe('VALIDATION_ERROR');
  });

  it('saves nothing that was refused', async () => {
    await api.post('/content/admin/terms', someTerms({ version: '' }), admin);
    expect((await api.get<{ version: string }>('/content/terms')).body.data.version).toBe('1.0');
  });

  it.each([
    ['GET', '/content/admin/all'],
    ['POST', '/content/admin/about'],
    ['POST', '/content/admin/terms'],
    ['GET', '/admin/stats'],
  ])('answers %s %s with 401 without a token and 403 with a user token', async (method, path) => {
    const body = path.endsWith('about') ? anAbout() : someTerms();
    const send = (token?: string) => (method === 'GET' ? api.get(path, token) : api.post(path, body, token));
    const anonymous = await send();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, data: null, code: 'UNAUTHORIZED' });
    const asUser = await send(await svc.tokens.sign(anId()));
    expect(asUser.status).toBe(403);
    expect(asUser.body).toMatchObject({ message: 'Access denied. You do not have permission to perform this action.', code: 'FORBIDDEN' });
  });
});
