import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AdminDashboard from '../../src/exposes/AdminDashboard';
import { content, envelope, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKitAdmin());

const aboutPage = {
  title: 'About Us',
  content: 'We keep memories.',
  mission: 'Keep every memory.',
  vision: 'Families everywhere.',
  features: [{ icon: '⭐', title: 'Fast', description: 'Quick uploads' }],
  updatedBy: 'admin@abialbum.test',
  updatedAt: '2025-03-04T12:00:00.000Z',
};
const termsAndConditions = {
  title: 'Terms and Conditions',
  content: '1. ACCEPTANCE OF TERMS\nBe kind.',
  effectiveDate: '2025-02-01T00:00:00.000Z',
  version: '1.2',
  updatedBy: 'editor@abialbum.test',
  updatedAt: '2025-02-10T08:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  content.adminAll.mockResolvedValue(envelope({ aboutPage, termsAndConditions }));
});

async function openContentTab() {
  const view = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
  await view.user.click(screen.getByRole('tab', { name: 'Content Management' }));
  await screen.findByRole('form', { name: 'About Page' });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Admin dashboard, Content Management: About', () => {
  it('fills every field, lists the features and says who saved last', async () => {
    await openContentTab();
    expect(screen.getAllByRole('tab', { name: /About|Terms/ }).map((tab) => tab.textContent)).toEqual(['About', 'Terms & Conditions']);
    expect(field('Page Title')).toHaveValue('About Us');
    expect(field('Main Content')).toHaveValue('We keep memories.');
    expect(field('Main Content')).toHaveAttribute('rows', '6');
    expect(field('Mission')).toHaveAttribute('rows', '3');
    expect(field('Vision')).toHaveValue('Families everywhere.');
    expect(field('Vision')).toHaveAttribute('rows', '3');
    expect(screen.getByRole('button', { name: 'Remove feature Fast' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated by admin@abialbum.test on March 4, 2025/)).toBeInTheDocument();
  });

  it("asks for a feature's title and description before adding it; the icon is optional", async () => {
    const { user } = await openContentTab();
    await user.type(field('Feature Title'), 'Private');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(toast.error).toHaveBeenCalledWith('Please fill in feature title and description');
    expect(screen.queryByRole('button', { name: 'Remove feature Private' })).toBeNull();

    await user.type(field('Feature Description'), 'Only you decide');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(screen.getByRole('button', { name: 'Remove feature Private' })).toBeInTheDocument();
    expect(field('Feature Title')).toHaveValue('');
  });

  it("saves every field with 'Save About Page', toasts and reloads", async () => {
    content.saveAbout.mockResolvedValue(envelope(aboutPage));
    const { user } = await openContentTab();
    await user.clear(field('Page Title'));
    await user.type(field('Page Title'), 'About Abi');
    await user.click(screen.getByRole('button', { name: 'Remove feature Fast' }));
    await user.type(field('Icon (optional)'), '🔒');
    await user.type(field('Feature Title'), 'Private');
    await user.type(field('Feature Description'), 'Only you decide');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.click(screen.getByRole('button', { name: 'Save About Page' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('About page updated successfully'));
    expect(content.saveAbout).toHaveBeenCalledWith({
      title: 'About Abi',
      content: 'We keep memories.',
      mission: 'Keep every memory.',
      vision: 'Families everywhere.',
      features: [{ icon: '🔒', title: 'Private', description: 'Only you decide' }],
    });
    expect(content.adminAll).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message, or 'Failed to update about page', and field errors", async () => {
    content.saveAbout.mockRejectedValueOnce(
      new ApiError({ status: 400, message: 'Validation failed', errors: { title: 'Title is required' } }),
    );
    const { user } = await openContentTab();
    await user.click(screen.getByRole('button', { name: 'Save About Page' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Validation failed'));
    expect(field('Page Title')).toHaveAccessibleDescription('Title is required');

    content.saveAbout.mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }));
    await user.click(screen.getByRole('button', { name: 'Save About Page' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Failed to update about page'));
  });

  it("toasts 'Failed to fetch content' when the content cannot be loaded, and still offers the form", async () => {
    content.adminAll.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' }));
    await openContentTab();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch content');
    expect(field('Page Title')).toHaveValue('');
  });
});

describe('Admin dashboard, Content Management: Terms & Conditions', () => {
  async function openTerms() {
    const view = await openContentTab();
    await view.user.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    await screen.findByRole('form', { name: 'Terms & Conditions' });
    return view;
  }

  it('fills title, version, effective date and content, and reloads when opened', async () => {
    await openTerms();
    expect(field('Title')).toHaveValue('Terms and Conditions');
    expect(field('Version')).toHaveValue('1.2');
    expect(screen.getByLabelText('Effective Date')).toHaveValue('2025-02-01');
    expect(field('Content')).toHaveAttribute('rows', '15');
    expect(screen.getByText(/^Last updated by editor@abialbum.test on February 10, 2025/)).toBeInTheDocument();
    expect(content.adminAll).toHaveBeenCalledTimes(2);
  });

  it("saves with 'Terms and Conditions updated successfully' or 'Failed to update terms and conditions'", async () => {
    content.saveTerms.mockResolvedValueOnce(envelope(termsAndConditions));
    const { user } = await openTerms();
    await user.clear(field('Version'));
    await user.type(field('Version'), '2.0');
    await user.click(screen.getByRole('button', { name: 'Save Terms & Conditions' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Terms and Conditions updated successfully'));
    expect(content.saveTerms).toHaveBeenCalledWith({
      title: 'Terms and Conditions',
      version: '2.0',
      effectiveDate: '2025-02-01',
      content: '1. ACCEPTANCE OF TERMS\nBe kind.',
    });

    content.saveTerms.mockRejectedValueOnce(new ApiError({ status: 0, code: 'TIMEOUT', message: 'Request timeout' }));
    await user.click(screen.getByRole('button', { name: 'Save Terms & Conditions' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update terms and conditions'));
    expect(within(screen.getByRole('form', { name: 'Terms & Conditions' })).getByRole('button', { name: 'Save Terms & Conditions' })).toBeEnabled();
  });
});
