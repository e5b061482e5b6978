import ProsceniumCheck
import ProsceniumTestSupport
import SwiftParser
import SwiftSyntax
import Testing

@testable import ProsceniumRules

/// No rule advises or writes an API that the file's deployment target lacks. Every rule's flagged
/// examples are checked again at iOS and tvOS targets from 15 to 26, alone and together: each fix
/// is applied and `availability_guard` must find nothing in the fixed code that it did not find
/// before, and no message may name an API of the availability table that a target lacks, unless
/// the code already uses it (a message describing the model's '@Observable' class) or the finding
/// sits where the code guarantees it (`@available(iOS 16, *)`, `if #available`, `#if os(...)`).
@Suite struct RulesHonourDeploymentTargetTests {
  static let ids = RuleRegistry.catalog.rules.map(\.id)

  /// One set of deployment targets the examples are checked at.
  struct Target: CustomStringConvertible {
    /// What the rule under test is told.
    var settings: ProjectSettings
    /// What `availability_guard` judges the fixed code at: the same targets, or, for an unknown
    /// target, the lowest any SwiftUI code can have.
    var guardSettings: ProjectSettings

    var description: String {
      let targets = settings.deploymentTargets.sorted { $0.key.rawValue < $1.key.rawValue }
      return targets.isEmpty
        ? "unknown target" : targets.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    }
  }

  static let targets: [Target] = {
    let versions = [15, 16, 17, 18, 26].map { OSVersion($0) }
    var sets: [[ApplePlatform: OSVersion]] = versions.flatMap { version in
      [[.iOS: version, .tvOS: version], [.iOS: version], [.tvOS: version]]
    }
    sets += [[.iOS: OSVersion(16), .tvOS: OSVersion(17)], [.iOS: OSVersion(17), .tvOS: OSVersion(16)]]
    return sets.map {
      Target(settings: ProjectSettings(deploymentTargets: $0), guardSettings: ProjectSettings(deploymentTargets: $0))
    }
  }()

  /// With no known target, a fix may only write what SwiftUI's first release (iOS 13, tvOS 13) has.
  static let unknown = Target(
    settings: ProjectSettings(),
    guardSettings: ProjectSettings(deploymentTargets: [.iOS: OSVersion(13), .tvOS: OSVersion(13)]))

  @Test(arguments: ids)
  func fixesIntroduceNoAPINewerThanTheTarget(id: String) throws {
    let rule = try #require(ExampleHarness.rule(id))
    let availabilityGuard = try #require(ExampleHarness.rule("availability_guard")).configured()
    for example in rule.description.examples where example.expectation == .flagged {
      let configured = try ExampleHarness.configured(rule, example)
      let code = example.strippedCode.code
      for target in Self.targets + [Self.unknown] {
        var atTarget = example
        atTarget.settings = target.settings
        let findings = ExampleHarness.findings(of: configured, code: code, example: atTarget)
        guard findings.contains(where: { $0.fix != nil }) else { continue }
        let fixed = ExampleHarness.applyFixes(findings, to: code)
        atTarget.settings = target.guardSettings
        let before = ExampleHarness.findings(of: availabilityGuard, code: code, example: atTarget).map(\.message)
        let after = ExampleHarness.findings(of: availabilityGuard, code: fixed, example: atTarget).map(\.message)
        let introduced = Self.added(before: before, after: after)
        #expect(
          introduced.isEmpty,
          "at \(target), the fix of \(id) writes an API the target lacks: \(introduced)\nfixed code:\n\(fixed)")
      }
    }
  }

  @Test(arguments: ids.filter { $0 != "availability_guard" })
  func messagesNameNoAPINewerThanTheTarget(id: String) throws {
    // `availability_guard` is left out: its message names the API precisely because it is too new.
    let rule = try #require(ExampleHarness.rule(id))
    for example in rule.description.examples where example.expectation == .flagged {
      let configured = try ExampleHarness.configured(rule, example)
      let code = example.strippedCode.code
      let sources = [code] + example.otherFiles.values
      let tree = Parser.parse(source: code)
      for target in Self.targets {
        var atTarget = example
        atTarget.settings = target.settings
        for finding in ExampleHarness.findings(of: configured, code: code, example: atTarget) {
          let site = tree.token(at: AbsolutePosition(utf8Offset: finding.offset)).map(Syntax.init)
          let named = Self.namedAPIs(in: finding.message).filter { api in
            !Self.isAvailable(api, at: target.settings, site: site)
              && !sources.contains { $0.contains(api.plainDisplay) }
          }
          #expect(
            named.map(\.display).isEmpty,
            "at \(target), \(id) names \(named.map(\.display)), which the target lacks: \(finding.message)")
        }
      }
    }
  }

  @Test func theMessageCheckRecognisesTableAPIs() {
    let names = Self.namedAPIs(in: "replace 'NavigationView' with 'NavigationStack', and don't use '.task(id:)'")
    #expect(names.map(\.display) == ["'NavigationStack'", "'.task(id:)'"])
    #expect(Self.namedAPIs(in: "read '@Environment(\\.accessibilityReduceMotion)' in '@State'").isEmpty)
    let observable = APIAvailabilityTable.observable
    #expect(
      !Self.isAvailable(
        observable, at: ProjectSettings(deploymentTargets: [.iOS: OSVersion(17), .tvOS: OSVersion(16)])))
    #expect(Self.isAvailable(observable, at: ProjectSettings(deploymentTargets: [.tvOS: OSVersion(17)])))
  }

  @Test func iconButtonLabelOffersTheSystemImageButtonOnlyWhereItExists() throws {
    let code = """
      struct CloseBar: View {
        var body: some View { Button(action: onTappedClose) { Image(systemName: "xmark") } }
      }
      """
    func messages(_ targets: [ApplePlatform: OSVersion]) throws -> [String] {
      try CatalogSnippet.findings("icon_button_label", code, settings: ProjectSettings(deploymentTargets: targets))
        .map(\.message)
    }
    let older = ["name this icon-only 'Button' with '.accessibilityLabel', or use a 'Label'"]
    // Apple documents 'Button(_:systemImage:action:)' from iOS 14 and tvOS 14.
    #expect(try messages([.iOS: OSVersion(13)]) == older)
    #expect(try messages([.iOS: OSVersion(16), .tvOS: OSVersion(13)]) == older)
    let newer = try messages([.iOS: OSVersion(14), .tvOS: OSVersion(14)]) + messages([:])
    #expect(newer.count == 2 && newer.allSatisfy { $0.contains("'Button(_:systemImage:action:)'") })
  }

  /// The messages of `after` that occur more often than in `before`.
  static func added(before: [String], after: [String]) -> [String] {
    var remaining = Dictionary(before.map { ($0, 1) }, uniquingKeysWith: +)
    var added: [String] = []
    for message in after {
      if let count = remaining[message], count > 0 {
        remaining[message] = count - 1
      } else {
        added.append(message)
      }
    }
    return added
  }

  /// The table's APIs that a message quotes: a quoted span equal to an entry's display
  /// ('NavigationStack', '@Observable', '.task', '.task(id:)').
  static func namedAPIs(in message: String) -> [APIAvailability] {
    quotedSpans(in: message).compactMap { span in
      APIAvailabilityTable.entries.first { $0.plainDisplay == span }
    }
  }

  /// The spans between single quotes that open after a space, bracket or the start and close
  /// before one; the apostrophe of "don't" opens nothing.
  static func quotedSpans(in message: String) -> [String] {
    var spans: [String] = []
    var open: String.Index?
    var previous: Character = " "
    for index in message.indices {
      let character = message[index]
      if character == "'" {
        if let start = open {
          let next = message.index(after: index)
          if next == message.endIndex || " ),:;.".contains(message[next]) {
            spans.append(String(message[message.index(after: start)..<index]))
            open = nil
          }
        } else if " (".contains(previous) {
          open = index
        }
      }
      previous = character
    }
    return spans
  }

  /// Whether every iOS/tvOS target of `settings` has `api`, or the code around `site` guarantees
  /// the versions it needs, as `availability_guard` judges guards; a platform the table gives no
  /// version for lacks it.
  static func isAvailable(_ api: APIAvailability, at settings: ProjectSettings, site: Syntax? = nil) -> Bool {
    var needed: [ApplePlatform: OSVersion] = [:]
    for platform in [ApplePlatform.iOS, .tvOS] {
      guard let target = settings.deploymentTargets[platform] else { continue }
      guard let introduced = api.introduced[platform] else { return false }
      if introduced > target { needed[platform] = introduced }
    }
    if needed.isEmpty { return true }
    guard let site else { return false }
    return AvailabilityScope.unguardedPlatforms(of: site, needed: needed).isEmpty
  }
}

extension APIAvailability {
  /// The display without its quotes: `@Observable`.
  fileprivate var plainDisplay: String { String(display.dropFirst().dropLast()) }
}
