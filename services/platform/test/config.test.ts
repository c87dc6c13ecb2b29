import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, mapTileOrigin } from '@tackle/contracts';
import { ConfigError, loadConfig } from '../src/config';

describe('MAP_TILE_URL', () => {
  it('defaults to the OpenStreetMap tile server the map has always used', () => {
    const config = loadConfig({});
    expect(config.mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(mapTileOrigin(config.mapTileUrl)).toBe('https://tile.openstreetmap.org');
  });

  it('takes another tile server, whose origin the policy then allows', () => {
    const config = loadConfig({ MAP_TILE_URL: 'http://localhost:15055/tiles/{z}/{x}/{y}.png' });
    expect(config.mapTileUrl).toBe('http://localhost:15055/tiles/{z}/{x}/{y}.png');
    expect(mapTileOrigin(config.mapTileUrl)).toBe('http://localhost:15055');
  });

  it('refuses a value that is not a tile URL template, naming the variable', () => {
    for (const bad of ['tiles', 'https://tiles.example.test/{z}/{x}.png', 'ftp://tiles.example.test/{z}/{x}/{y}.png']) {
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
  });
});

describe('REGISTRATIONS_PER_HOUR', () => {
  it('defaults to 10 new accounts per address per hour and takes a higher limit for test runs', () => {
    expect(loadConfig({}).oidc.registrationsPerHour).toBe(10);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: '10000' }).oidc.registrationsPerHour).toBe(10_000);
  });

  it('refuses a value that is not a positive whole number, naming the variable', () => {
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ REGISTRATIONS_PER_HOUR: bad })).toThrow(/REGISTRATIONS_PER_HOUR/);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes 1, 0, empty or unset', () => {
    for (const value of ['1', '0', '', ' 1 ', undefined]) expect(() => loadConfig(value === undefined ? {} : { TRUST_PROXY: value })).not.toThrow();
    expect(['1', ' 1 ', '0', '', undefined].map((value) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy)).toEqual([true, true, false, false, false]);
  });

  it('refuses any other value, naming the variable, rather than reading it as "do not trust"', () => {
    for (const bad of ['true', 'yes', '2', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
