import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailed } from './load-failed';
import { Modal } from './modal';
import { Pagination } from './pagination';
import { PasswordField } from './password-field';
import { Tabs } from './tabs';
import { TextField } from './text-field';

describe('TextField', () => {
  it('links the label, and the error through aria-describedby with aria-invalid', () => {
    render(<TextField label="Email" error="Email is required" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle button', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Tabs', () => {
  function Demo() {
    const [tab, setTab] = useState('email');
    return (
      <Tabs
        label="Login method"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'email', label: 'Email', content: <p>email form</p> },
          { id: 'phone', label: 'Phone', content: <p>phone form</p> },
        ]}
      />
    );
  }
  it('moves with the arrow keys and shows the selected panel', async () => {
    render(<Demo />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('email form');
    screen.getByRole('tab', { name: 'Email' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toHaveTextContent('phone form');
  });
});

describe('Modal', () => {
  function Demo() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <Modal open={open} onClose={() => setOpen(false)} title="Edit Album">
          <input aria-label="Title" />
          <button>Save</button>
        </Modal>
      </>
    );
  }
  it('moves focus in, keeps it in, closes on Escape and gives focus back', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Album' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks before acting and offers cancel first', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Delete Section" message="Delete this section?" confirmLabel="Delete" danger onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete Section' })).toHaveTextContent('Delete this section?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('Pagination', () => {
  it("says 'Page X of Y' and disables Previous on the first page", async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('LoadFailed', () => {
  it('says what could not be loaded, as an alert, and tries again from the keyboard', async () => {
    const retry = jest.fn();
    render(<LoadFailed message="Highlights could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Highlights could not be loaded.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
