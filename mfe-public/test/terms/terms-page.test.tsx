import { screen, within } from '@testing-library/react';
import { ApiError, type TermsContent } from '@abialbum/web-kit';
import Terms from '../../src/exposes/Terms';
import { content, envelope } from '../mock-content-client';
import type * as MockModule from '../mock-content-client';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-content-client').mockWebKit());

const openTerms = () => renderRoute(<Terms />, { path: '/abialbum/terms' });

const saved: TermsContent = {
  title: 'Terms of Service',
  content: 'Intro line.\n1. FIRST RULE\n- be kind\n- be fair\n2. SECOND RULE\n<b>not bold</b>',
  effectiveDate: '2025-02-01',
  version: '2.3',
  updatedBy: 'admin@abialbum.test',
  updatedAt: '2025-02-10T08:00:00.000Z',
};

beforeEach(() => jest.clearAllMocks());

describe('Terms page', () => {
  it('shows title, version, effective date, the Important notice, the parsed content, last updated and Back to Home', async () => {
    content.terms.mockResolvedValue(envelope(saved));
    openTerms();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Version 2.3')).toBeInTheDocument();
    expect(screen.getByText('Effective Date: February 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Important' })).toHaveTextContent(/^Important:/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. FIRST RULE', '2. SECOND RULE']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['be kind', 'be fair']);
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(screen.getByText('Last updated: February 10, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/abialbum/dashboard');
  });

  it('shows the built-in text with the server version and date when nothing was ever saved', async () => {
    content.terms.mockResolvedValue(
      envelope({ title: '', content: '', effectiveDate: '2026-03-04', version: '1.0', updatedBy: null, updatedAt: null } as unknown as TermsContent),
    );
    openTerms();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    expect(screen.getByText('Effective Date: March 4, 2026')).toBeInTheDocument();
  });

  it("uses the built-in 11 sections, version '1.0' and today's date when the fetch fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    content.terms.mockRejectedValue(new ApiError({ status: 503, message: '' }));
    openTerms();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. ACCEPTANCE OF TERMS',
      '2. USER ACCOUNTS',
      '3. USER CONTENT',
      '4. PRIVACY',
      '5. PROHIBITED ACTIVITIES',
      '6. INTELLECTUAL PROPERTY',
      '7. TERMINATION',
      '8. DISCLAIMER',
      '9. LIMITATION OF LIABILITY',
      '10. CHANGES TO TERMS',
      '11. CONTACT US',
    ]);
    expect(screen.getByText('You must be at least 13 years old to create an account.')).toBeInTheDocument();
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(screen.getByText(`Effective Date: ${today}`)).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
