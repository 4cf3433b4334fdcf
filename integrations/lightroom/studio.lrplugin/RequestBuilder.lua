--[[ The HTTP requests the plugin sends the studio, as plain tables, and how it reads the answers.
Nothing here calls Lightroom, so a test runs it in any Lua (integrations/lightroom/*.test.ts).
StudioApi.lua sends what this forms with LrHttp.

A request is { method, url, headers = { { field, value }, ... }, body = JSON text } (headers as
LrHttp takes them), or, for the photo's bytes, { method = 'POST', url, form = { ... } }: the
fields a presigned POST must carry, then the file, as LrHttp.postMultipart takes them. ]]

local Json = require 'Json'

local RequestBuilder = {}

--- The studio's address without a trailing slash; nil unless it is an http(s) address.
function RequestBuilder.siteUrl(address)
  local trimmed = (address or ''):match('^%s*(.-)%s*$'):gsub('/+$', '')
  if trimmed:match('^https?://[^/%s]+') and not trimmed:find('%s') then
    return trimmed
  end
  return nil
end

local function jsonRequest(settings, method, path, body)
  local headers = {
    { field = 'Authorization', value = 'Bearer ' .. settings.token },
    { field = 'Accept', value = 'application/json' },
  }
  local request = { method = method, url = settings.siteUrl .. path, headers = headers }
  if body ~= nil then
    headers[#headers + 1] = { field = 'Content-Type', value = 'application/json' }
    request.body = Json.encode(body)
  end
  return request
end

--- The studio's galleries (names and ids), for a collection to publish into.
function RequestBuilder.listGalleries(settings)
  return jsonRequest(settings, 'GET', '/api/publish/galleries')
end

--- A new draft gallery, for a collection published for the first time.
function RequestBuilder.createGallery(settings, name)
  return jsonRequest(settings, 'POST', '/api/publish/galleries', { name = name })
end

--- Asks where to send one exported photo: `file` is { name, size, type }.
function RequestBuilder.presign(settings, galleryId, file)
  return jsonRequest(settings, 'POST', '/api/upload', {
    galleryId = galleryId,
    files = { { clientId = '1', name = file.name, size = file.size, type = file.type } },
  })
end

--- The photo's bytes to the storage address `upload` (the presign answer's) names: its fields, then the file.
function RequestBuilder.bucketPost(upload, file)
  local names = {}
  for name in pairs(upload.fields) do
    names[#names + 1] = name
  end
  table.sort(names)
  local form = {}
  for _, name in ipairs(names) do
    form[#form + 1] = { name = name, value = upload.fields[name] }
  end
  form[#form + 1] = { name = 'file', fileName = file.name, filePath = file.path, contentType = file.type }
  return { method = 'POST', url = upload.url, form = form }
end

--- Registers the uploaded photo; with `replacePhotoId` (its id from an earlier publish) it
--- replaces that photo in place, which keeps its favourites and its place in the gallery.
function RequestBuilder.complete(settings, galleryId, key, filename, replacePhotoId)
  return jsonRequest(settings, 'POST', '/api/upload/complete', {
    galleryId = galleryId,
    key = key,
    filename = filename,
    replacePhotoId = replacePhotoId,
  })
end

--- An answer as the plugin reads it: { ok, status, body, code, message }. A failure's code is the
--- studio's stable error code, or 'unreachable' when no answer came, 'invalid_response' for one
--- that is not the studio's JSON.
function RequestBuilder.answer(status, text)
  if not status then
    return { ok = false, code = 'unreachable' }
  end
  local ok = status >= 200 and status < 300
  if text == nil or text == '' then
    return { ok = ok, status = status, code = (not ok) and 'http_' .. status or nil }
  end
  local decoded, body = pcall(Json.decode, text)
  if not decoded or type(body) ~= 'table' then
    return { ok = false, status = status, code = 'invalid_response' }
  end
  if ok then
    return { ok = true, status = status, body = body }
  end
  local problem = type(body.error) == 'table' and body.error or {}
  return { ok = false, status = status, body = body, code = problem.code or 'http_' .. status, message = problem.message }
end

--- Whether a replacement failed because the photo is no longer in the gallery (someone deleted
--- it there): the plugin then publishes the file as a new photo.
function RequestBuilder.replacedPhotoGone(answer)
  return answer.status == 404 and answer.code == 'not_found'
end

return RequestBuilder
