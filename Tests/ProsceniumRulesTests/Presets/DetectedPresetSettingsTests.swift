import Foundation
import ProsceniumRules
import Testing

@testable import ProsceniumCheck

/// A detected preset behaves as if `.proscenium.json` named it: the same rules, severities and
/// options, and so the same findings, except the opt-in rules only the preset would turn on.
@Suite struct DetectedPresetSettingsTests {
  /// A package for iOS 17 with one target per module.
  static func package(_ modules: [String]) -> String {
    """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "App", platforms: [.iOS(.v17)],
      targets: [\(modules.map { #".target(name: "\#($0)")"# }.joined(separator: ", "))])
    """
  }

  static let observableModel = """
    import Observation
    @MainActor @Observable final class HomeViewModel {
      private(set) var title = ""
    }
    """
  static let objectModel = """
    import Combine
    @MainActor final class ProfileViewModel: ObservableObject {
      @Published private(set) var name = ""
    }
    """
  static let view = """
    import SwiftUI
    struct HomeView: View {
      @State private var model = HomeViewModel()
      var body: some View {
        VStack {
          Text(model.title)
          Text("a")
          Text("b")
          Text("c")
        }
      }
    }
    """

  /// Code that detection reads as each preset list it can choose, with view models and views
  /// outside both feature layouts' folders, so the layout option shows in the findings.
  static let fixtures: [(presets: [String], files: [String: String])] = [
    (
      ["observable"],
      [
        "Package.swift": package(["App"]), "Sources/App/ViewModels/HomeViewModel.swift": observableModel,
        "Sources/App/HomeView.swift": view,
      ]
    ),
    (
      ["observable-object"],
      [
        "Package.swift": package(["App"]), "Sources/App/ViewModels/ProfileViewModel.swift": objectModel,
        "Sources/App/HomeView.swift": view.replacingOccurrences(of: "HomeViewModel", with: "ProfileViewModel")
          .replacingOccurrences(of: "model.title", with: "model.name"),
      ]
    ),
    (
      ["uikit-mvp"],
      [
        "Package.swift": package(["App"]),
        "Sources/App/ArticleListPresenter.swift": """
        import Foundation
        protocol ArticleListView: AnyObject {}
        protocol ArticleListPresenterProtocol {}
        @MainActor final class ArticleListPresenter: ArticleListPresenterProtocol {
          weak var view: ArticleListView?
        }
        """,
        "Sources/App/ArticleListViewController.swift": """
        import UIKit
        final class ArticleListViewController: UIViewController {}
        final class SettingsViewController: UITableViewController {}
        """,
      ]
    ),
    (
      ["observable", "clean-layers"],
      [
        "Package.swift": package(["AppPresentation", "AppDomain", "AppData"]),
        "Sources/AppPresentation/HomeViewModel.swift": observableModel,
        "Sources/AppPresentation/HomeView.swift": view,
        "Sources/AppDomain/GetItemsUseCase.swift": "struct GetItemsUseCase {}\n",
        "Sources/AppData/ItemRepository.swift": "import AppPresentation\nstruct ItemRepository {}\n",
      ]
    ),
  ]

  /// The opt-in rules this configuration turns on itself, among them the two that presets set
  /// options for.
  static let ownRules = #""feature_layout": {"enabled": true}, "view_model_base_class": {"enabled": true}"#

  static func check(
    _ files: [String: String], configuration: String, catalog: RuleCatalog = RuleRegistry.catalog,
    runs: Int = 1, cached: Bool = false
  ) throws -> CheckResult {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("detected-preset-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var all = files
    all[".proscenium.json"] = configuration
    for (path, text) in all {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    var request = CheckRequest(paths: [root.path], jobs: 1)
    if cached {
      request.cache = CheckCacheOptions(folder: root.appendingPathComponent(".cache").path, toolIdentity: "test")
    }
    var result = try CheckEngine(catalog: catalog).run(request)
    for _ in 1..<runs { result = try CheckEngine(catalog: catalog).run(request) }
    // Findings without the temporary folder in their paths, comparable across runs.
    var relative = result
    relative.findings = result.findings.map { finding in
      var finding = finding
      finding.path = String(finding.path.dropFirst(root.path.count + 1))
      return finding
    }
    return relative
  }

  /// What a test compares of a finding: where, which rule, how severe, and what it says.
  static func summary(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.path):\($0.start.line) \($0.ruleID) \($0.severity.rawValue): \($0.message)" }
  }

  @Test(arguments: 0..<fixtures.count)
  func aDetectedPresetFindsWhatTheNamedPresetFindsLessItsOwnOptInRules(fixture: Int) throws {
    let (presets, files) = Self.fixtures[fixture]
    let detected = try Self.check(files, configuration: "{\"rules\": {\(Self.ownRules)}}")
    #expect(PresetDetectionInCheckTests.detected(detected).map(\.presets) == [presets])

    let list = presets.map { "\"\($0)\"" }.joined(separator: ", ")
    let named = try Self.check(files, configuration: "{\"preset\": [\(list)], \"rules\": {\(Self.ownRules)}}")
    let catalog = RuleRegistry.catalog
    let presetOnly = named.findings.filter { finding in
      catalog.rule(id: finding.ruleID)?.description.isOptIn == true
        && !["feature_layout", "view_model_base_class"].contains(finding.ruleID)
    }
    let expected = named.findings.filter { finding in !presetOnly.contains { $0.ruleID == finding.ruleID } }
    #expect(Self.summary(detected.findings) == Self.summary(expected))
  }

  @Test func theDetectedPresetsLayoutDecidesTheLayoutRule() throws {
    // 'observable-object' sets the views-viewmodels layout, where 'ViewModels/' is right and the
    // view at the target's top is not; the walk runs 'feature_layout' with its default layout
    // ('features') until the code says which preset fits, so the file is checked again.
    let (_, files) = Self.fixtures[1]
    let detected = try Self.check(files, configuration: "{\"rules\": {\(Self.ownRules)}}")
    let layout = detected.findings.filter { $0.ruleID == "feature_layout" }
    let withFeatures = try Self.check(
      files,
      configuration: #"{"rules": {"feature_layout": {"options": {"layout": "features"}}}}"#
    ).findings.filter { $0.ruleID == "feature_layout" }
    #expect(!layout.isEmpty)
    #expect(Self.summary(layout) != Self.summary(withFeatures))
    #expect(!layout.contains { $0.path.hasSuffix("ProfileViewModel.swift") })
  }

  /// The catalogue with 'observable' setting options and 'observable-object' turning off a rule
  /// that is on by default, as a team's own presets might.
  static let tunedCatalog: RuleCatalog = {
    let presets = RuleRegistry.catalog.presets.map { preset in
      var preset = preset
      if preset.name == "observable" {
        preset.options["view_body_length"] = .object([("max_lines", .number(3))])
      }
      if preset.name == "observable-object" { preset.disabledRules.append("view_body_length") }
      return preset
    }
    return RuleCatalog(rules: RuleRegistry.catalog.rules, presets: presets)
  }()

  @Test func aCachedRunSettlesTheDetectedPresetsTheSameWay() throws {
    let (_, files) = Self.fixtures[1]
    let configuration = "{\"rules\": {\(Self.ownRules)}}"
    let fresh = try Self.check(files, configuration: configuration)
    let warm = try Self.check(files, configuration: configuration, runs: 2, cached: true)
    #expect(warm.cacheStatistics?.reused ?? 0 > 0)
    #expect(Self.summary(warm.findings) == Self.summary(fresh.findings))
  }

  @Test func aDetectedPresetsOptionsReachRulesThatAreOnByDefault() throws {
    let (_, files) = Self.fixtures[0]
    let detected = try Self.check(files, configuration: "{}", catalog: Self.tunedCatalog)
    #expect(detected.findings.contains { $0.ruleID == "view_body_length" && $0.path.hasSuffix("HomeView.swift") })
    let named = try Self.check(files, configuration: #"{"preset": "observable"}"#, catalog: Self.tunedCatalog)
    #expect(
      Self.summary(detected.findings.filter { $0.ruleID == "view_body_length" })
        == Self.summary(named.findings.filter { $0.ruleID == "view_body_length" }))
  }

  @Test func aRuleTheDetectedPresetTurnsOffReportsNothing() throws {
    var (_, files) = Self.fixtures[1]
    files["Sources/App/HomeView.swift"] = Self.view.replacingOccurrences(
      of: "Text(\"c\")", with: String(repeating: "Text(\"c\")\n", count: 70))
    let plain = try Self.check(files, configuration: "{}")
    #expect(plain.findings.contains { $0.ruleID == "view_body_length" })
    let detected = try Self.check(files, configuration: "{}", catalog: Self.tunedCatalog)
    #expect(!detected.findings.contains { $0.ruleID == "view_body_length" })
  }

  @Test(arguments: PresetDetector.possibleChoices)
  func detectedSettingsAreTheNamedSettingsLessOptInRules(presets: [String]) throws {
    let catalog = Self.tunedCatalog
    var configuration = Configuration.empty
    configuration.rules["feature_layout"] = .init(enabled: true)
    configuration.rules["view_body_length"] = .init(severity: .error)
    let selection = try DetectedPresetSelection(catalog: catalog, configuration: configuration, choices: .init())
    var detected = try selection.detected(presets)
    var named = configuration
    named.presets = presets
    let expected = try RuleSelection(catalog: catalog, configuration: named).defaultRules.filter {
      !$0.description.isOptIn || $0.id == "feature_layout"
    }
    let actual = try detected.rules(forOverrides: [])
    #expect(actual.map(\.id) == expected.map(\.id))
    #expect(actual.map(\.severity) == expected.map(\.severity))
    #expect(actual.map { $0.options.rendered() } == expected.map { $0.options.rendered() })
    // Whatever is detected, the walk ran each of these rules, most with these very options.
    let ran = Set(try selection.rulesToRun(forOverrides: []).map(\.id))
    #expect(Set(actual.map(\.id)).isSubset(of: ran))
  }
}
