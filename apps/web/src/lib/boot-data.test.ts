import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { clearBootData, installBootData } from './boot-data';
import { writeToken } from './session';

const status = { status: 0, maintenance: false };
const firstPage = { games: [{ gameName: 'Visitor view' }], totalCount: 1, totalPages: 1 };
const listKey =
  '/wps/relay/GCSGAME_gameList?clientType=3&language=pt&pageNo=1&pageSize=50&platform=html5-desktop';

function putBootBlock(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = json;
  document.body.append(block);
}

describe('boot data (ADR 015)', () => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ success: true, value: 'from the network' })),
  );
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    putBootBlock(
      JSON.stringify({
        replies: {
          '/wps/system/status': { value: status },
          [listKey]: { value: firstPage, visitorOnly: true },
        },
      }),
    );
    installBootData(document);
  });
  afterEach(() => {
    clearBootData();
    writeToken(null);
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('answers the first read of a request from the page, every later one from the network', async () => {
    expect(document.getElementById('boot-data')).toBeNull();
    expect(await apiGet('/wps/system/status')).toEqual(status);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiGet('/wps/system/status')).toBe('from the network');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("tells a clocked read that a page's reply arrived with the HTML, a network one on arrival", async () => {
    const htmlArrived = 1_000_000;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { responseStart: 40 } as PerformanceNavigationTiming,
    ]);
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(htmlArrived - 40);
    const told: number[] = [];
    await apiGet('/wps/system/status', { onReceived: (at) => told.push(at) });
    expect(told).toEqual([htmlArrived]);
    const before = Date.now();
    await apiGet('/wps/system/status', { onReceived: (at) => told.push(at) });
    expect(told[1]).toBeGreaterThanOrEqual(before);
    vi.restoreAllMocks();
  });

  it('matches a request whatever order its parameters were set in', async () => {
    const query = {
      platform: 'html5-desktop',
      pageSize: '50',
      pageNo: '1',
      language: 'pt',
      clientType: '3',
    };
    expect(await apiGet('/wps/relay/GCSGAME_gameList', { query })).toEqual(firstPage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not give a member the visitor's game list", async () => {
    writeToken('member-token');
    const query = {
      clientType: '3',
      platform: 'html5-desktop',
      pageNo: '1',
      pageSize: '50',
      language: 'pt',
    };
    expect(await apiGet('/wps/relay/GCSGAME_gameList', { query })).toBe('from the network');
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('member-token');
    // Status is the same for everyone: a member still takes it from the page.
    expect(await apiGet('/wps/system/status')).toEqual(status);
  });

  it('ignores a broken block: the reads go to the network', async () => {
    clearBootData();
    putBootBlock('{not json');
    installBootData(document);
    expect(await apiGet('/wps/system/status')).toBe('from the network');
  });
});
