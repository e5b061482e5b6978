import ProsceniumRuleKit
import ProsceniumTestSupport
import Testing

/// Architecture rules written as tests over `ProjectModel`, as a team would write them.
@Suite struct ArchitectureTests {
  static let files = [
    "Sources/HomeFeature/HomeViewModel.swift": """
    import Observation
    import SettingsFeature

    @MainActor @Observable final class HomeViewModel {
      var title = ""
      func load() {}
    }
    """,
    "Sources/HomeFeature/HomeView.swift": """
    import SwiftUI

    struct HomeView: View {
      @State private var model = HomeViewModel()
      var body: some View { Text(model.title) }
    }
    """,
    "Sources/SettingsFeature/SettingsViewModel.swift": """
    import Combine

    final class SettingsViewModel: ObservableObject {
      @Published var isOn = false
      func toggle() { isOn.toggle() }
    }
    """,
    "Sources/DesignSystem/Palette.swift": "public enum Palette {}\n",
    "Tests/HomeFeatureTests/HomeViewModelTests.swift": "import HomeFeature\n\nfinal class HomeViewModelTests {}\n",
  ]

  @Test func viewModelsAndTheirIsolationAreKnown() throws {
    let scratch = try TemporaryFolder(files: Self.files)
    let project = try ProjectModel.load(scratch.root)
    #expect(project.viewModels.map(\.name) == ["HomeViewModel", "SettingsViewModel"])
    let offMainActor = project.viewModels.filter { !$0.isMainActor }
    #expect(offMainActor.map(\.name) == ["SettingsViewModel"])
    let path = "\(scratch.root)/Sources/SettingsFeature/SettingsViewModel.swift"
    #expect("\(offMainActor)" == "[SettingsViewModel (\(path))]")
    #expect(project.types(withRole: .view).map(\.name) == ["HomeView"])
    #expect(project.unparsableFiles.isEmpty)
  }

  @Test func modulesAndWhoImportsWhomAreKnown() throws {
    let scratch = try TemporaryFolder(files: Self.files)
    let project = try ProjectModel.load(scratch.root)
    #expect(project.modules.map(\.name) == ["DesignSystem", "HomeFeature", "HomeFeatureTests", "SettingsFeature"])
    #expect(project.module(named: "HomeFeature")?.imports == ["Observation", "SettingsFeature", "SwiftUI"])
    #expect(project.module(named: "HomeFeatureTests")?.isTestCode == true)

    #expect(
      featureCrossings(in: project).map(\.description) == [
        "HomeFeature imports SettingsFeature (\(scratch.root)/Sources/HomeFeature/HomeViewModel.swift)"
      ])
  }

  // docs:begin
  /// "Features do not import each other": every import of one feature module by another.
  func featureCrossings(in project: ProjectModel) -> [ProjectModel.Import] {
    let features = Set(project.modules.map(\.name).filter { $0.hasSuffix("Feature") })
    return project.imports.filter { edge in
      guard let module = edge.module, features.contains(module) else { return false }
      return features.contains(edge.imported) && edge.imported != module
    }
  }
  // docs:end

  @Test func aMissingPathIsAnError() {
    #expect(throws: ProjectModel.LoadError.self) { try ProjectModel.load("/nonexistent/proscenium/project") }
  }

  @Test func filesThatDoNotParseAreNamed() throws {
    let scratch = try TemporaryFolder(files: ["Sources/App/Broken.swift": "struct Broken {\n  func f( {\n}\n"])
    let project = try ProjectModel.load(scratch.root)
    #expect(project.unparsableFiles == ["\(scratch.root)/Sources/App/Broken.swift"])
  }
}
