import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { AgentHomePage } from './agent-home-page';

const member = (type: number) => ({
  id: 5,
  account: 'someone',
  nickname: 'Someone',
  type: type as 0,
  currencySymbol: 'R$',
  totpEnabled: false,
});

afterEach(() => act(() => useSessionStore.getState().clearMember()));

describe('AgentHomePage', () => {
  it('gives a visitor the agent login', async () => {
    render(<AgentHomePage loginForm={<form aria-label="The login form" />} />);
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'The login form' })).toBeTruthy();
    expect(useSessionStore.getState().acShow).toBe(false);
  });

  it('tells a member who is not an agent that the centre is for agents only', async () => {
    act(() => {
      useSessionStore.getState().setLogin(true);
      useSessionStore.getState().setMember(member(0));
    });
    render(<AgentHomePage loginForm={<form aria-label="The login form" />} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The agent centre is for agents only.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(useSessionStore.getState().acShow).toBe(false);
  });

  it('opens the agent centre for an agent', async () => {
    act(() => {
      useSessionStore.getState().setLogin(true);
      useSessionStore.getState().setMember(member(1));
    });
    render(<AgentHomePage loginForm={null} />);
    expect(await screen.findByRole('button', { name: 'Open the agent centre' })).toBeTruthy();
    expect(useSessionStore.getState().acShow).toBe(true);
  });
});
