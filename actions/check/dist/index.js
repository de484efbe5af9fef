var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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

// scripts/action-loader.mjs
var import_node_path2 = __toESM(require("node:path"), 1);

// scripts/bundle.mjs
var import_node_fs = require("node:fs");
var import_node_module = __toESM(require("node:module"), 1);
var import_node_path = __toESM(require("node:path"), 1);
var import_node_vm = __toESM(require("node:vm"), 1);
function runCommonJs(file, cacheFile = `${file}.v8cache`) {
  let cachedData;
  try {
    cachedData = (0, import_node_fs.readFileSync)(cacheFile);
  } catch {
    cachedData = void 0;
  }
  const script = new import_node_vm.default.Script(import_node_module.default.wrap((0, import_node_fs.readFileSync)(file, "utf8")), {
    filename: file,
    cachedData,
    importModuleDynamically: import_node_vm.default.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
  });
  if (!cachedData || script.cachedDataRejected)
    process.once("exit", () => {
      try {
        writeAtomically(cacheFile, script.createCachedData());
      } catch {
      }
    });
  const module2 = { exports: {} };
  script.runInThisContext()(module2.exports, (0, import_node_module.createRequire)(file), module2, file, import_node_path.default.dirname(file));
}
function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  (0, import_node_fs.writeFileSync)(temporary, content);
  (0, import_node_fs.renameSync)(temporary, file);
}

// scripts/action-loader.mjs
runCommonJs(import_node_path2.default.join(__dirname, "index.cjs"), import_node_path2.default.join(__dirname, "index.d7dceb123a5d2992.v8cache"));
