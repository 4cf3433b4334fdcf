// The few parts of fengari (a Lua 5.3 VM in JavaScript) the plugin's tests use; it ships no types.
declare module 'fengari' {
  type LuaState = { readonly __luaState: unique symbol };
  export const lua: {
    LUA_OK: number;
    lua_setglobal(L: LuaState, name: Uint8Array): void;
    lua_pushstring(L: LuaState, value: Uint8Array): void;
    lua_tojsstring(L: LuaState, index: number): string;
  };
  export const lauxlib: {
    luaL_newstate(): LuaState;
    luaL_dostring(L: LuaState, code: Uint8Array): number;
    luaL_loadstring(L: LuaState, code: Uint8Array): number;
  };
  export const lualib: { luaL_openlibs(L: LuaState): void };
  export function to_luastring(value: string): Uint8Array;
}
