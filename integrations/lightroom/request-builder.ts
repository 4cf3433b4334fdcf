// The plugin's request builder (studio.lrplugin/RequestBuilder.lua) run in fengari, a Lua VM in
// JavaScript, for the tests: each call starts a fresh VM, passes its arguments as JSON and reads
// back what the Lua function returned, encoded by the plugin's own Json.lua.
import { lauxlib, lua, lualib, to_luastring } from 'fengari';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pluginDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'studio.lrplugin');

/** What `Module.name(...args)` of the plugin returns, as JSON brings it back (nil as undefined). */
export function callPlugin(module: 'RequestBuilder' | 'Json', name: string, ...args: unknown[]): unknown {
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  lua.lua_pushstring(L, to_luastring(JSON.stringify(args)));
  lua.lua_setglobal(L, to_luastring('ARGS'));
  const code = `
    package.path = ${JSON.stringify(`${pluginDir}/?.lua`)}
    local Json = require 'Json'
    local module = require ${JSON.stringify(module)}
    local args = Json.decode(ARGS)
    local result = module[${JSON.stringify(name)}](table.unpack(args, 1, ${args.length}))
    if result == nil then return '' end
    return Json.encode(result)`;
  if (lauxlib.luaL_dostring(L, to_luastring(code)) !== lua.LUA_OK) {
    throw new Error(`Lua: ${lua.lua_tojsstring(L, -1)}`);
  }
  const text = lua.lua_tojsstring(L, -1);
  return text === '' ? undefined : JSON.parse(text);
}

type Header = { field: string; value: string };
type FormPart = { name: string; value?: string; fileName?: string; filePath?: string; contentType?: string };

/** A request as the plugin forms it for LrHttp. */
export type PluginRequest = { method: string; url: string; headers?: Header[]; body?: string; form?: FormPart[] };

export const pluginRequest = (name: string, ...args: unknown[]) =>
  callPlugin('RequestBuilder', name, ...args) as PluginRequest;

/** The plugin's Lua files that do not compile, each with the compiler's message. */
export function uncompiledPluginFiles(): string[] {
  const files = readdirSync(pluginDir).filter((name) => name.endsWith('.lua'));
  return files.flatMap((name) => {
    const L = lauxlib.luaL_newstate();
    const loaded = lauxlib.luaL_loadstring(L, to_luastring(readFileSync(path.join(pluginDir, name), 'utf8')));
    return loaded === lua.LUA_OK ? [] : [`${name}: ${lua.lua_tojsstring(L, -1)}`];
  });
}
