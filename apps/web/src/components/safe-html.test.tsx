import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the sanitized HTML the API sends, links and all', () => {
    render(
      <SafeHtml
        className="rules"
        html='<p>A <strong>b</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer">c</a></p>'
      />,
    );
    expect(screen.getByRole('link', { name: 'c' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('b').tagName).toBe('STRONG');
  });
});
