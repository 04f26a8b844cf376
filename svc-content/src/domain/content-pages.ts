import type { AboutFields, AboutPage, AdminContent, TermsFields, TermsPage } from '@abialbum/contracts';
import type { ContentStore, StoredPage } from '../store/content.store';

export const DEFAULT_TERMS_VERSION = '1.0';

/** Admin tokens carry only the admin's id (svc-identity's token issuer), so that is who saved it. */
export const editorOf = (adminId: string) => `admin:${adminId}`;

const today = () => new Date().toISOString().slice(0, 10);

function toAbout(page: StoredPage): AboutPage {
  return {
    title: page.title,
    content: page.content,
    mission: page.mission ?? '',
    vision: page.vision ?? '',
    features: (page.features ?? []).map(({ icon, title, description }) => ({ ...(icon ? { icon } : {}), title, description })),
    updatedBy: page.updatedBy,
    updatedAt: page.updatedAt.toISOString(),
  };
}

function toTerms(page: StoredPage | null): TermsPage {
  if (!page) return { title: '', content: '', effectiveDate: today(), version: DEFAULT_TERMS_VERSION, updatedBy: null, updatedAt: null };
  return {
    title: page.title,
    content: page.content,
    effectiveDate: page.effectiveDate ?? today(),
    version: page.version ?? DEFAULT_TERMS_VERSION,
    updatedBy: page.updatedBy,
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** About and Terms: read by everyone, written by admins (routes check the role). */
export class ContentPages {
  constructor(private readonly deps: { store: ContentStore; onEventsWritten: () => void }) {}

  /** Null until an admin saves it: the page then shows its built-in text. */
  async about(): Promise<AboutPage | null> {
    const page = await this.deps.store.get('about');
    return page && toAbout(page);
  }

  async terms(): Promise<TermsPage> {
    return toTerms(await this.deps.store.get('terms'));
  }

  async all(): Promise<AdminContent> {
    const [aboutPage, termsAndConditions] = await Promise.all([this.about(), this.terms()]);
    return { aboutPage, termsAndConditions };
  }

  async saveAbout(input: AboutFields, adminId: string): Promise<AboutPage> {
    const saved = await this.deps.store.save('about', { ...input, updatedBy: editorOf(adminId) });
    this.deps.onEventsWritten();
    return toAbout(saved);
  }

  async saveTerms(input: TermsFields, adminId: string): Promise<TermsPage> {
    const saved = await this.deps.store.save('terms', { ...input, updatedBy: editorOf(adminId) });
    this.deps.onEventsWritten();
    return toTerms(saved);
  }
}
