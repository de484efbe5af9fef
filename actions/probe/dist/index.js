var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// scripts/bundle.cjs
var require_bundle = __commonJS({
  "scripts/bundle.cjs"(exports2, module2) {
    "use strict";
    var { readFileSync, renameSync, writeFileSync } = require("node:fs");
    var Module = require("node:module");
    var path2 = require("node:path");
    var v8 = require("node:v8");
    var vm = require("node:vm");
    var WITHOUT_OPTIMIZER = ["check", "compile"];
    function nodeBundleOptions(entry, outfile) {
      return {
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: "node",
        target: "node20",
        format: "esm",
        // Prefer each package's ESM build: jsonc-parser's UMD build requires files by dynamic path.
        mainFields: ["module", "main"],
        // ssh2's optional native add-ons (built only where install scripts ran) stay outside the bundle;
        // ssh2 falls back to pure JavaScript without them, and the bundle is the same on every machine.
        external: ["*.node"],
        minify: false,
        legalComments: "none",
        logLevel: "warning",
        // Some bundled CommonJS dependencies call require() or read __dirname (ssh2); give the ESM bundle both.
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); import { dirname as __bundleDirname } from 'node:path'; import { fileURLToPath as __bundleFileURLToPath } from 'node:url'; const __dirname = __bundleDirname(__bundleFileURLToPath(import.meta.url));"
        }
      };
    }
    function asciiOnly(text) {
      return text.replace(/[^\0-\x7f]/gu, (character) => `\\u{${character.codePointAt(0)?.toString(16)}}`);
    }
    function needsEsModule(warnings) {
      return warnings.find((warning) => /import\.meta|top-level await/i.test(warning.text));
    }
    function runCommonJs2(file, cacheFile = `${file}.v8cache`, options = {}) {
      if (options.optimize === false) v8.setFlagsFromString("--no-opt");
      let cachedData;
      try {
        cachedData = readFileSync(cacheFile);
      } catch {
        cachedData = void 0;
      }
      const script = new vm.Script(Module.wrap(readFileSync(file, "latin1")), {
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
      const module3 = { exports: {} };
      script.runInThisContext()(module3.exports, Module.createRequire(file), module3, file, path2.dirname(file));
    }
    function writeAtomically(file, content) {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, file);
    }
    module2.exports = { asciiOnly, needsEsModule, nodeBundleOptions, runCommonJs: runCommonJs2, WITHOUT_OPTIMIZER, writeAtomically };
  }
});

// scripts/action-loader.mjs
var import_node_path = __toESM(require("node:path"), 1);
var import_bundle = __toESM(require_bundle(), 1);
(0, import_bundle.runCommonJs)(import_node_path.default.join(__dirname, "index.cjs"), import_node_path.default.join(__dirname, "index.f9e41cffaaf1598e.v8cache"));
