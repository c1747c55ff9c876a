import type { Copy } from '@/lib/site-copy';
import type { CopyName } from '@/lib/site-copy/schema';
import { readContentFile } from '@/lib/site-copy/files';

/** A content file's words as the site reads them, so a test expects whatever the editors wrote. */
export function copyOf<Name extends CopyName>(name: Name): Copy<Name> {
  const { value, problems } = readContentFile(name, process.cwd());
  if (problems.length > 0) throw new Error(`content/${name}: ${problems.map((problem) => problem.message).join('; ')}`);
  return value as Copy<Name>;
}
