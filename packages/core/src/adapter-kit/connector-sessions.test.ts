import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../errors/connector-error.js';
import { createConnectorSessions, listenTo, type WalletEventListener } from './connector-sessions.js';

type Session = { name: string; stop(): void; stopped: number };
const session = (name: string): Session => {
  const s: Session = { name, stopped: 0, stop: () => (s.stopped += 1) };
  return s;
};

describe('createConnectorSessions', () => {
  it('starts, replaces (stopping the old one), forgets and clears sessions per connector', () => {
    const sessions = createConnectorSessions<Session>();
    const a = sessions.start('a', session('a1'));
    expect(sessions.get('a')).toBe(a);
    const replaced = sessions.start('a', session('a2'));
    expect(a.stopped).toBe(1);
    expect(sessions.isCurrent('a', a)).toBe(false);
    expect(sessions.isCurrent('a', replaced)).toBe(true);
    const b = sessions.start('b', session('b'));
    expect(sessions.forget('b')).toBe(true);
    expect(sessions.forget('b')).toBe(false);
    expect(b.stopped).toBe(1);
    sessions.clear();
    expect(replaced.stopped).toBe(1);
    expect(sessions.has('a')).toBe(false);
  });

  it('require: "Connector not connected" naming the connector', () => {
    const sessions = createConnectorSessions<Session>();
    expect(() => sessions.require('io.metamask')).toThrow(ConnectorError);
    expect(() => sessions.require('io.metamask')).toThrow('Connector not connected');
  });

  it('a session that forgets itself from its own stop is stopped once', () => {
    const sessions = createConnectorSessions<Session>();
    const s = session('self');
    const original = s.stop;
    s.stop = () => {
      original();
      sessions.forget('self');
    };
    sessions.start('self', s);
    sessions.forget('self');
    expect(s.stopped).toBe(1);
  });
});

describe('listenTo', () => {
  it('subscribes every listener and removes exactly those', () => {
    const added: [string, WalletEventListener][] = [];
    const removed: [string, WalletEventListener][] = [];
    const source = {
      on: (event: string, listener: WalletEventListener) => added.push([event, listener]),
      removeListener: (event: string, listener: WalletEventListener) => removed.push([event, listener]),
    };
    const accounts = () => {};
    const chain = () => {};
    const stop = listenTo(source, { accountsChanged: accounts, chainChanged: chain });
    expect(added).toEqual([
      ['accountsChanged', accounts],
      ['chainChanged', chain],
    ]);
    stop();
    expect(removed).toEqual(added);
  });

  it('works with a source without on/removeListener', () => {
    expect(() => listenTo({}, { accountsChanged: () => {} })()).not.toThrow();
  });
});
