// The scale-out cluster of docs/deploy.md on one machine: nginx (deploy/nginx.conf, with this run's ports) in front
// of two app servers, two publisher processes on one PostgreSQL database, uploads in moto's S3 stand-in. Each piece
// is started as its systemd unit in deploy/ says, with the unit's settings and this run's addresses.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateBucketCommand, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import postgres from 'postgres';

export const EDITOR_TOKEN = 'scale-out-editor-token';
export const BUCKET = 'touch-uploads';
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** What the suite needs that this machine lacks, each with how to get it; empty when it can run. */
export function missingPieces(env = process.env): string[] {
  const missing: string[] = [];
  if (!nginxBinary()) missing.push('nginx (apt-get install nginx)');
  if (!env.TEST_DATABASE_URL && !postgresBin())
    missing.push('PostgreSQL (apt-get install postgresql, or TEST_DATABASE_URL naming a server)');
  if (spawnSync('python3', ['-c', 'import moto.server']).status !== 0)
    missing.push("moto's S3 server (pip install 'moto[server]')");
  return missing;
}

function nginxBinary(): string | undefined {
  return NGINX.find((path) => existsSync(path));
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return (
    spawnSync('sh', ['-c', `ls -d ${root}/*/bin/initdb 2>/dev/null | head -1`])
      .stdout.toString()
      .trim() || undefined
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits until `url` answers 200, or the process it belongs to has ended. */
async function answers(url: string, child: ChildProcess | undefined, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} in ${timeoutMs / 1000} s`);
}

/** The settings a systemd unit of deploy/ gives its process (its `Environment=` lines) as instance `instance`. */
export function unitEnvironment(unit: string, instance: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(join('deploy', unit), 'utf8').split('\n')) {
    const match = /^Environment=([A-Z_0-9]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replace(/^"|"$/g, '').replaceAll('%i', instance);
  }
  return env;
}

/** deploy/nginx.conf with its {{…}} filled in; a placeholder left over is an error. */
export function nginxSite(values: Record<string, string>): string {
  const text = readFileSync(join('deploy', 'nginx.conf'), 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: nothing for ${whole}`);
    return value;
  });
  return text;
}

export type Cluster = {
  /** the site as readers reach it: nginx */
  front: string;
  apps: [string, string];
  publishers: [string, string];
  /** nginx's access log of the site (deploy/nginx.conf's touch_cache format) */
  accessLog: string;
  s3PublicUrl: string;
  /** SIGKILL to publisher process `index`; resolves once it is gone */
  killPublisher(index: 0 | 1): Promise<void>;
  /** the lines every process wrote, for a failure's message */
  logs(): string;
  stop(): Promise<void>;
};

type Proc = { name: string; child: ChildProcess; output: string[] };

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'touch-scale-out-'));
  const procs: Proc[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];

  const run = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc: Proc = { name, child, output: [] };
    const keep = (chunk: Buffer) => {
      proc.output.push(chunk.toString());
      if (proc.output.length > 200) proc.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    procs.push(proc);
    return child;
  };
  const logs = () => procs.map((p) => `--- ${p.name}\n${p.output.join('').slice(-4_000)}`).join('\n');

  const stop = async () => {
    await Promise.all(
      procs.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const ports = await Promise.all(Array.from({ length: 7 }, freePort));
    const [frontPort, publisherFrontPort, app1, app2, pub1, pub2, motoPort] = ports as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const front = `http://127.0.0.1:${frontPort}`;
    const databaseUrl = await database(cleanups);

    // the object store every publisher process shares, its safe copies public as docs/uploads.md asks of a bucket
    const moto = run('moto', 'python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(motoPort)]);
    const endpoint = `http://127.0.0.1:${motoPort}`;
    await answers(`${endpoint}/`, moto, "moto's S3 server");
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'scale-out', secretAccessKey: 'scale-out-secret' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await s3.send(
      new PutBucketPolicyCommand({
        Bucket: BUCKET,
        Policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: '*',
              Action: 's3:GetObject',
              Resource: [`arn:aws:s3:::${BUCKET}/pic/uploads/*`, `arn:aws:s3:::${BUCKET}/media/uploads/*`],
            },
          ],
        }),
      }),
    );
    s3.destroy();

    const publisher = (port: number, n: number) =>
      run(`publisher ${n}`, process.execPath, ['publisher/start.mjs'], {
        ...unitEnvironment('touch-publisher@.service', String(port)),
        PUBLISHER_PORT: String(port),
        PUBLISHER_HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        PUBLISHER_DATA_DIR: join(dir, `publisher-${n}`),
        PUBLISHER_PUBLIC_URL: front,
        PUBLISHER_EDITOR_TOKEN: EDITOR_TOKEN,
        // the suite makes its articles, members and comments through them (docs/publisher.md)
        PUBLISHER_TEST_HOOKS: '1',
        PUBLISHER_S3_BUCKET: BUCKET,
        PUBLISHER_S3_ENDPOINT: endpoint,
        PUBLISHER_S3_ACCESS_KEY_ID: 'scale-out',
        PUBLISHER_S3_SECRET_ACCESS_KEY: 'scale-out-secret',
      });
    const publishers: [string, string] = [`http://127.0.0.1:${pub1}`, `http://127.0.0.1:${pub2}`];
    // the first migrates and seeds the empty database; the second then finds it ready
    const first = publisher(pub1, 1);
    await answers(`${publishers[0]}/app_if/getConfig?appID=1`, first, 'publisher 1', 120_000);
    const second = publisher(pub2, 2);

    writeNginx(dir, {
      LISTEN: `127.0.0.1:${frontPort}`,
      PUBLISHER_LISTEN: `127.0.0.1:${publisherFrontPort}`,
      APP_1: `127.0.0.1:${app1}`,
      APP_2: `127.0.0.1:${app2}`,
      PUBLISHER_1: `127.0.0.1:${pub1}`,
      PUBLISHER_2: `127.0.0.1:${pub2}`,
      CACHE_DIR: join(dir, 'cache'),
      LOG_DIR: dir,
    });
    const nginx = run('nginx', nginxBinary()!, [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      join(dir, 'error.log'),
    ]);

    const app = (port: number, n: number) =>
      run(`app server ${n}`, join('node_modules', '.bin', 'tsx'), ['app/server/main.ts'], {
        ...unitEnvironment('touch-app@.service', String(port)),
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: front,
        PUBLISHER_URL: `http://127.0.0.1:${publisherFrontPort}`,
        // one process each: two app servers and two publishers already share this machine's cores
        WEB_CONCURRENCY: '1',
      });
    const apps: [string, string] = [`http://127.0.0.1:${app1}`, `http://127.0.0.1:${app2}`];
    const appChildren = [app(app1, 1), app(app2, 2)];
    const home = '/template/displayTemplate/news/home.html';
    await Promise.all([
      answers(`${publishers[1]}/app_if/getConfig?appID=1`, second, 'publisher 2', 120_000),
      answers(`${apps[0]}${home}`, appChildren[0], 'app server 1'),
      answers(`${apps[1]}${home}`, appChildren[1], 'app server 2'),
    ]);
    await answers(`${front}${home}`, nginx, 'nginx');

    const publisherChildren = [first, second];
    return {
      front,
      apps,
      publishers,
      accessLog: join(dir, 'touch-access.log'),
      s3PublicUrl: `${endpoint}/${BUCKET}`,
      async killPublisher(index) {
        const child = publisherChildren[index]!;
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
      },
      logs,
      stop,
    };
  } catch (error) {
    const said = logs();
    await stop();
    throw new Error(`${(error as Error).message}\n${said}`);
  }
}

/** nginx's own main file around the site's: what Debian's /etc/nginx/nginx.conf gives it, in this run's folder. */
function writeNginx(dir: string, values: Record<string, string>) {
  mkdirSync(join(dir, 'cache'), { recursive: true });
  writeFileSync(join(dir, 'touch-news.conf'), nginxSite(values));
  // as root nginx would hand its workers to `nobody`, who cannot write this run's folder
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/touch-news.conf;
}
`,
  );
}

/**
 * A database of the suite's own, emptied at each run: on TEST_DATABASE_URL's server (CI's throwaway cluster), else on
 * a throwaway cluster started here as CI starts its own (scripts/ci-postgres.sh) and stopped after.
 */
async function database(cleanups: (() => Promise<void> | void)[]): Promise<string> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const started = spawnSync('bash', ['scripts/ci-postgres.sh'], {
      env: { ...process.env, PG_CI_PORT: process.env.SCALE_OUT_PG_PORT ?? '5440', PG_CI_DB: 'postgres_ci' },
    });
    if (started.status !== 0) throw new Error(`no PostgreSQL cluster: ${started.stderr.toString()}`);
    const out = started.stdout.toString();
    serverUrl = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
    const pgDir = /PG_CI_DIR=(\S+)/.exec(out)?.[1];
    cleanups.push(() => {
      spawnSync('bash', ['scripts/ci-postgres.sh', '--stop'], { env: { ...process.env, PG_CI_DIR: pgDir } });
    });
  }
  const name = 'touch_scale_out';
  const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(serverUrl!);
  own.pathname = `/${name}`;
  return own.href;
}
