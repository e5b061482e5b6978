import Foundation
import ProsceniumCheck
import ProsceniumRules
import ProsceniumTestSupport
import Testing

/// With no preset configured, `check` runs every preset's rules, picks the presets that fit the
/// code once the index exists, keeps only their findings, and says what it chose and why.
@Suite struct PresetDetectionInCheckTests {
  static let files = [
    "Package.swift": """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App")])
    """,
    "Sources/App/HomeViewModel.swift": """
    import Observation
    @MainActor @Observable final class HomeViewModel {
      private(set) var title = ""
    }
    """,
    "Sources/App/ProfileViewModel.swift": """
    import Observation
    @MainActor @Observable final class ProfileViewModel {
      private(set) var name = ""
    }
    """,
    "Sources/App/LegacyViewModel.swift": """
    import Combine
    @MainActor final class LegacyViewModel: ObservableObject {
      @Published private(set) var count = 0
    }
    """,
  ]

  func check(_ files: [String: String], configuration: String? = nil) throws -> CheckResult {
    var all = files
    if let configuration { all[".proscenium.json"] = configuration }
    let folder = try TemporaryFolder(files: all)
    return try CheckEngine(catalog: RuleRegistry.catalog).run(CheckRequest(paths: [folder.root], jobs: 1))
  }

  /// The presets chosen from the code, as the run decided them.
  static func detected(_ result: CheckResult) -> [PresetChoice] {
    result.decisions.compactMap { decision in
      if case .detectedPresets(let choice, _) = decision { choice } else { nil }
    }
  }

  @Test func detectedPresetIsExplainedAndItsRulesDecide() throws {
    let result = try check(Self.files)
    let choice = try #require(Self.detected(result).first)
    #expect(choice.presets == ["observable"])
    #expect(choice.evidence == [.observableViewModels(count: 2, total: 3)])
    #expect(choice.presentationTargets == [.iOS: OSVersion(17)])
    // `view_model_base_class` belongs to 'observable-object' only: its finding is dropped.
    #expect(!result.findings.contains { $0.ruleID == "view_model_base_class" })
    // The sentence `check` prints.
    let sentence = try #require(result.decisions.map(\.description).first { $0.hasPrefix("preset") })
    #expect(
      sentence
        == "preset 'observable' (detected: observable: 2 of 3 view models are @Observable, deployment target "
        + "iOS 17.0); name one with \"preset\" in .proscenium.json to choose")
  }

  static let baseClass = [
    "Sources/App/BaseViewModel.swift": """
    import Combine
    @MainActor class BaseViewModel: ObservableObject {
      @Published var isLoading = false
    }
    """
  ]

  @Test func aConfiguredPresetIsUsedAsIsWithoutDetection() throws {
    let files = Self.files.merging(Self.baseClass) { $1 }
    let result = try check(files, configuration: #"{"preset": "observable-object"}"#)
    #expect(Self.detected(result).isEmpty)
    #expect(
      result.findings.contains { $0.ruleID == "view_model_base_class" && $0.path.hasSuffix("LegacyViewModel.swift") })
  }

  @Test func detectionNeverTurnsOnAnOptInRule() throws {
    // Mostly ObservableObject view models: 'observable-object' is detected, and it would turn on
    // the opt-in 'view_model_base_class', but only a configuration that names the preset may.
    var files = Self.files.merging(Self.baseClass) { $1 }
    files["Sources/App/ProfileViewModel.swift"] = """
      import Combine
      @MainActor final class ProfileViewModel: ObservableObject {
        @Published private(set) var name = ""
      }
      """
    let result = try check(files)
    #expect(Self.detected(result).map(\.presets) == [["observable-object"]])
    #expect(!result.findings.contains { $0.ruleID == "view_model_base_class" })
  }
}
