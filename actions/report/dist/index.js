// scripts/bundle.mjs
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
function runCommonJs(file, cacheFile = `${file}.v8cache`) {
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = void 0;
  }
  const script = new vm.Script(Module.wrap(readFileSync(file, "utf8")), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
  });
  if (!cachedData || script.cachedDataRejected)
    process.once("exit", () => {
      try {
        writeAtomically(cacheFile, script.createCachedData());
      } catch {
      }
    });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
}
function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
function runActionBundle(cacheName) {
  const beside = (file) => fileURLToPath(new URL(file, import.meta.url));
  runCommonJs(beside("index.cjs"), beside(cacheName));
}

// scripts/action-loader.mjs
runActionBundle("index.95018075b5eb85c7.v8cache");
