// A private WordPress for integration tests: Debian's wordpress package served by `php -S` on 127.0.0.1,
// with its own MariaDB database and user and its own temp directory, all removed again by stop().
// Nothing under /usr/share/wordpress or /etc/wordpress is changed: each run builds a document root of
// its own (core linked in, our wp-config.php and wp-content beside it).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installMissingPackages } from './debian-packages.mjs';
import { freePort } from './server.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURES = join(ROOT, 'tests/integration/wordpress/fixtures');
/** The companion plugin shipped in this repository, installed and activated in every test WordPress. */
const PLUGIN = join(ROOT, 'wordpress/site-connector');
const CORE = '/usr/share/wordpress';
// php-gd: WordPress's image editor, which makes the renditions (sizes) of every uploaded image.
export const WORDPRESS_PACKAGES = ['wordpress', 'php-cli', 'php-mysql', 'php-gd'];
const MARIADBD = '/usr/sbin/mariadbd';
/** Databases, users and temp dirs of a run are named `wptest_<pid>_<hex>`, so leftovers of dead runs can be found. */
const PREFIX = 'wptest';
const NAME_PATTERN = new RegExp(`^${PREFIX}_(\\d+)_[0-9a-f]+$`);
const TIMEZONE = 'America/Toronto';
/** PHP errors go to stderr once, where the error messages below quote them; never into a response body. */
const PHP_CLI_INI = ['-d', 'display_errors=stderr', '-d', 'log_errors=0'];
// Under php -S, display_errors=stderr still writes into the response; the log goes to the server's stderr.
const PHP_SERVER_INI = ['-d', 'display_errors=0', '-d', 'log_errors=1', '-d', 'error_log='];

const log = (message) => console.log(`[wordpress] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Debian packages

/** Installs Debian's wordpress, php-cli, php-mysql and php-gd when any is missing (the test machines run as root). */
export function ensureWordPressPackages() {
  installMissingPackages(WORDPRESS_PACKAGES);
}

// ---------------------------------------------------------------------------------------------------
// MariaDB

const CLIENT = existsSync('/usr/bin/mariadb') ? 'mariadb' : 'mysql';

function sql(statement, { timeout = 30_000 } = {}) {
  const result = spawnSync(CLIENT, ['--user=root', '--batch', '--skip-column-names', '-e', statement], {
    encoding: 'utf8',
    timeout,
  });
  if (result.status !== 0) {
    const reason = result.error?.message ?? result.stderr.trim() ?? `exit code ${result.status}`;
    throw new Error(`MariaDB refused "${statement.split('\n')[0].slice(0, 80)}": ${reason}`);
  }
  return result.stdout;
}

function mariadbAnswers() {
  try {
    sql('SELECT 1', { timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

async function ensureMariaDB() {
  if (mariadbAnswers()) return;
  if (!existsSync(MARIADBD)) throw new Error(`MariaDB does not answer as root and ${MARIADBD} is not installed`);
  log(`MariaDB does not answer: starting ${MARIADBD}`);
  // The socket directory lives on a tmpfs that only the init script recreates.
  if (!existsSync('/run/mysqld')) {
    mkdirSync('/run/mysqld', { recursive: true });
    spawnSync('chown', ['mysql:mysql', '/run/mysqld']);
  }
  const started = spawnSync('start-stop-daemon', ['--start', '--oknodo', '--background', '--exec', MARIADBD], {
    encoding: 'utf8',
  });
  if (started.status !== 0) throw new Error(`start-stop-daemon could not start ${MARIADBD}: ${started.stderr.trim()}`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (mariadbAnswers()) return;
    await sleep(500);
  }
  throw new Error(`MariaDB was started but did not answer "${CLIENT} --user=root" within 30 s`);
}

const quote = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const USER_HOSTS = ['localhost', '127.0.0.1'];

function createDatabase(name, password) {
  sql(
    [
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
      ...USER_HOSTS.map((host) => `CREATE USER ${quote(name)}@${quote(host)} IDENTIFIED BY ${quote(password)};`),
      ...USER_HOSTS.map((host) => `GRANT ALL PRIVILEGES ON \`${name}\`.* TO ${quote(name)}@${quote(host)};`),
    ].join('\n'),
  );
}

function dropDatabase(name) {
  sql(
    [
      `DROP DATABASE IF EXISTS \`${name}\`;`,
      ...USER_HOSTS.map((host) => `DROP USER IF EXISTS ${quote(name)}@${quote(host)};`),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------------
// Leftovers of runs that died before stop()

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const deadRun = (name) => {
  const match = NAME_PATTERN.exec(name);
  return match !== null && !alive(Number(match[1]));
};

/** Removes databases, users, php servers and temp dirs left by runs whose process no longer exists. */
function removeLeftovers() {
  const databases = sql(`SHOW DATABASES LIKE '${PREFIX}\\_%'`).split('\n').filter(deadRun);
  const users = sql(`SELECT DISTINCT User FROM mysql.user WHERE User LIKE '${PREFIX}\\_%'`).split('\n').filter(deadRun);
  for (const name of new Set([...databases, ...users])) {
    log(`removing database and user ${name} left by an earlier run`);
    dropDatabase(name);
  }
  for (const entry of readdirSync(tmpdir())) {
    if (!deadRun(entry)) continue;
    const dir = join(tmpdir(), entry);
    // Its php -S may have outlived it: end that process (and its workers) only if it still serves this dir.
    const pid = Number(readIfExists(join(dir, 'php.pid')));
    if (pid > 0 && alive(pid) && readIfExists(`/proc/${pid}/cmdline`).includes(dir)) {
      log(`stopping php -S (pid ${pid}) left by an earlier run`);
      killGroup(pid, 'SIGKILL');
    }
    log(`removing ${dir} left by an earlier run`);
    rmSync(dir, { recursive: true, force: true });
  }
}

function readIfExists(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

// ---------------------------------------------------------------------------------------------------
// The document root and the PHP glue

const php = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function buildDocumentRoot(dir, config) {
  const www = join(dir, 'www');
  mkdirSync(www);
  for (const name of readdirSync(CORE)) {
    // Debian's wp-config.php reads /etc/wordpress, its wp-content points at /var/lib/wordpress: ours replace both.
    if (name === 'wp-config.php' || name === 'wp-content' || name === '.htaccess') continue;
    // Top-level scripts are copied, not linked: PHP resolves symlinks in __DIR__, and wp-load.php derives
    // ABSPATH (and so which wp-config.php it loads) from it.
    if (name.endsWith('.php')) copyFileSync(join(CORE, name), join(www, name));
    else symlinkSync(join(CORE, name), join(www, name));
  }
  for (const sub of ['mu-plugins', 'plugins', 'themes', 'uploads']) mkdirSync(join(www, 'wp-content', sub), { recursive: true });
  copyFileSync(join(FIXTURES, 'mu-plugin.php'), join(www, 'wp-content', 'mu-plugins', 'imsr-test-newsroom.php'));
  copyFileSync(join(FIXTURES, 'seo-plugin.php'), join(www, 'wp-content', 'mu-plugins', 'imsr-test-seo.php'));
  cpSync(PLUGIN, join(www, 'wp-content', 'plugins', 'site-connector'), { recursive: true });

  const salt = () => randomBytes(32).toString('hex');
  const constants = {
    DB_NAME: config.name,
    DB_USER: config.name,
    DB_PASSWORD: config.password,
    DB_HOST: config.dbHost,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    WP_HOME: config.siteUrl,
    WP_SITEURL: config.siteUrl,
    // Cron would call the site over HTTP from inside a request; updates and external calls have no place here.
    DISABLE_WP_CRON: true,
    WP_HTTP_BLOCK_EXTERNAL: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    WP_AUTO_UPDATE_CORE: false,
    WP_DEBUG: false,
    WP_ENVIRONMENT_TYPE: 'local',
    ...Object.fromEntries(
      ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((key) => [
        [`${key}_KEY`, salt()],
        [`${key}_SALT`, salt()],
      ]),
    ),
  };
  const defines = Object.entries(constants)
    .map(([key, value]) => `define('${key}', ${typeof value === 'boolean' ? String(value) : php(value)});`)
    .join('\n');
  writeFileSync(
    join(www, 'wp-config.php'),
    `<?php
// Written for one test run by scripts/lib/wordpress.mjs.
${defines}
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_CONTENT_URL', WP_HOME . '/wp-content');
$table_prefix = 'wp_';
if (!defined('ABSPATH')) {
  define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
`,
  );

  // php -S has no mod_rewrite: send every path that is not a file to WordPress's front controller, the way
  // the stock .htaccess does, so /wp-json/... works with pretty permalinks.
  writeFileSync(
    join(dir, 'router.php'),
    `<?php
$wptest_root = $_SERVER['DOCUMENT_ROOT'];
$wptest_path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
if ($wptest_path !== '/' && is_file($wptest_root . $wptest_path)) {
  return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $wptest_root . '/index.php';
unset($_SERVER['PATH_INFO'], $_SERVER['ORIG_PATH_INFO'], $wptest_path);
chdir($wptest_root);
require $wptest_root . '/index.php';
`,
  );

  // Runs a PHP file (argv[1]) with WordPress loaded; argv[2] onwards are left to that file.
  writeFileSync(
    join(dir, 'cli.php'),
    `<?php
$_SERVER['HTTP_HOST'] = ${php(new URL(config.siteUrl).host)};
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
// A PHP error here should read as a PHP error, not as WordPress's HTML "critical error" page.
define('WP_DISABLE_FATAL_ERROR_HANDLER', true);
if (getenv('WPTEST_INSTALLING')) {
  define('WP_INSTALLING', true);
}
require __DIR__ . '/www/wp-load.php';
require $argv[1];
`,
  );

  writeFileSync(
    join(dir, 'install.php'),
    `<?php
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install('IMSR test newsroom', 'admin', 'admin@example.test', false, '', ${php(config.adminPassword)});
if (is_wp_error($result) || empty($result['user_id'])) {
  fwrite(STDERR, "wp_install failed\\n");
  exit(1);
}
update_option('timezone_string', ${php(TIMEZONE)});
update_option('permalink_structure', '/%postname%/');
// Regenerated on the first request, with the custom types' and the REST API's rules.
delete_option('rewrite_rules');
// Active but silent until a test gives it a site URL and a secret.
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$activated = activate_plugin('site-connector/site-connector.php');
if (is_wp_error($activated)) {
  fwrite(STDERR, 'activating site-connector failed: ' . $activated->get_error_message() . "\n");
  exit(1);
}
echo "installed\\n";
`,
  );
  return www;
}

function runPhp(dir, args, { label, env = {}, timeout = 120_000 }) {
  const result = spawnSync('php', [...PHP_CLI_INI, '-d', 'memory_limit=512M', join(dir, 'cli.php'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    const tail = (result.stderr.trim() || result.stdout.trim()).split('\n').slice(-20).join('\n');
    const reason = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    throw new Error(`WordPress ${label} failed (${reason}); last output:\n${tail}`);
  }
  return result.stdout;
}

// ---------------------------------------------------------------------------------------------------
// php -S

/** An error page's words, for a one-line message. */
const plainText = (html) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function portRefuses(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function createPhpServer({ dir, www, port, apiUrl }) {
  let child;
  const stderr = [];
  const remember = (chunk) => {
    stderr.push(...chunk.toString().split('\n').filter(Boolean));
    stderr.splice(0, Math.max(0, stderr.length - 40));
  };
  const lastLines = () => (stderr.length ? `\nlast lines of php's output:\n${stderr.slice(-15).join('\n')}` : '');

  async function start() {
    if (child && child.exitCode === null && child.signalCode === null) return;
    if (!(await portRefuses(port))) throw new Error(`cannot start php -S: something else already listens on 127.0.0.1:${port}`);
    child = spawn('php', [...PHP_SERVER_INI, '-S', `127.0.0.1:${port}`, '-t', www, join(dir, 'router.php')], {
      cwd: dir,
      // Its own process group, so stopping it also stops its workers.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    child.stdout.on('data', remember);
    child.stderr.on('data', remember);
    writeFileSync(join(dir, 'php.pid'), String(child.pid));
    const deadline = Date.now() + 30_000;
    let last = 'no answer';
    let wrongAnswers = 0;
    // Until it listens, retry; once WordPress answers wrongly a few times, waiting longer will not help.
    while (Date.now() < deadline && wrongAnswers < 3) {
      if (child.exitCode !== null) throw new Error(`php -S exited early with code ${child.exitCode}${lastLines()}`);
      try {
        const response = await fetch(`${apiUrl}/types/app_event`, { signal: AbortSignal.timeout(5000) });
        const body = await response.text();
        if (response.ok && body.includes('"rest_base":"app_event"')) return;
        wrongAnswers += 1;
        last = `HTTP ${response.status}: ${plainText(body).slice(0, 300)}`;
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
      await sleep(200);
    }
    await stop();
    throw new Error(`WordPress at ${apiUrl} did not serve the app_event type (${last})${lastLines()}`);
  }

  async function stop() {
    if (!child) return;
    const current = child;
    child = undefined;
    if (current.exitCode === null && current.signalCode === null) {
      const exited = new Promise((resolve) => current.once('exit', resolve));
      killGroup(current.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(current.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    killGroup(current.pid, 'SIGKILL'); // workers that outlived the master
    const deadline = Date.now() + 10_000;
    while (!(await portRefuses(port))) {
      if (Date.now() > deadline) throw new Error(`php -S stopped but 127.0.0.1:${port} still accepts connections`);
      await sleep(100);
    }
  }

  return { start, stop, pid: () => child?.pid, lastLines };
}

// ---------------------------------------------------------------------------------------------------

/**
 * Installs and seeds a fresh WordPress and serves it on a free port of 127.0.0.1.
 * `manifest` is what the seed created (null with `seed: false`).
 */
export async function startWordPress({ seed = true } = {}) {
  const started = Date.now();
  ensureWordPressPackages();
  const phpCheck = spawnSync('php', ['-r', 'echo extension_loaded("mysqli") ? "ok" : "no";'], { encoding: 'utf8' });
  if (phpCheck.stdout !== 'ok') throw new Error(`php has no mysqli extension (is php-mysql enabled?) ${phpCheck.stderr}`);
  await ensureMariaDB();
  removeLeftovers();

  const name = `${PREFIX}_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Named like the database (not mkdtemp's random suffix) so a later run can tell whose it was.
  const runDir = join(tmpdir(), name);
  mkdirSync(runDir, { mode: 0o700 });

  let server;
  let databaseCreated = false;
  const cleanUpNow = () => {
    if (server?.pid()) killGroup(server.pid(), 'SIGKILL');
    if (databaseCreated) {
      try {
        dropDatabase(name);
      } catch {
        // reported by removeLeftovers on the next run
      }
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  // If the process ends without stop(), at least take the server, database and files with it.
  process.once('exit', cleanUpNow);

  try {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    const apiUrl = `${siteUrl}/wp-json/wp/v2`;
    const password = randomBytes(16).toString('hex');
    const socket = sql('SELECT @@socket').trim();
    createDatabase(name, password);
    databaseCreated = true;
    const www = buildDocumentRoot(runDir, {
      name,
      password,
      dbHost: socket ? `localhost:${socket}` : '127.0.0.1:3306',
      siteUrl,
      adminPassword: randomBytes(12).toString('hex'),
    });

    const installStarted = Date.now();
    runPhp(runDir, [join(runDir, 'install.php')], { label: 'install (wp_install)', env: { WPTEST_INSTALLING: '1' } });
    const installMs = Date.now() - installStarted;

    let manifest = null;
    let seedMs = 0;
    if (seed) {
      const seedStarted = Date.now();
      const manifestPath = join(runDir, 'manifest.json');
      runPhp(runDir, [join(FIXTURES, 'seed.php'), manifestPath], { label: 'seed (fixtures/seed.php)' });
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      } catch (error) {
        throw new Error(`the seed did not write a readable manifest to ${manifestPath}: ${error.message}`);
      }
      seedMs = Date.now() - seedStarted;
    }

    server = createPhpServer({ dir: runDir, www, port, apiUrl });
    await server.start();
    log(
      `${siteUrl} ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(install ${(installMs / 1000).toFixed(1)} s, seed ${(seedMs / 1000).toFixed(1)} s; database ${name})`,
    );

    let stopped = false;
    return {
      apiUrl,
      siteUrl,
      manifest,
      /** The run's MariaDB database (tables prefixed wp_), for tests that edit content behind WordPress's back. */
      database: name,
      /** `php <cli> FILE ARGS…` runs FILE with WordPress loaded (as the seed runs). */
      cli: join(runDir, 'cli.php'),
      /** Stops php -S only: WordPress refuses connections until startServer(). */
      stopServer: () => server.stop(),
      /** Serves the same site on the same port again; resolves once it answers. */
      startServer: () => server.start(),
      /** Stops the server, drops the database and its user, removes the temp dir. */
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', cleanUpNow);
        try {
          await server.stop();
        } finally {
          dropDatabase(name);
          rmSync(runDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    process.removeListener('exit', cleanUpNow);
    cleanUpNow();
    throw error;
  }
}
