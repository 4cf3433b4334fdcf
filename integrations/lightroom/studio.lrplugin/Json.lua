--[[ JSON for the plugin's requests and the studio's answers: Lightroom's Lua (5.1) has none.
Objects encode with their keys sorted, so a request's body is always the same text; a table
encodes as an array when it holds t[1]. JSON null decodes to nil. ]]

local Json = {}

local escapes = { ['"'] = '\\"', ['\\'] = '\\\\', ['\b'] = '\\b', ['\f'] = '\\f', ['\n'] = '\\n', ['\r'] = '\\r', ['\t'] = '\\t' }

local function encodeString(value)
  return '"' .. value:gsub('[%c"\\]', function(char)
    return escapes[char] or string.format('\\u%04x', char:byte())
  end) .. '"'
end

local encodeValue

local function encodeTable(value)
  local parts = {}
  if value[1] ~= nil then
    for _, item in ipairs(value) do
      parts[#parts + 1] = encodeValue(item)
    end
    return '[' .. table.concat(parts, ',') .. ']'
  end
  local keys = {}
  for key in pairs(value) do
    keys[#keys + 1] = key
  end
  table.sort(keys)
  for _, key in ipairs(keys) do
    parts[#parts + 1] = encodeString(key) .. ':' .. encodeValue(value[key])
  end
  return '{' .. table.concat(parts, ',') .. '}'
end

encodeValue = function(value)
  local kind = type(value)
  if kind == 'string' then
    return encodeString(value)
  elseif kind == 'number' then
    if value ~= value or value == math.huge or value == -math.huge then
      error('JSON cannot hold ' .. tostring(value))
    end
    return string.format('%.14g', value)
  elseif kind == 'boolean' then
    return tostring(value)
  elseif kind == 'table' then
    return encodeTable(value)
  elseif kind == 'nil' then
    return 'null'
  end
  error('JSON cannot hold a ' .. kind)
end

function Json.encode(value)
  return encodeValue(value)
end

-- Decoding ---------------------------------------------------------------------------------------

local function fail(at, what)
  error(string.format('Invalid JSON at character %d: %s', at, what), 0)
end

local function skipSpace(text, at)
  return text:find('[^ \t\r\n]', at) or #text + 1
end

-- A code point as UTF-8 (Lua 5.1 has no utf8 library).
local function utf8Char(code)
  if code < 0x80 then
    return string.char(code)
  elseif code < 0x800 then
    return string.char(0xC0 + math.floor(code / 0x40), 0x80 + code % 0x40)
  elseif code < 0x10000 then
    return string.char(0xE0 + math.floor(code / 0x1000), 0x80 + math.floor(code / 0x40) % 0x40, 0x80 + code % 0x40)
  end
  return string.char(
    0xF0 + math.floor(code / 0x40000),
    0x80 + math.floor(code / 0x1000) % 0x40,
    0x80 + math.floor(code / 0x40) % 0x40,
    0x80 + code % 0x40
  )
end

local unescapes = { ['"'] = '"', ['\\'] = '\\', ['/'] = '/', b = '\b', f = '\f', n = '\n', r = '\r', t = '\t' }

local function decodeString(text, at)
  local parts = {}
  local i = at + 1
  while true do
    local char = text:sub(i, i)
    if char == '' then
      fail(i, 'unterminated string')
    elseif char == '"' then
      return table.concat(parts), i + 1
    elseif char == '\\' then
      local escape = text:sub(i + 1, i + 1)
      if escape == 'u' then
        local code = tonumber(text:sub(i + 2, i + 5), 16)
        if not code then fail(i, 'bad \\u escape') end
        i = i + 6
        -- A pair of UTF-16 surrogates stands for one code point past U+FFFF.
        if code >= 0xD800 and code <= 0xDBFF and text:sub(i, i + 1) == '\\u' then
          local low = tonumber(text:sub(i + 2, i + 5), 16)
          if low and low >= 0xDC00 and low <= 0xDFFF then
            code = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00)
            i = i + 6
          end
        end
        parts[#parts + 1] = utf8Char(code)
      elseif unescapes[escape] then
        parts[#parts + 1] = unescapes[escape]
        i = i + 2
      else
        fail(i, 'bad escape')
      end
    else
      local stop = text:find('["\\]', i) or #text + 1
      parts[#parts + 1] = text:sub(i, stop - 1)
      i = stop
    end
  end
end

local decodeValue

local function decodeList(text, at, close, readItem)
  local i = skipSpace(text, at + 1)
  if text:sub(i, i) == close then return i + 1 end
  while true do
    i = skipSpace(text, readItem(i))
    local char = text:sub(i, i)
    if char == close then return i + 1 end
    if char ~= ',' then fail(i, "expected ',' or '" .. close .. "'") end
    i = skipSpace(text, i + 1)
  end
end

decodeValue = function(text, at)
  at = skipSpace(text, at)
  local char = text:sub(at, at)
  if char == '{' then
    local object = {}
    local stop = decodeList(text, at, '}', function(i)
      if text:sub(i, i) ~= '"' then fail(i, 'expected a key') end
      local key, after = decodeString(text, i)
      after = skipSpace(text, after)
      if text:sub(after, after) ~= ':' then fail(after, "expected ':'") end
      local value, next = decodeValue(text, after + 1)
      object[key] = value
      return next
    end)
    return object, stop
  elseif char == '[' then
    -- Counted, not appended: a null keeps its place, so the items after it keep theirs.
    local array, count = {}, 0
    local stop = decodeList(text, at, ']', function(i)
      local value, next = decodeValue(text, i)
      count = count + 1
      array[count] = value
      return next
    end)
    return array, stop
  elseif char == '"' then
    return decodeString(text, at)
  end
  if text:sub(at, at + 3) == 'true' then return true, at + 4 end
  if text:sub(at, at + 4) == 'false' then return false, at + 5 end
  -- null reads as nil: an answer's null and missing fields read alike.
  if text:sub(at, at + 3) == 'null' then return nil, at + 4 end
  local number = text:match('^-?%d+%.?%d*[eE]?[-+]?%d*', at)
  if number and tonumber(number) then
    return tonumber(number), at + #number
  end
  fail(at, 'unexpected ' .. (char == '' and 'end' or char))
end

--- The value `text` holds; an error naming where it goes wrong otherwise.
function Json.decode(text)
  local value, stop = decodeValue(text, 1)
  stop = skipSpace(text, stop)
  if stop <= #text then fail(stop, 'text after the value') end
  return value
end

return Json
