/// A snippet that documents a rule and is run as a test: flagged snippets must produce exactly
/// one finding at each `↓` marker, clean snippets none.
public struct RuleExample: Sendable {
  public enum Expectation: Sendable { case flagged, clean }

  /// The marker that shows where a finding must start, removed before the code is checked.
  public static let marker: Character = "↓"

  public var expectation: Expectation
  /// Swift source, with `↓` markers in flagged examples.
  public var code: String
  /// The path the snippet is checked under (some rules look at file and folder names).
  public var path: String
  /// Other files of the same project, path to source, for rules that ask cross-file questions.
  public var otherFiles: [String: String]
  /// Rule options as JSON text (`{"max_lines": 3}`); `nil` keeps the defaults.
  public var options: String?
  /// Project settings the snippet assumes, such as the deployment target.
  public var settings: ProjectSettings
  /// The code after applying the rule's fixes, when the rule offers one.
  public var fixed: String?
  /// Why this example matters, when not obvious; shown by `explain`.
  public var note: String?

  public init(
    _ expectation: Expectation, _ code: String, path: String = "Sources/App/Example.swift",
    otherFiles: [String: String] = [:], options: String? = nil, settings: ProjectSettings = ProjectSettings(),
    fixed: String? = nil, note: String? = nil
  ) {
    self.expectation = expectation
    self.code = code
    self.path = path
    self.otherFiles = otherFiles
    self.options = options
    self.settings = settings
    self.fixed = fixed
    self.note = note
  }

  /// A snippet the rule must flag at each `↓`.
  public static func flagged(
    _ code: String, path: String = "Sources/App/Example.swift", otherFiles: [String: String] = [:],
    options: String? = nil, settings: ProjectSettings = ProjectSettings(), fixed: String? = nil, note: String? = nil
  ) -> RuleExample {
    RuleExample(
      .flagged, code, path: path, otherFiles: otherFiles, options: options, settings: settings, fixed: fixed,
      note: note)
  }

  /// A snippet the rule must leave alone.
  public static func clean(
    _ code: String, path: String = "Sources/App/Example.swift", otherFiles: [String: String] = [:],
    options: String? = nil, settings: ProjectSettings = ProjectSettings(), note: String? = nil
  ) -> RuleExample {
    RuleExample(.clean, code, path: path, otherFiles: otherFiles, options: options, settings: settings, note: note)
  }

  /// The code with markers removed, and the UTF-8 offsets where the markers stood.
  public var strippedCode: (code: String, markerOffsets: [Int]) {
    var result = ""
    var offsets: [Int] = []
    var utf8Count = 0
    for character in code {
      if character == Self.marker {
        offsets.append(utf8Count)
      } else {
        result.append(character)
        utf8Count += character.utf8.count
      }
    }
    return (result, offsets)
  }
}

extension RuleExample {
  /// A named exemption this clean example shows: its note reads "exemption 'NAME': REASON".
  /// The example runs as a test like any other, and `explain` lists the exemption, so every case
  /// a rule leaves alone on purpose has a name, a reason and code that proves it.
  package var exemption: (name: String, reason: String)? {
    guard expectation == .clean, let note, note.hasPrefix("exemption '") else { return nil }
    let rest = note.dropFirst("exemption '".count)
    guard let close = rest.range(of: "': ") else { return nil }
    return (String(rest[..<close.lowerBound]), String(rest[close.upperBound...]))
  }
}
