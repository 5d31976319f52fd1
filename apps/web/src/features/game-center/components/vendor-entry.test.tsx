import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { vendor } from '../../../test/fixtures';
import { VendorEntry } from './vendor-entry';

describe('VendorEntry', () => {
  it('is named by its visible words in spoken order (WCAG 2.5.3) and starts on a click', async () => {
    const onStart = vi.fn();
    render(
      <VendorEntry
        vendor={vendor('IBC', 'SPORTS', 'IBC Sports')}
        selected={false}
        pending={false}
        onStart={onStart}
      />,
    );
    const button = screen.getByRole('button', { name: 'Play IBC Sports' });
    // No aria-label over the content: what shows is what is spoken.
    expect(button.getAttribute('aria-label')).toBeNull();
    await userEvent.click(button);
    expect(onStart).toHaveBeenCalledOnce();
  });
});
