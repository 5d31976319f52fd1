import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { isSlicing, startSlicing } from '../lib/start-up-slices';
import { StartUpSlice } from './start-up-slice';

describe('StartUpSlice', () => {
  it('draws its part at once when start-up slicing is off, as in every other test', () => {
    render(
      <StartUpSlice reserve={<p>reserve</p>}>
        <p>part</p>
      </StartUpSlice>,
    );
    expect(screen.getByText('part')).not.toBeNull();
  });

  it('draws each part in a task of its own during start-up, in page order, then at once', async () => {
    // `sameTask` is true from a part's mount until the render pass that mounted it has ended.
    let sameTask = false;
    const mounted: Array<{ name: string; inTaskOfPrevious: boolean }> = [];
    function Part({ name }: { name: string }) {
      useLayoutEffect(() => {
        mounted.push({ name, inTaskOfPrevious: sameTask });
        sameTask = true;
        queueMicrotask(() => (sameTask = false));
      }, [name]);
      return <p>{name}</p>;
    }
    startSlicing();
    render(
      <>
        <StartUpSlice reserve={<p>navigation bar</p>}>
          <Part name="navigation" />
        </StartUpSlice>
        <StartUpSlice>
          <Part name="footer" />
        </StartUpSlice>
      </>,
    );
    // The first render draws the reserved box, not the parts.
    expect(screen.getByText('navigation bar')).not.toBeNull();
    expect(screen.queryByText('navigation')).toBeNull();
    await waitFor(() => expect(screen.getByText('footer')).not.toBeNull());
    expect(screen.queryByText('navigation bar')).toBeNull();
    expect(mounted.map((m) => m.name)).toEqual(['navigation', 'footer']);
    expect(mounted[1]!.inTaskOfPrevious).toBe(false);
    // The queue drained: start-up is over, and a part mounted now draws at once.
    await waitFor(() => expect(isSlicing()).toBe(false));
    render(
      <StartUpSlice reserve={<p>later reserve</p>}>
        <p>later part</p>
      </StartUpSlice>,
    );
    expect(screen.getByText('later part')).not.toBeNull();
    expect(screen.queryByText('later reserve')).toBeNull();
  });

  it('ends the start-up a task later when its first render had no part to slice', async () => {
    startSlicing();
    expect(isSlicing()).toBe(true);
    await waitFor(() => expect(isSlicing()).toBe(false));
  });
});
