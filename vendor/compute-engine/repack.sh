#!/usr/bin/env bash
# Rebuilds cortex-js-compute-engine-0.140.0-node20.tgz from the registry's 0.140.0: the same engine code,
# with the package.json edits README.md lists. Run from anywhere: bash vendor/compute-engine/repack.sh
set -euo pipefail

version=0.140.0
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

# npm pack checks the download against the registry's integrity hash.
npm pack --silent "@cortex-js/compute-engine@${version}" >/dev/null
tar xzf "cortex-js-compute-engine-${version}.tgz"

node --input-type=module - package/package.json <<'JS'
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
const pkg = JSON.parse(readFileSync(file, 'utf8'));
pkg.engines.node = '>=20.19';
pkg.files = pkg.files.filter((f) => f !== '/dist/umd-min');
for (const entry of Object.values(pkg.exports)) delete entry.require;
delete pkg.browser;
delete pkg.unpkg;
// The authors' build and test scripts need their source tree; none may run on an install.
delete pkg.scripts;
writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
JS

mkdir out
(cd package && npm pack --silent --ignore-scripts --pack-destination ../out >/dev/null)
mv "out/cortex-js-compute-engine-${version}.tgz" "$here/cortex-js-compute-engine-${version}-node20.tgz"
install -m 644 package/LICENSE "$here/LICENSE"
echo "wrote $here/cortex-js-compute-engine-${version}-node20.tgz"
