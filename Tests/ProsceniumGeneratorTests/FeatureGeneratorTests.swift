import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

struct FeatureGeneratorTests {
  func request(_ style: FeatureStyle, in folder: TemporaryFolder, indentation: Indentation = .templateDefault) throws
    -> FeatureRequest
  {
    FeatureRequest(
      name: try FeatureName("OrderHistory"), style: style, sourcesFolder: folder.path("Sources/Shop/Features"),
      testsFolder: folder.path("Tests/ShopTests/Features"), module: "Shop", indentation: indentation)
  }

  func relativePaths(_ plan: [PlannedFile], in folder: TemporaryFolder) -> [String] {
    plan.map { String($0.path.dropFirst(folder.root.count + 1)) }
  }

  @Test func observableWritesViewViewModelUseCaseAndTests() throws {
    let folder = try TemporaryFolder()
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil)).plan(request(.observable, in: folder))

    #expect(
      relativePaths(plan, in: folder) == [
        "Sources/Shop/Features/OrderHistory/UseCase/LoadOrderHistoryUseCase.swift",
        "Sources/Shop/Features/OrderHistory/ViewModel/OrderHistoryViewModel.swift",
        "Sources/Shop/Features/OrderHistory/View/OrderHistoryView.swift",
        "Tests/ShopTests/Features/OrderHistory/StubLoadOrderHistoryUseCase.swift",
        "Tests/ShopTests/Features/OrderHistory/OrderHistoryViewModelTests.swift",
      ])
    let viewModel = plan[1].contents
    #expect(viewModel.contains("@MainActor\n@Observable\nfinal class OrderHistoryViewModel {"))
    #expect(viewModel.contains("private(set) var state: LoadingState<[OrderHistoryItem]> = .idle"))
    #expect(viewModel.contains("#if DEBUG"))
    let view = plan[2].contents
    #expect(view.hasPrefix("#if canImport(SwiftUI)\n"))
    for state in ["case .idle, .loading:", "case .loaded(let items):", "case .failed(let error):"] {
      #expect(view.contains(state))
    }
    for preview in ["Loaded", "Loading", "Error", "Dark Mode", "Large Text"] {
      #expect(view.contains("#Preview(\"\(preview)\")"))
    }
    #expect(plan[0].contents.contains("struct LoadOrderHistoryUseCase: LoadOrderHistoryUseCaseProtocol {"))
    #expect(plan[3].contents.contains("final class StubLoadOrderHistoryUseCase: LoadOrderHistoryUseCaseProtocol {"))
    #expect(plan[4].contents.contains("@testable import Shop\n"))
    #expect(plan.allSatisfy { $0.existing == nil })
  }

  @Test func observableObjectFollowsSeed000sFolders() throws {
    let folder = try TemporaryFolder()
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil))
      .plan(request(.observableObject, in: folder))

    #expect(
      relativePaths(plan, in: folder) == [
        "Sources/Shop/Features/UseCases/LoadOrderHistoryUseCase.swift",
        "Sources/Shop/Features/ViewModels/OrderHistoryViewModel.swift",
        "Sources/Shop/Features/Views/OrderHistory/OrderHistoryView.swift",
        "Tests/ShopTests/Features/StubLoadOrderHistoryUseCase.swift",
        "Tests/ShopTests/Features/OrderHistoryViewModelTests.swift",
      ])
    #expect(plan[1].contents.contains("final class OrderHistoryViewModel: BaseViewModel {"))
    #expect(plan[2].contents.contains(".errorAlert(for: viewModel)"))
  }

  @Test func uikitMVPWritesTheFiveFilesAndTheRepository() throws {
    let folder = try TemporaryFolder()
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil)).plan(request(.uikitMVP, in: folder))

    #expect(
      relativePaths(plan, in: folder) == [
        "Sources/Shop/Features/OrderHistory/OrderHistoryRepository.swift",
        "Sources/Shop/Features/OrderHistory/OrderHistoryContract.swift",
        "Sources/Shop/Features/OrderHistory/OrderHistoryView.swift",
        "Sources/Shop/Features/OrderHistory/OrderHistoryViewController.swift",
        "Sources/Shop/Features/OrderHistory/OrderHistoryPresenter.swift",
        "Tests/ShopTests/Features/OrderHistory/OrderHistoryPresenterTests.swift",
      ])
    #expect(!plan[4].contents.contains("import UIKit\n"), "the presenter never imports UIKit")
    #expect(plan[2].contents.hasPrefix("#if canImport(UIKit)\n"))
    #expect(plan[3].contents.contains("static func make("))
    #expect(plan[5].contents.contains("final class SpyOrderHistoryView: OrderHistoryViewProtocol"))
    #expect(plan[5].contents.contains("final class StubOrderHistoryRepository: OrderHistoryRepository"))
  }

  @Test func tvOSAdaptationsComeOnlyWithTheTVOSPlatformsAndBehindOSChecks() throws {
    let folder = try TemporaryFolder()
    let generator = FeatureGenerator(templates: TemplateSource(projectRoot: nil))
    for style in [FeatureStyle.observable, .observableObject] {
      var tv = try request(style, in: folder)
      tv.platform = .all
      let view = try generator.plan(tv)[2].contents
      #expect(view.contains("#if os(tvOS)\n"))
      #expect(view.contains(".focusSection()"))
      #expect(view.contains("LazyVGrid"))
      #expect(!view.contains("{{"))
      let phone = try generator.plan(request(style, in: folder))[2].contents
      #expect(!phone.contains("os(tvOS)"))
      #expect(phone.contains("List("))
    }
  }

  @Test func indentationFollowsTheRequest() throws {
    let folder = try TemporaryFolder()
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil))
      .plan(request(.observable, in: folder, indentation: .spaces(4)))
    #expect(plan[1].contents.contains("\n    // MARK: State\n"))
    #expect(plan[1].contents.contains("\n        guard case .idle = state else { return }\n"))
  }

  @Test func aProjectTemplateReplacesTheBuiltInOne() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ".proscenium/templates/observable/View.swift", "// {{Title}} by the team\nstruct {{Name}}View {}\n")
    let source = TemplateSource(projectRoot: folder.root)

    let resolved = try source.templates(for: .observable)
    #expect(
      resolved.map(\.overridePath) == [nil, nil, folder.path(".proscenium/templates/observable/View.swift"), nil, nil])
    let plan = try FeatureGenerator(templates: source).plan(request(.observable, in: folder))
    #expect(plan[2].contents == "// Order History by the team\nstruct OrderHistoryView {}\n")
  }

  @Test func aMisspeltOverrideOrPlaceholderIsReported() throws {
    let folder = try TemporaryFolder()
    try folder.write(".proscenium/templates/observable/Veiw.swift", "struct {{Name}}View {}\n")
    #expect(throws: GeneratorError.self) { try TemplateSource(projectRoot: folder.root).templates(for: .observable) }

    let other = try TemporaryFolder()
    try other.write(".proscenium/templates/uikit-mvp/Presenter.swift", "final class {{Nmae}}Presenter {}\n")
    #expect {
      try FeatureGenerator(templates: TemplateSource(projectRoot: other.root)).plan(request(.uikitMVP, in: other))
    } throws: { error in
      guard case .badTemplate(_, let reason) = error as? GeneratorError else { return false }
      return reason.contains("{{Nmae}}")
    }
  }

  @Test func existingFilesAreReadIntoThePlan() throws {
    let folder = try TemporaryFolder()
    try folder.write("Sources/Shop/Features/OrderHistory/View/OrderHistoryView.swift", "mine\n")
    let plan = try FeatureGenerator(templates: TemplateSource(projectRoot: nil)).plan(request(.observable, in: folder))
    #expect(plan[2].existing == "mine\n")
    #expect(plan[2].overwrites)
  }
}
