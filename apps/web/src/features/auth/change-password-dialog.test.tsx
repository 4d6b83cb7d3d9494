// @vitest-environment jsdom
import { authMessages, changePasswordMessages } from '@piiq/domain/auth-rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(handlers: Parameters<typeof mockGraphql>[0] = {}) {
  const calls = mockGraphql(handlers);
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithQueryClient(<ChangePasswordDialog open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Change password' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  return { calls, onClose, user, dialog, field, submit };
}

describe('change password dialog', () => {
  it('runs the five checks in the product’s order, one message at a time, before asking the server', async () => {
    const { user, field, submit, calls } = setup();
    // The form validates asynchronously after the click: wait for the message of this submit, not the last one.
    const expectAlert = (message: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));

    await submit();
    await expectAlert(changePasswordMessages.allEmpty);

    await user.type(field('New password'), 'N');
    await submit();
    await expectAlert(changePasswordMessages.currentEmpty);

    await user.clear(field('New password'));
    await user.type(field('Current password'), 'C');
    await submit();
    await expectAlert(changePasswordMessages.newEmpty);

    await user.type(field('New password'), 'N');
    await submit();
    await expectAlert(changePasswordMessages.verifyEmpty);

    await user.type(field('Verify password'), 'V');
    await submit();
    await expectAlert(changePasswordMessages.mismatch);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('shows the server message when the change fails', async () => {
    const { user, field, submit } = setup({
      ChangePassword: () => apiError(authMessages.currentPasswordWrong, 'NOT_AUTHORIZED'),
    });
    await user.type(field('Current password'), 'wrong');
    await user.type(field('New password'), 'Brand-new1');
    await user.type(field('Verify password'), 'Brand-new1');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.currentPasswordWrong);
  });

  it('sends the three fields and ends in the success state with a Close button', async () => {
    const { user, field, calls, onClose, dialog } = setup({
      ChangePassword: () => ({ data: { changePassword: { message: changePasswordMessages.success } } }),
    });
    await user.type(field('Current password'), 'PiiqDemo2026');
    await user.type(field('New password'), 'Brand-new1');
    await user.type(field('Verify password'), 'Brand-new1{Enter}');
    expect(await within(dialog).findByText('Your password has been changed. Thank you')).toBeVisible();
    expect(calls[0]).toEqual({
      operationName: 'ChangePassword',
      variables: {
        input: { currentPassword: 'PiiqDemo2026', newPassword: 'Brand-new1', verifyPassword: 'Brand-new1' },
      },
    });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
