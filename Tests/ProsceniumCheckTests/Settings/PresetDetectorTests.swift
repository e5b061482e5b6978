import ProsceniumCheck
import Testing

@Suite struct PresetDetectorTests {
  static func type(
    _ name: String, _ kind: TypeFacts.Kind = .class, attributes: [String] = [], inherits: [String] = [],
    in path: String = "Sources/App/File.swift"
  ) -> TypeFacts {
    TypeFacts(name: name, kind: kind, attributes: attributes, inheritedTypes: inherits, path: path)
  }

  /// One file per type, so each file's path and module are its own.
  static func index(_ types: [TypeFacts], module: String = "App", testPaths: Set<String> = []) -> ProjectIndex {
    var files: [FileFacts] = []
    for (number, type) in types.enumerated() {
      var placed = type
      if placed.path == "Sources/App/File.swift" { placed.path = "Sources/\(module)/File\(number).swift" }
      files.append(
        FileFacts(path: placed.path, module: module, isTestFile: testPaths.contains(placed.path), types: [placed]))
    }
    return ProjectIndex(files: files)
  }

  static let iOS17 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(17), .macOS: OSVersion(14)])
  static let iOS16 = ProjectSettings(deploymentTargets: [.iOS: OSVersion(16)])

  @Test func mostlyObservableViewModelsChooseObservable() {
    let index = Self.index([
      Self.type("HomeViewModel", attributes: ["MainActor", "Observable"]),
      Self.type("ProfileViewModel", attributes: ["Observable"]),
      Self.type("LegacyViewModel", inherits: ["ObservableObject"]),
      Self.type("HomeView", .struct, inherits: ["View"]),
    ])
    let choice = PresetDetector.detect(index: index, settings: Self.iOS17, targetOrigin: .package)
    #expect(choice.presets == ["observable"])
    #expect(choice.evidence == [.observableViewModels(count: 2, total: 3)])
    #expect(choice.presentationTargets == [.iOS: OSVersion(17)])
    #expect(choice.targetOrigin == .package)
    #expect(
      choice.reason == "observable: 2 of 3 view models are @Observable, deployment target iOS 17.0 from 'Package.swift'"
    )
  }

  @Test func observableObjectViewModelsExtendingABaseClassChooseObservableObject() {
    let index = Self.index([
      Self.type("BaseViewModel", attributes: ["MainActor"], inherits: ["ObservableObject"]),
      Self.type("HomeViewModel", inherits: ["BaseViewModel"]),
      Self.type("SettingsViewModel", inherits: ["BaseViewModel"]),
    ])
    let choice = PresetDetector.detect(index: index, settings: Self.iOS16)
    #expect(choice.presets == ["observable-object"])
    #expect(choice.reason == "observable-object: 3 of 3 view models are ObservableObject, deployment target iOS 16.0")
  }

  @Test func aBaseClassFromAnotherPackageStillCountsAsObservableObject() {
    let index = Self.index([
      Self.type("HomeViewModel", inherits: ["BaseViewModel"]),
      Self.type("DetailViewModel", attributes: ["Observable"]),
      Self.type("SearchViewModel", inherits: ["BaseViewModel"]),
    ])
    #expect(PresetDetector.detect(index: index, settings: ProjectSettings()).presets == ["observable-object"])
  }

  @Test func presentersAndViewControllersChooseUIKitMVP() {
    let index = Self.index([
      Self.type("ArticleListPresenter", attributes: ["MainActor"], inherits: ["ArticleListPresenterProtocol"]),
      Self.type("ArticleListViewController", inherits: ["UIViewController"]),
      Self.type("SettingsViewController", inherits: ["UITableViewController"]),
      Self.type("BadgeView", .struct, inherits: ["View"]),
    ])
    let choice = PresetDetector.detect(index: index, settings: Self.iOS17)
    #expect(choice.presets == ["uikit-mvp"])
    #expect(choice.evidence == [.uikitScreens(presenters: 1, viewControllers: 2, views: 1, viewModels: 0)])
    #expect(choice.reason == "uikit-mvp: 1 presenter and 2 view controllers against 1 SwiftUI view and 0 view models")
  }

  @Test func withoutViewModelsTheDeploymentTargetDecides() {
    let views = Self.index([Self.type("HomeView", .struct, inherits: ["View"])])
    #expect(PresetDetector.detect(index: views, settings: Self.iOS17).presets == ["observable"])
    #expect(
      PresetDetector.detect(index: views, settings: Self.iOS17).reason
        == "observable: no view models found, deployment target iOS 17.0")
    #expect(PresetDetector.detect(index: views, settings: Self.iOS16).presets == ["observable-object"])
  }

  @Test func theOriginOfTheTargetIsNamedAsItsFile() {
    #expect(DeploymentTargetOrigin.configuration.description == "'.proscenium.json'")
    #expect(DeploymentTargetOrigin.package.description == "'Package.swift'")
    #expect(DeploymentTargetOrigin.xcodeProject(name: "App").description == "'App.xcodeproj'")
    let views = Self.index([Self.type("HomeView", .struct, inherits: ["View"])])
    let choice = PresetDetector.detect(index: views, settings: Self.iOS16, targetOrigin: .xcodeProject(name: "App"))
    #expect(choice.evidence == [.deploymentTargetDecides(observable: 0, objects: 0, total: 0)])
    #expect(choice.reason == "observable-object: no view models found, deployment target iOS 16.0 from 'App.xcodeproj'")
  }

  @Test func noClueAndNoTargetChoosesNothing() {
    let choice = PresetDetector.detect(
      index: Self.index([Self.type("HomeView", .struct, inherits: ["View"])]), settings: ProjectSettings())
    #expect(choice.presets.isEmpty)
    #expect(choice.reason.hasPrefix("no preset: "))
  }

  @Test func layerModulesAddCleanLayers() {
    let files = [
      FileFacts(
        path: "Presentation/Sources/Presentation/HomeViewModel.swift", module: "Presentation", isTestFile: false,
        types: [
          Self.type(
            "HomeViewModel", attributes: ["Observable"], in: "Presentation/Sources/Presentation/HomeViewModel.swift")
        ]),
      FileFacts(path: "Domain/Sources/Domain/GetItemsUseCase.swift", module: "Domain", isTestFile: false),
      FileFacts(path: "Data/Sources/Data/ItemRepositoryImpl.swift", module: "Data", isTestFile: false),
      FileFacts(path: "Data/Tests/DataTests/ItemRepositoryTests.swift", module: "DataTests", isTestFile: true),
    ]
    let choice = PresetDetector.detect(index: ProjectIndex(files: files), settings: ProjectSettings())
    #expect(choice.presets == ["observable", "clean-layers"])
    #expect(
      choice.evidence == [
        .observableViewModels(count: 1, total: 1), .layerModules(["Data", "Domain", "Presentation"]),
      ])
    #expect(
      choice.reason
        == "observable: 1 of 1 view model is @Observable; clean-layers: layer modules Data, Domain, Presentation")
  }

  @Test func oneLayerModuleAloneIsNotCleanLayers() {
    let files = [
      FileFacts(path: "Sources/CoreData/Stack.swift", module: "CoreData", isTestFile: false),
      FileFacts(path: "Sources/UserData/Store.swift", module: "UserData", isTestFile: false),
    ]
    #expect(
      !PresetDetector.detect(index: ProjectIndex(files: files), settings: Self.iOS17).presets.contains("clean-layers"))
  }

  @Test func testDoublesAreNotCounted() {
    let index = Self.index(
      [
        Self.type("HomeViewModel", inherits: ["ObservableObject"]),
        Self.type("MockProfileViewModel", attributes: ["Observable"], in: "Tests/AppTests/Mocks.swift"),
        Self.type("SpySettingsViewModel", attributes: ["Observable"], in: "Tests/AppTests/Spies.swift"),
      ], testPaths: ["Tests/AppTests/Mocks.swift", "Tests/AppTests/Spies.swift"])
    #expect(PresetDetector.detect(index: index, settings: Self.iOS17).presets == ["observable-object"])
  }
}
