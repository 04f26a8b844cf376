import type { AboutPage, AdminContent, TermsPage } from '@abialbum/contracts';
import { anAbout, anId, someTerms } from './support/builders';
import { captureEvents } from './support/captured-events';
import { client } from './support/http';
import { startService, type Service } from './support/service';

describe('About and Terms', () => {
  let svc: Service;
  let api: ReturnType<typeof client>;
  const adminId = anId();
  let admin: string;
  beforeAll(async () => {
    svc = await startService();
    api = client(svc.url);
    admin = await svc.tokens.sign(adminId, 'admin');
  });
  afterAll(() => svc.close());

  const today = () => new Date().toISOString().slice(0, 10);

  describe('before an admin saved anything', () => {
    it('answers About with no data, so the page shows its built-in text', async () => {
      const res = await api.get('/content/about');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null, message: 'OK' });
    });

    it("answers Terms with version '1.0', today's effective date and no text", async () => {
      const res = await api.get<TermsPage>('/content/terms');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ title: '', content: '', effectiveDate: today(), version: '1.0', updatedBy: null, updatedAt: null });
    });

    it('gives the admin both, About empty and Terms with its defaults', async () => {
      const res = await api.get<AdminContent>('/content/admin/all', admin);
      expect(res.status).toBe(200);
      expect(res.body.data.aboutPage).toBeNull();
      expect(res.body.data.termsAndConditions).toMatchObject({ version: '1.0', effectiveDate: today() });
    });
  });

  describe('when an admin saves', () => {
    it('saves About, stamps who and when, and everyone reads it back', async () => {
      const before = Date.now();
      const saved = await api.post<AboutPage>('/content/admin/about', anAbout(), admin);
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('About page updated successfully');
      expect(saved.body.data.updatedBy).toBe(`admin:${adminId}`);
      const at = Date.parse(saved.body.data.updatedAt);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);

      const read = await api.get<AboutPage>('/content/about');
      expect(read.body.data).toEqual({
        ...anAbout(),
        features: [
          { icon: '📷', title: 'Photo and video storage', description: 'Keep everything safe.' },
          { title: 'Easy sharing', description: 'Share a section with a link.' },
        ],
        updatedBy: `admin:${adminId}`,
        updatedAt: saved.body.data.updatedAt,
      });
    });

    it('replaces About as a whole: absent optional fields become empty', async () => {
      await api.post('/content/admin/about', { title: 'About us', content: 'Short.' }, admin);
      const read = await api.get<AboutPage>('/content/about');
      expect(read.body.data).toMatchObject({ title: 'About us', content: 'Short.', mission: '', vision: '', features: [] });
    });

    it('saves Terms and reads them back, the effective date as a calendar date', async () => {
      const otherAdmin = anId();
      const saved = await api.post<TermsPage>(
        '/content/admin/terms',
        someTerms({ effectiveDate: '2025-03-01T00:00:00.000Z' }),
        await svc.tokens.sign(otherAdmin, 'admin'),
      );
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('Terms and Conditions updated successfully');
      const read = await api.get<TermsPage>('/content/terms');
      expect(read.body.data).toEqual({
        ...someTerms(),
        effectiveDate: '2025-03-01',
        updatedBy: `admin:${otherAdmin}`,
        updatedAt: saved.body.data.updatedAt,
      });
      const all = await api.get<AdminContent>('/content/admin/all', admin);
      expect(all.body.data.termsAndConditions).toEqual(read.body.data);
      expect(all.body.data.aboutPage?.title).toBe('About us');
    });

    it('does not let the caller choose who saved it or when', async () => {
      const res = await api.post('/content/admin/terms', { ...someTerms(), updatedBy: 'someone else', updatedAt: '2001-01-01' }, admin);
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ updatedBy: 'Unknown field: updatedBy', updatedAt: 'Unknown field: updatedAt' });
      expect((await api.get<TermsPage>('/content/terms')).body.data.updatedBy).not.toBe('someone else');
    });

    it('keeps markup and script as plain text, stored and answered exactly as written', async () => {
      const script = '<script>alert("owned")</script><img src=x onerror="alert(1)"> & </textarea>';
      const about = anAbout({
        title: '<b>About</b>',
        content: script,
        mission: '<iframe src="//evil"></iframe>',
        features: [{ icon: '<i>', title: '<svg onload=alert(1)>', description: script }],
      });
      await api.post('/content/admin/about', about, admin);
      const read = await api.get<AboutPage>('/content/about');
      expect(read.headers.get('content-type')).toMatch(/^application\/json/);
      expect(read.body.data).toMatchObject({ title: '<b>About</b>', content: script, mission: '<iframe src="//evil"></iframe>' });
      expect(read.body.data.features).toEqual([{ icon: '<i>', title: '<svg onload=alert(1)>', description: script }]);
      const stored = await svc.db.connection.collection('content_pages').findOne({ _id: 'about' as never });
      expect(stored).toMatchObject({ content: script, title: '<b>About</b>' });
    });

    it('announces every save as content.updated', async () => {
      const capture = await captureEvents(['content.updated']);
      try {
        await api.post('/content/admin/terms', someTerms({ title: 'Terms v3', version: '3.0' }), admin);
        await capture.waitFor(() => capture.events.some((e) => e.data.title === 'Terms v3'));
        const event = capture.events.find((e) => e.data.title === 'Terms v3');
        expect(event).toMatchObject({
          type: 'content.updated',
          producer: 'svc-content',
          data: { page: 'terms', title: 'Terms v3', updatedBy: `admin:${adminId}`, revision: 2 },
        });
      } finally {
        await capture.close();
      }
    });
  });
});
