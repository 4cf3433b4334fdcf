--[[ The publish service: each published collection is one of the studio's galleries (its remote
id is the gallery's id), and each published photo one of its photos (its remote id is the photo's
id), so publishing an edited photo again replaces it in place. Removing a photo from the
collection leaves it in the gallery: clients may have chosen it, so deleting is done in the
studio, where it asks first. ]]

local LrBinding = import 'LrBinding'
local LrDialogs = import 'LrDialogs'
local LrFileUtils = import 'LrFileUtils'
local LrTasks = import 'LrTasks'
local LrView = import 'LrView'

local RequestBuilder = require 'RequestBuilder'
local StudioApi = require 'StudioApi'

local bind = LrView.bind
local share = LrView.share

local provider = {}

provider.supportsIncrementalPublish = 'only'
provider.hideSections = { 'exportLocation', 'fileNaming', 'video' }
provider.allowFileFormats = { 'JPEG' }
provider.allowColorSpaces = { 'sRGB' }
provider.canExportVideo = false
provider.titleForPublishedCollection = LOC '$$$/Studio/Collection=Gallery'
provider.titleForGoToPublishedCollection = 'disable'
provider.titleForGoToPublishedPhoto = 'disable'
provider.supportsCustomSortOrder = false

provider.exportPresetFields = {
  { key = 'siteUrl', default = 'https://' },
}

-- The token field is not a preset field: it is kept in the keychain (StudioApi.saveToken).
function provider.startDialog(propertyTable)
  propertyTable.accessToken = ''
  local siteUrl = RequestBuilder.siteUrl(propertyTable.siteUrl)
  if siteUrl then
    LrTasks.startAsyncTask(function()
      propertyTable.accessToken = StudioApi.savedToken(siteUrl) or ''
    end)
  end
end

function provider.endDialog(propertyTable, why)
  local siteUrl = RequestBuilder.siteUrl(propertyTable.siteUrl)
  if why == 'ok' and siteUrl and propertyTable.accessToken ~= '' then
    local token = propertyTable.accessToken
    LrTasks.startAsyncTask(function()
      StudioApi.saveToken(siteUrl, token)
    end)
  end
end

function provider.sectionsForTopOfDialog(f, propertyTable)
  return {
    {
      title = LOC '$$$/Studio/Section=Studio',
      synopsis = bind 'siteUrl',
      f:row {
        f:static_text { title = LOC '$$$/Studio/SiteUrl=Studio address:', alignment = 'right', width = share 'labelWidth' },
        f:edit_field { value = bind 'siteUrl', width_in_chars = 32, immediate = true },
      },
      f:row {
        f:static_text { title = LOC '$$$/Studio/Token=Access token:', alignment = 'right', width = share 'labelWidth' },
        f:password_field { value = bind 'accessToken', width_in_chars = 32 },
      },
      f:row {
        f:static_text { title = LOC "$$$/Studio/TokenHelp=Make a token in the studio's Settings › Lightroom and access tokens.", fill_horizontal = 1 },
      },
    },
  }
end

-- A collection's gallery: chosen among the studio's, or a new one named after the collection.
function provider.viewForCollectionSettings(f, publishSettings, info)
  local collectionSettings = info.collectionSettings
  if collectionSettings.galleryId == nil then
    collectionSettings.galleryId = ''
  end
  local newGallery = { title = LOC '$$$/Studio/NewGallery=A new gallery named after the collection', value = '' }
  local choices = LrBinding.makePropertyTable(info.pluginContext)
  choices.items = { newGallery }
  LrTasks.startAsyncTask(function()
    local ok, galleries = LrTasks.pcall(StudioApi.listGalleries, publishSettings)
    if not ok then
      choices.problem = galleries
      return
    end
    local items = { newGallery }
    for _, gallery in ipairs(galleries) do
      items[#items + 1] = { title = gallery.name, value = gallery.id }
    end
    choices.items = items
  end)
  return f:group_box {
    title = LOC '$$$/Studio/GalleryBox=Gallery in the studio',
    fill_horizontal = 1,
    bind_to_object = collectionSettings,
    f:popup_menu {
      value = bind 'galleryId',
      items = bind { key = 'items', bind_to_object = choices },
      enabled = info.publishedCollection == nil or info.publishedCollection:getRemoteId() == nil,
    },
    f:static_text { title = bind { key = 'problem', bind_to_object = choices }, fill_horizontal = 1 },
  }
end

-- The gallery a collection publishes into: the one it already has, the one chosen, or a new one.
local function galleryOf(exportContext)
  local info = exportContext.publishedCollectionInfo
  if info.remoteId then
    return info.remoteId
  end
  local chosen = exportContext.publishedCollection:getCollectionInfoSummary().collectionSettings.galleryId
  local galleryId = chosen
  if not galleryId or galleryId == '' then
    galleryId = StudioApi.createGallery(exportContext.propertyTable, info.name).id
  end
  exportContext.exportSession:recordRemoteCollectionId { remoteId = galleryId }
  return galleryId
end

function provider.processRenderedPhotos(functionContext, exportContext)
  local photoCount = exportContext.exportSession:countRenditions()
  local progress = exportContext:configureProgress {
    title = LOC('$$$/Studio/Progress=Publishing ^1 photos to the studio', photoCount),
  }
  local ok, galleryId = LrTasks.pcall(galleryOf, exportContext)
  if not ok then
    LrDialogs.message(LOC '$$$/Studio/GalleryFailed=The gallery could not be opened.', galleryId, 'critical')
    return
  end
  for _, rendition in exportContext:renditions { stopIfCanceled = true } do
    local rendered, pathOrMessage = rendition:waitForRender()
    if progress:isCanceled() then
      break
    end
    if rendered then
      local published, photo = LrTasks.pcall(
        StudioApi.publishPhoto,
        exportContext.propertyTable,
        galleryId,
        pathOrMessage,
        rendition.publishedPhotoId
      )
      if published then
        rendition:recordPublishedPhotoId(photo.id)
      else
        rendition:uploadFailed(photo)
      end
      LrFileUtils.delete(pathOrMessage)
    else
      rendition:uploadFailed(pathOrMessage)
    end
  end
  progress:done()
end

-- Lightroom forgets the photos; the gallery keeps them (see the note at the top).
function provider.deletePhotosFromPublishedCollection(publishSettings, arrayOfPhotoIds, deletedCallback)
  for _, photoId in ipairs(arrayOfPhotoIds) do
    deletedCallback(photoId)
  end
end

return provider
