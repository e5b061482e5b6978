import Foundation

/// Reads an XcodeGen `project.yml` into the same shape as an Xcode project, for apps that commit
/// only the description and generate the `.xcodeproj` (often ignored by git).
///
/// Each target's `sources` become the folders (or files) it compiles; its deployment target comes
/// from the target's `deploymentTarget`, else its `IPHONEOS_DEPLOYMENT_TARGET`-style base
/// setting, else the project's `options.deploymentTarget` for its platform. `include:`d files,
/// target templates and per-source `excludes` are not read: a target built from a template has
/// no sources here, and its files are then judged as no target's.
package enum XcodeGenProject {
  /// The build settings that carry a deployment target, by platform.
  static let deploymentSettings: [(platform: String, setting: String)] = [
    ("iOS", "IPHONEOS_DEPLOYMENT_TARGET"), ("tvOS", "TVOS_DEPLOYMENT_TARGET"),
    ("macOS", "MACOSX_DEPLOYMENT_TARGET"), ("watchOS", "WATCHOS_DEPLOYMENT_TARGET"),
    ("visionOS", "XROS_DEPLOYMENT_TARGET"),
  ]

  /// Reads the `project.yml` at `path` (absolute).
  ///
  /// - Throws: `XcodeProjectError` when the file cannot be read.
  package static func read(specAt path: String) throws -> XcodeProject {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw XcodeProjectError(file: path, reason: "cannot read the file")
    }
    return parse(String(decoding: data, as: UTF8.self), specPath: path)
  }

  /// The project `text` describes, with paths resolved against the folder of `specPath`.
  package static func parse(_ text: String, specPath: String) -> XcodeProject {
    let document = YAMLValue.parse(text)
    let folder = StandardizedPath.parent(of: StandardizedPath.standardize(specPath))
    let projectTargets = document["options"]?["deploymentTarget"]
    var targets: [XcodeProject.Target] = []
    for (name, spec) in document["targets"]?.pairs ?? [] {
      let platforms = Set((spec["platform"]?.items ?? []).compactMap(\.text).compactMap(platformName))
      var versions: [String: String] = [:]
      for platform in platforms.isEmpty ? ["iOS"] : platforms.sorted() {
        if let version = version(spec["deploymentTarget"], platform: platform, platformCount: platforms.count)
          ?? setting(of: spec, platform: platform) ?? setting(of: document, platform: platform)
          ?? projectTargets?[platform]?.text
        {
          versions[platform] = version
        }
      }
      var files: Set<String> = []
      var folders: [String] = []
      for source in spec["sources"]?.items ?? [] {
        guard let relative = source.text ?? source["path"]?.text, !relative.isEmpty else { continue }
        let absolute = StandardizedPath.join(folder, relative)
        if absolute.hasSuffix(".swift") { files.insert(absolute) } else { folders.append(absolute) }
      }
      let type = spec["type"]?.text ?? ""
      targets.append(
        XcodeProject.Target(
          name: name, productType: type, isTest: type.contains("test"), platforms: platforms,
          deploymentTargets: versions, sourceFiles: files, synchronizedFolders: folders))
    }
    var projectVersions: [String: String] = [:]
    for (platform, value) in projectTargets?.pairs ?? [] {
      if let text = value.text, platformName(platform) != nil { projectVersions[platform] = text }
    }
    return XcodeProject(
      path: StandardizedPath.standardize(specPath), targets: targets, deploymentTargets: projectVersions)
  }

  /// `deploymentTarget: "15.0"` (for the target's one platform) or `deploymentTarget: { iOS: "15.0" }`.
  private static func version(_ value: YAMLValue?, platform: String, platformCount: Int) -> String? {
    guard let value else { return nil }
    if let text = value.text, !text.isEmpty { return platformCount <= 1 ? text : nil }
    return value[platform]?.text
  }

  /// `settings: { base: { IPHONEOS_DEPLOYMENT_TARGET: 15.0 } }`, or the setting directly under `settings`.
  private static func setting(of spec: YAMLValue, platform: String) -> String? {
    guard let key = deploymentSettings.first(where: { $0.platform == platform })?.setting,
      let settings = spec["settings"]
    else { return nil }
    return settings["base"]?[key]?.text ?? settings[key]?.text
  }

  /// The platform as the project model spells it, from XcodeGen's spelling.
  static func platformName(_ text: String) -> String? {
    switch text {
    case "iOS": "iOS"
    case "tvOS": "tvOS"
    case "macOS": "macOS"
    case "watchOS": "watchOS"
    case "visionOS": "visionOS"
    default: nil
    }
  }
}
