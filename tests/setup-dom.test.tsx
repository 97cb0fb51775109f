import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

// The set-up ties each user-event session to its test (`tests/setup-dom.ts`): a test that
// ends while its session still types must not type into the next test's screen.
describe('a user-event session outliving its test', () => {
  let leftTyping: Promise<unknown> | undefined;

  it('starts typing and ends before the typing does', async () => {
    render(<input aria-label="First" autoFocus />);
    leftTyping = userEvent.setup().keyboard('typed after the end'.repeat(5));
    expect(await screen.findByDisplayValue(/^typed/)).toHaveAccessibleName('First');
  });

  it('stops at its next step, typing nothing into the next test', async () => {
    render(<input aria-label="Second" autoFocus />);
    await expect(leftTyping).rejects.toThrow('the test that set up this session has ended');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveValue('');
  });
});
