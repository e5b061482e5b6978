/// Reads the deployment targets an Xcode project declares, from the text of its
/// `project.pbxproj`, without Xcode: the file is an old-style property list whose build settings
/// are `KEY = value;` pairs, possibly quoted and surrounded by `/* comments */`.
public enum XcodeProjectReader {
  /// The build settings that hold a deployment target, and the platform each names, spelled as
  /// in `Package.swift` (`platforms: [.iOS(...)]`).
  public static let deploymentTargetSettings: [String: String] = [
    "IPHONEOS_DEPLOYMENT_TARGET": "iOS",
    "TVOS_DEPLOYMENT_TARGET": "tvOS",
    "MACOSX_DEPLOYMENT_TARGET": "macOS",
    "WATCHOS_DEPLOYMENT_TARGET": "watchOS",
    "XROS_DEPLOYMENT_TARGET": "visionOS",
  ]

  /// The lowest deployment target per platform across every build configuration of the project,
  /// keyed like `PackageManifest.platforms` (`["iOS": "16.0"]`).
  ///
  /// Values that are not plain versions (`$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)`) are skipped;
  /// SDK-conditional settings (`"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]"`) count for their platform.
  public static func deploymentTargets(projectText text: String) -> [String: String] {
    var lowest: [String: String] = [:]
    let tokens = PropertyListTokenizer.tokens(of: text)
    var index = 0
    while index + 2 < tokens.count {
      defer { index += 1 }
      guard tokens[index + 1] == .equals, case .word(let rawKey) = tokens[index],
        case .word(let value) = tokens[index + 2]
      else { continue }
      let key = rawKey.split(separator: "[", maxSplits: 1).first.map(String.init) ?? rawKey
      guard let platform = deploymentTargetSettings[key], let version = VersionText(value) else { continue }
      if let current = lowest[platform].flatMap(VersionText.init), current <= version { continue }
      lowest[platform] = value
    }
    return lowest
  }
}

/// A dotted version compared numerically (`16.4` < `17.0` < `17.10`).
struct VersionText: Comparable {
  let parts: [Int]

  init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(pieces.count) else { return nil }
    var parts: [Int] = []
    for piece in pieces {
      guard let number = Int(piece), number >= 0 else { return nil }
      parts.append(number)
    }
    self.parts = parts
  }

  static func < (lhs: VersionText, rhs: VersionText) -> Bool {
    for position in 0..<max(lhs.parts.count, rhs.parts.count) {
      let left = position < lhs.parts.count ? lhs.parts[position] : 0
      let right = position < rhs.parts.count ? rhs.parts[position] : 0
      if left != right { return left < right }
    }
    return false
  }

  static func == (lhs: VersionText, rhs: VersionText) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }
}

/// Splits old-style property-list text into words, quoted strings (unquoted) and punctuation,
/// dropping `/* block */` and `// line` comments outside strings.
enum PropertyListTokenizer {
  enum Token: Equatable {
    case word(String)
    case equals
    case punctuation
  }

  static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    let bytes = Array(text.utf8)
    var index = 0
    func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        return [
          UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "-"), UInt8(ascii: "/"),
          UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"),
        ].contains(byte)
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
      } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "\"") {
        var value: [UInt8] = []
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
          value.append(bytes[index])
          index += 1
        }
        index += 1
        tokens.append(.word(String(decoding: value, as: UTF8.self)))
      } else if isWordByte(byte) {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) {
          // `//` or `/*` ends a word: a comment may follow a value without a space.
          if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
          {
            break
          }
          index += 1
        }
        tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
      } else if byte == UInt8(ascii: "=") {
        tokens.append(.equals)
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else {
        tokens.append(.punctuation)
        index += 1
      }
    }
    return tokens
  }
}
