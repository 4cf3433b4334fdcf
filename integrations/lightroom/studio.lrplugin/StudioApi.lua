--[[ The studio's upload API as the publish service uses it: the requests RequestBuilder.lua forms,
sent with LrHttp, and their failures raised as messages a photographer can act on. Call these
from a task (LrHttp and LrPasswords need one). ]]

local LrFileUtils = import 'LrFileUtils'
local LrHttp = import 'LrHttp'
local LrPasswords = import 'LrPasswords'
local LrPathUtils = import 'LrPathUtils'

local RequestBuilder = require 'RequestBuilder'

local StudioApi = {}

-- The token stays in the system's keychain, never in Lightroom's catalog or presets.
local function tokenKey(siteUrl)
  return 'studio-access-token:' .. siteUrl
end

function StudioApi.saveToken(siteUrl, token)
  LrPasswords.store(tokenKey(siteUrl), token)
end

function StudioApi.savedToken(siteUrl)
  return LrPasswords.retrieve(tokenKey(siteUrl))
end

local messages = {
  unreachable = LOC '$$$/Studio/Error/Unreachable=The studio could not be reached. Check the studio address and your connection.',
  unauthenticated = LOC "$$$/Studio/Error/Unauthenticated=The studio does not know this access token. Paste a token from the studio's Settings › Lightroom and access tokens.",
  access_token_expired = LOC "$$$/Studio/Error/Expired=This access token has expired. Make a new one in the studio's Settings › Lightroom and access tokens.",
  access_token_revoked = LOC "$$$/Studio/Error/Revoked=This access token was revoked. Make a new one in the studio's Settings › Lightroom and access tokens.",
  forbidden = LOC '$$$/Studio/Error/Forbidden=Only a manager or an owner of the studio can publish with an access token.',
  not_found = LOC '$$$/Studio/Error/NotFound=This gallery is no longer in the studio. Choose another one in the collection\'s settings.',
  file_too_large = LOC '$$$/Studio/Error/TooLarge=The photo is larger than the studio accepts. Export it smaller.',
  unsupported_type = LOC '$$$/Studio/Error/Unsupported=The studio does not accept this kind of file. Export as JPEG.',
  upload_failed = LOC '$$$/Studio/Error/UploadFailed=The photo could not be stored. Publish it again.',
  usage_limit_reached = LOC "$$$/Studio/Error/Limit=The studio has reached its limit for this month, so new photos can't be uploaded.",
}

--- What a failed answer means to the photographer.
function StudioApi.message(answer)
  return messages[answer.code]
    or LOC('$$$/Studio/Error/Other=The studio refused the request (^1).', answer.message or answer.code or '?')
end

local function settingsOf(publishSettings)
  local siteUrl = RequestBuilder.siteUrl(publishSettings.siteUrl)
  if not siteUrl then
    error(LOC '$$$/Studio/Error/SiteUrl=Enter the studio address, starting with https://', 0)
  end
  local token = StudioApi.savedToken(siteUrl)
  if not token or token == '' then
    error(LOC "$$$/Studio/Error/NoToken=Paste an access token from the studio's Settings › Lightroom and access tokens.", 0)
  end
  return { siteUrl = siteUrl, token = token }
end

local function send(request)
  local body, headers
  if request.form then
    body, headers = LrHttp.postMultipart(request.url, request.form)
  elseif request.method == 'GET' then
    body, headers = LrHttp.get(request.url, request.headers)
  else
    body, headers = LrHttp.post(request.url, request.body or '', request.headers, request.method)
  end
  return RequestBuilder.answer(headers and headers.status, body)
end

local function expect(answer)
  if not answer.ok then error(StudioApi.message(answer), 0) end
  return answer.body
end

--- The studio's galleries, each { id, name }.
function StudioApi.listGalleries(publishSettings)
  return expect(send(RequestBuilder.listGalleries(settingsOf(publishSettings)))).galleries
end

--- A new draft gallery named `name`: { id, name }.
function StudioApi.createGallery(publishSettings, name)
  return expect(send(RequestBuilder.createGallery(settingsOf(publishSettings), name))).gallery
end

local function upload(settings, galleryId, file, replacePhotoId)
  local presigned = expect(send(RequestBuilder.presign(settings, galleryId, file)))
  local slot = presigned.uploads and presigned.uploads[1]
  if not slot then
    local rejected = presigned.rejected and presigned.rejected[1] or {}
    error(StudioApi.message({ code = rejected.code }), 0)
  end
  -- Storage answers in its own words (XML, or nothing): its status alone says whether the bytes landed.
  local stored = send(RequestBuilder.bucketPost(slot, file))
  if not (stored.status and stored.status >= 200 and stored.status < 300) then
    error(StudioApi.message({ code = 'upload_failed' }), 0)
  end
  return send(RequestBuilder.complete(settings, galleryId, slot.key, file.name, replacePhotoId))
end

--- Uploads the exported file at `path` into the gallery, replacing the photo `replacePhotoId`
--- when it was published before; returns the studio's photo ({ id, filename, ... }).
function StudioApi.publishPhoto(publishSettings, galleryId, path, replacePhotoId)
  local settings = settingsOf(publishSettings)
  local file = {
    name = LrPathUtils.leafName(path),
    path = path,
    size = LrFileUtils.fileAttributes(path).fileSize,
    type = 'image/jpeg',
  }
  local answer = upload(settings, galleryId, file, replacePhotoId)
  if replacePhotoId and RequestBuilder.replacedPhotoGone(answer) then
    answer = upload(settings, galleryId, file, nil)
  end
  return expect(answer).photo
end

return StudioApi
