// npm run plugin:zip: wordpress/site-connector → site-connector.zip (the file Plugins → Add New → Upload
// Plugin takes), with the plugin in a site-connector/ folder. `--out FILE` chooses where it goes.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCE = join(ROOT, 'wordpress', 'site-connector');
const FOLDER = 'site-connector';

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? files(path) : entry.isFile() ? [path] : [];
    });
}

/** DOS date and time of a file's modification, as zip headers store it. */
function dosTime(date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

/** A plain zip (deflate, no zip64: the plugin is a few KB). */
function zipFiles(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data, modified } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const checksum = crc32(data);
    const { time, day } = dosTime(modified);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag > 0 && process.argv[outFlag + 1] ? process.argv[outFlag + 1] : join(ROOT, 'dist', `${FOLDER}.zip`));
const entries = files(SOURCE).map((path) => ({
  name: `${FOLDER}/${relative(SOURCE, path).split('\\').join('/')}`,
  data: readFileSync(path),
  modified: statSync(path).mtime,
}));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, zipFiles(entries));
console.log(`${relative(process.cwd(), out) || out}: ${entries.map((entry) => entry.name).join(', ')}`);
