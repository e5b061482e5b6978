import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `--template paged-list`: the SwiftUI styles' screen that loads its rows page by page through `Paginator`.
struct PagedListTemplateTests {
  func plan(_ style: FeatureStyle, in folder: TemporaryFolder) throws -> [PlannedFile] {
    let request = FeatureRequest(
      name: try FeatureName("Feed"), style: style, sourcesFolder: folder.path("Sources/Shop/Features"),
      testsFolder: folder.path("Tests/ShopTests/Features"), module: "Shop", template: .pagedList)
    return try FeatureGenerator(templates: TemplateSource(projectRoot: nil)).plan(request)
  }

  @Test func observableWritesAPaginatedViewModelOverAPageUseCase() throws {
    let folder = try TemporaryFolder()
    let plan = try plan(.observable, in: folder)

    #expect(
      plan.map { String($0.path.dropFirst(folder.root.count + 1)) } == [
        "Sources/Shop/Features/Feed/UseCase/LoadFeedUseCase.swift",
        "Sources/Shop/Features/Feed/ViewModel/FeedViewModel.swift",
        "Sources/Shop/Features/Feed/View/FeedView.swift",
        "Tests/ShopTests/Features/Feed/StubLoadFeedUseCase.swift",
        "Tests/ShopTests/Features/Feed/FeedViewModelTests.swift",
      ])
    #expect(plan[0].contents.contains("func execute(page: Int, pageSize: Int) async throws -> [FeedItem]"))
    let viewModel = plan[1].contents
    #expect(viewModel.contains("final class FeedViewModel {"))
    #expect(viewModel.contains("let paginator: Paginator<FeedItem>"))
    #expect(viewModel.contains("paginator = Paginator(pageSize: pageSize) { page, pageSize in"))
    for action in [
      "func onAppear()", "func onRowAppeared(_ item: FeedItem)", "func onPulledToRefresh()", "func onTappedRetry()",
    ] {
      #expect(viewModel.contains(action), "\(action)")
    }
    let view = plan[2].contents
    for part in [
      "case .idle, .loading(.firstPage):", "case .failed(let error, .firstPage):", "case .loading(.nextPage):",
    ] {
      #expect(view.contains(part), "\(part)")
    }
    for preview in ["Loaded", "Loading", "Error", "Dark Mode", "Large Text"] {
      #expect(view.contains("#Preview(\"\(preview)\")"))
    }
    #expect(!view.contains("#if os(tvOS)"), "no tvOS adaptations without --platform tvos")
    #expect(plan.allSatisfy { !$0.contents.contains("{{") })
  }

  @Test func observableObjectExtendsBaseViewModelInSeed000sFolders() throws {
    let folder = try TemporaryFolder()
    let plan = try plan(.observableObject, in: folder)

    #expect(plan[1].path.hasSuffix("Sources/Shop/Features/ViewModels/FeedViewModel.swift"))
    #expect(plan[1].contents.contains("final class FeedViewModel: BaseViewModel {"))
    #expect(plan[1].contents.contains("    super.init()\n  }"))
    #expect(plan[2].path.hasSuffix("Sources/Shop/Features/Views/Feed/FeedView.swift"))
  }

  @Test func theCommandRefusesTheTemplateWhereNoStyleOrPieceHasIt() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)

    let mvp = proscenium(
      "new", "feature", "Feed", "--style", "uikit-mvp", "--template", "paged-list", "--project", folder.root)
    #expect(mvp.code == 2)
    #expect(mvp.errors.contains("'--template paged-list' is for the SwiftUI styles"), "\(mvp.errors)")

    let layered = proscenium(
      "new", "feature", "Feed", "--style", "observable", "--template", "paged-list", "--layers", "--project",
      folder.root)
    #expect(layered.code == 2)
    #expect(layered.errors.contains("'--layers'"), "\(layered.errors)")

    let piece = proscenium("new", "use-case", "Feed", "--template", "paged-list", "--project", folder.root)
    #expect(piece.code == 2)
    #expect(proscenium("new", "feature", "Feed", "--template", "grid", "--project", folder.root).code == 2)
    #expect(folder.files() == ["Package.swift"])

    let written = proscenium(
      "new", "feature", "Feed", "--style", "observable", "--template", "paged-list", "--project", folder.root)
    #expect(written.code == 0, "\(written.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/Features/Feed/ViewModel/FeedViewModel.swift")?.contains(
        "Paginator<FeedItem>") == true)
  }

  @Test func listTemplatesShowsEachShapesOverrideFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write(".proscenium/templates/observable-paged-list/View.swift", "struct {{Name}}View {}\n")

    let run = proscenium("new", "--list-templates", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(run.output.contains("observable-paged-list: observable with --template paged-list:"), "\(run.output)")
    #expect(run.output.contains("observable-object-paged-list: "))
    #expect(run.output.contains("observable-form: "))
    #expect(!run.output.contains("uikit-mvp-paged-list"))
    #expect(run.output.contains("/observable-paged-list/View.swift"), "\(run.output)")
  }
}
