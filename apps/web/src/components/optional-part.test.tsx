import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './optional-part';

afterEach(() => vi.restoreAllMocks());

describe('OptionalPart', () => {
  it('leaves out a part that fails, and draws it again when the reset key changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Part() {
      if (fail) throw new Error('draw failed');
      return <p>Footer</p>;
    }
    const { rerender } = render(
      <OptionalPart resetKey="/">
        <Part />
      </OptionalPart>,
    );
    expect(screen.queryByText('Footer')).toBeNull();
    fail = false;
    rerender(
      <OptionalPart resetKey="/">
        <Part />
      </OptionalPart>,
    );
    expect(screen.queryByText('Footer')).toBeNull();
    rerender(
      <OptionalPart resetKey="/rng">
        <Part />
      </OptionalPart>,
    );
    expect(await screen.findByText('Footer')).toBeTruthy();
  });
});
