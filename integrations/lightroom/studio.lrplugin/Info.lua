--[[ A Lightroom Classic publish service for the studio's galleries (integrations/lightroom/README.md). ]]
return {
  LrSdkVersion = 10.0,
  LrSdkMinimumVersion = 6.0,
  LrToolkitIdentifier = 'app.studio.lightroom.publish',
  LrPluginName = LOC '$$$/Studio/PluginName=Studio galleries',
  LrPluginInfoUrl = 'https://github.com/studio/studio/tree/main/integrations/lightroom',
  LrExportServiceProvider = {
    title = LOC '$$$/Studio/ServiceTitle=Studio galleries',
    file = 'PublishServiceProvider.lua',
  },
  VERSION = { major = 1, minor = 0, revision = 0 },
}
