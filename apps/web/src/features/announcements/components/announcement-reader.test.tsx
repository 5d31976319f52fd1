import type { Announcement } from '@openlobby/contract/content/schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnnouncementReader } from './announcement-reader';

const items: Announcement[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  type: 'PL',
  title: `Title ${i + 1}`,
  content: `<p>Body ${i + 1}</p>`,
  promotionType: i === 6 ? 'VIP' : null,
  execution: null,
  publishedAt: new Date(2026, 10, 23, 9, 8, 7).toISOString(),
}));

const titles = () =>
  within(screen.getByRole('list', { name: 'Titles' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('AnnouncementReader', () => {
  it('lists 6 titles a page and pages through them, the right pane following', async () => {
    const user = userEvent.setup();
    render(<AnnouncementReader items={items} onGoToPromotion={() => {}} />);
    expect(titles()).toEqual(['Title 1', 'Title 2', 'Title 3', 'Title 4', 'Title 5', 'Title 6']);
    expect(screen.getByRole('heading', { name: 'Title 1' })).toBeTruthy();
    expect(screen.getByText('Published 2026-11-23 09:08:07')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Title pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Title 7', 'Title 8']);
    expect(screen.getByRole('heading', { name: 'Title 7' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Title 8' }));
    expect(screen.getByRole('heading', { name: 'Title 8' })).toBeTruthy();
    expect(screen.getByText('Body 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Title 8' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('opens on the chosen item and offers go-to-promotion only where there is one', async () => {
    const user = userEvent.setup();
    const onGoToPromotion = vi.fn();
    render(<AnnouncementReader items={items} initialIndex={6} onGoToPromotion={onGoToPromotion} />);
    expect(titles()).toEqual(['Title 7', 'Title 8']);
    expect(screen.getByRole('heading', { name: 'Title 7' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to promotion' }));
    expect(onGoToPromotion).toHaveBeenCalledWith(items[6]);
    await user.click(screen.getByRole('button', { name: 'Title 8' }));
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).toBeNull();
  });

  it('shows the HTML the server sanitized, and a message when there is nothing', () => {
    const hostile = [
      {
        ...items[0]!,
        // As the API sends it: sanitized by the server (ADR 044).
        content: '<p>Hi<img src="x"></p>',
      },
    ];
    const { container, unmount } = render(
      <AnnouncementReader items={hostile} onGoToPromotion={() => {}} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('Hi')).toBeTruthy();
    unmount();
    render(<AnnouncementReader items={[]} onGoToPromotion={() => {}} />);
    expect(screen.getByText('No notices at the moment.')).toBeTruthy();
  });
});
