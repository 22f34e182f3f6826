import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS } from '@fuelswap/config';
import { teamSvg } from './teams.ts';
import { startWeb } from './web.ts';
import { fakeDeployment } from './test-helpers.ts';

let dir: string;
let web: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-teams-'));
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'deployment.json'), JSON.stringify(fakeDeployment()));
  web = await startWeb({ host: '127.0.0.1', port: 0, distDir: join(dir, 'dist'), deploymentFile: join(dir, 'deployment.json') });
});
afterAll(async () => {
  await web?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('team pictures', () => {
  it('draws each catalogue team in its banner colours, with its name', () => {
    for (const team of TEAMS) {
      const svg = teamSvg(team.id);
      expect(svg).toContain('<svg');
      expect(svg).toContain(`aria-label="${team.name}"`);
      expect(svg).toContain(`stop-color="${team.background[0]}"`);
      expect(svg).toContain(`stop-color="${team.background[1]}"`);
    }
    expect(new Set(TEAMS.map((t) => teamSvg(t.id))).size).toBe(TEAMS.length);
    expect(teamSvg(TEAMS.length + 1)).toBeUndefined();
  });

  it('are served by the devnet web server at /devnet/teams/<id>.svg; an unknown team is a 404', async () => {
    const res = await fetch(`${web.url}/devnet/teams/1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('Syrup Storm');
    expect((await fetch(`${web.url}/devnet/teams/9.svg`)).status).toBe(404);
    expect((await fetch(`${web.url}/devnet/teams/x.svg`)).status).toBe(404);
  });
});
