// How the server build and its packages become one CommonJS file that runs inside a Node single
// executable, whose require loads only Node's own modules: the two packages that load files of
// their own at run time are given them another way.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {{ projectRoot: string, serverEntry: string }} options
 * @returns {import('esbuild').Plugin}
 */
export function executablePlugin({ projectRoot, serverEntry }) {
  const addonLoader = path.join(projectRoot, 'app', 'server', 'executable', 'sqlite-addon.ts');
  const pdfkit = path.join(projectRoot, 'node_modules', 'pdfkit', 'js', 'pdfkit.js');
  return {
    name: 'recoverly-executable',
    setup(build) {
      build.onResolve({ filter: /^virtual:recoverly\/server-build$/ }, () => ({ path: serverEntry }));

      // better-sqlite3 finds its addon on disk; here it comes from the executable (written to a
      // private cache once, loaded with process.dlopen). An addon object passed in still wins.
      build.onLoad({ filter: /[\\/]better-sqlite3[\\/]lib[\\/]binding\.js$/ }, () => ({
        contents: `const { loadEmbeddedSqliteAddon } = require(${JSON.stringify(addonLoader)});
exports.getBinding = (nativeBinding) => (nativeBinding && typeof nativeBinding === 'object' ? nativeBinding : loadEmbeddedSqliteAddon());
exports.getPrebuildPath = () => null;`,
        loader: 'js',
      }));

      // pdfkit's CommonJS build (its ES build needs import.meta.url), with its standard fonts
      // required statically so they are bundled: it loads them with a require made at run time.
      build.onResolve({ filter: /^pdfkit$/ }, () => ({ path: pdfkit }));
      build.onLoad({ filter: /[\\/]pdfkit[\\/]js[\\/]pdfkit\.js$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const fonts = source.match(/require\$1\('#standard-fonts\//g)?.length ?? 0;
        if (fonts !== 14)
          throw new Error(`pdfkit's standard fonts are not loaded as expected (${fonts} of 14 found): check its new version`);
        return { contents: source.replaceAll("require$1('#standard-fonts/", "require('pdfkit/standard-fonts/"), loader: 'js' };
      });
    },
  };
}
