import ProsceniumCheck
import ProsceniumRules
import Testing

/// A target built with main-actor default isolation isolates its view models without '@MainActor'.
@Suite struct DefaultIsolationTests {
  static let viewModel = """
    import Observation
    @Observable final class ProfileViewModel {
      private(set) var name = ""
    }
    """

  func lines(isMainActorByDefault: Bool) throws -> [Int] {
    let rule = try #require(RuleRegistry.catalog.rule(id: "view_model_main_actor")).configured(options: nil)
    let settings = ProjectSettings(deploymentTargets: [.iOS: OSVersion(17)], isMainActorByDefault: isMainActorByDefault)
    let file = InMemoryChecker.File(path: "Sources/App/ProfileViewModel.swift", source: Self.viewModel)
    return InMemoryChecker.check([file], rules: [rule], settings: settings).findings.map(\.start.line)
  }

  @Test func aViewModelInAMainActorByDefaultTargetIsIsolated() throws {
    #expect(try lines(isMainActorByDefault: true).isEmpty)
    #expect(try lines(isMainActorByDefault: false) == [2])
  }
}
