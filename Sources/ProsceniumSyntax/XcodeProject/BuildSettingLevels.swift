import Foundation

/// The build settings that apply to one configuration of a target, highest priority first:
/// the target's `buildSettings`, the target's `.xcconfig`, the project's `buildSettings`, the
/// project's `.xcconfig`, as Xcode layers them.
///
/// Only the settings that decide platforms and deployment targets are read. Values that refer to
/// other settings (`$(inherited)`, `$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`) are not versions:
/// a level holding one is passed over, so the next level down decides.
struct BuildSettingLevels {
  /// Each level's settings, keyed as written (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`).
  var levels: [[String: String]]

  /// The SDK names of `SDKROOT` and `SUPPORTED_PLATFORMS`, and the platform each builds for,
  /// spelled as in `Package.swift`.
  static let sdkPlatforms: [String: String] = [
    "iphoneos": "iOS", "iphonesimulator": "iOS",
    "appletvos": "tvOS", "appletvsimulator": "tvOS",
    "macosx": "macOS",
    "watchos": "watchOS", "watchsimulator": "watchOS",
    "xros": "visionOS", "xrsimulator": "visionOS",
  ]

  /// The platforms this configuration builds for; empty when the settings do not say.
  ///
  /// `SUPPORTED_PLATFORMS` lists them for multiplatform targets; otherwise `SDKROOT` names one.
  /// When both are set, the one from the higher level wins, `SUPPORTED_PLATFORMS` on a tie.
  var platforms: Set<String> {
    let supported = words(of: "SUPPORTED_PLATFORMS")
    let sdk = firstConcreteValue(of: "SDKROOT")
    let fromSupported = Set(supported.words.compactMap(Self.platform(ofSDK:)))
    let fromSDK = sdk.flatMap { Self.platform(ofSDK: $0.value) }.map { Set([$0]) } ?? []
    guard !fromSupported.isEmpty else { return fromSDK }
    guard !fromSDK.isEmpty, let sdkLevel = sdk?.level, let supportedLevel = supported.level else {
      return fromSupported
    }
    return sdkLevel < supportedLevel ? fromSDK : fromSupported
  }

  /// The lowest deployment target this configuration declares for each platform.
  ///
  /// For each platform the levels are read from the top: SDK-conditional keys count for their
  /// platform, and the first level with an unconditional version ends the search, since it
  /// overrides everything below.
  var deploymentTargets: [String: String] {
    var lowest: [String: String] = [:]
    for (setting, platform) in deploymentTargetSettings {
      var candidates: [String] = []
      for level in levels {
        var unconditional: String?
        for (key, value) in level where Self.key(key, assigns: setting) {
          guard VersionText(value) != nil else { continue }
          if key == setting { unconditional = value } else { candidates.append(value) }
        }
        if let unconditional {
          candidates.append(unconditional)
          break
        }
      }
      if let version = Self.lowest(candidates) { lowest[platform] = version }
    }
    return lowest
  }

  /// The lowest of some version strings, compared numerically.
  static func lowest(_ versions: some Sequence<String>) -> String? {
    var best: (text: String, version: VersionText)?
    for text in versions {
      guard let version = VersionText(text) else { continue }
      if let current = best, current.version <= version { continue }
      best = (text, version)
    }
    return best?.text
  }

  /// The platform an SDK name builds for: `iphoneos17.2` → `iOS`; nil for `auto` or unknown SDKs.
  static func platform(ofSDK sdk: String) -> String? {
    let name = sdk.lowercased().prefix { !$0.isNumber && $0 != "." }
    return sdkPlatforms[String(name)]
  }

  /// Whether `key` assigns `setting`, with or without a condition: `KEY` and `KEY[sdk=iphoneos*]`
  /// assign `KEY`. Compared as bytes: a project has hundreds of keys per level and is read for
  /// every configuration of every target, and cutting each key at `[` character by character
  /// cost more than reading the whole project file.
  static func key(_ key: String, assigns setting: String) -> Bool {
    let key = key.utf8
    let setting = setting.utf8
    guard key.count >= setting.count, key.starts(with: setting) else { return false }
    let rest = key.dropFirst(setting.count)
    return rest.first.map { $0 == UInt8(ascii: "[") } ?? true
  }

  /// The value of `key` at the highest level that sets it to something other than a reference.
  func value(of key: String) -> String? {
    firstConcreteValue(of: key)?.value
  }

  /// The first level's value of `key` that is not only a reference to other settings.
  private func firstConcreteValue(of key: String) -> (value: String, level: Int)? {
    for (index, level) in levels.enumerated() {
      guard let value = level[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty, !value.hasPrefix("$")
      else { continue }
      return (value, index)
    }
    return nil
  }

  /// The words of a list setting, following `$(inherited)` down the levels; other references are skipped.
  private func words(of key: String) -> (words: [String], level: Int?) {
    var words: [String] = []
    var topLevel: Int?
    for (index, level) in levels.enumerated() {
      guard let value = level[key] else { continue }
      let parts = value.split(whereSeparator: \.isWhitespace).map(String.init)
      let concrete = parts.filter { !$0.hasPrefix("$") }
      if topLevel == nil, !concrete.isEmpty { topLevel = index }
      words += concrete
      let inherits = parts.contains("$(inherited)") || parts.contains("${inherited}") || parts.contains("$inherited")
      if !inherits, !concrete.isEmpty { break }
    }
    return (words, topLevel)
  }
}
