/// The build settings that hold a deployment target, and the platform each names, spelled as in
/// `Package.swift` (`platforms: [.iOS(...)]`), so that both kinds of project agree on the keys.
package let deploymentTargetSettings: [String: String] = [
  "IPHONEOS_DEPLOYMENT_TARGET": "iOS",
  "TVOS_DEPLOYMENT_TARGET": "tvOS",
  "MACOSX_DEPLOYMENT_TARGET": "macOS",
  "WATCHOS_DEPLOYMENT_TARGET": "watchOS",
  "XROS_DEPLOYMENT_TARGET": "visionOS",
]
