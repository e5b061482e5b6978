import ProsceniumGenerator
import ProsceniumTestSupport
import Testing

/// `--template form`: the SwiftUI styles' screen whose fields are validated as they are typed and sent through a use
/// case.
struct FormTemplateTests {
  func plan(_ style: FeatureStyle, platform: FeaturePlatform = .ios, in folder: TemporaryFolder) throws
    -> [PlannedFile]
  {
    let request = FeatureRequest(
      name: try FeatureName("Contact"), style: style, sourcesFolder: folder.path("Sources/Shop/Features"),
      testsFolder: folder.path("Tests/ShopTests/Features"), module: "Shop", platform: platform, template: .form)
    return try FeatureGenerator(templates: TemplateSource(projectRoot: nil)).plan(request)
  }

  @Test func observableSendsADraftThroughASubmitUseCaseWithALoadingState() throws {
    let folder = try TemporaryFolder()
    let plan = try plan(.observable, in: folder)

    #expect(
      plan.map { String($0.path.dropFirst(folder.root.count + 1)) } == [
        "Sources/Shop/Features/Contact/UseCase/SubmitContactUseCase.swift",
        "Sources/Shop/Features/Contact/ViewModel/ContactViewModel.swift",
        "Sources/Shop/Features/Contact/View/ContactView.swift",
        "Tests/ShopTests/Features/Contact/StubSubmitContactUseCase.swift",
        "Tests/ShopTests/Features/Contact/ContactViewModelTests.swift",
      ])
    #expect(plan[0].contents.contains("func execute(_ draft: ContactDraft) async throws"))
    let viewModel = plan[1].contents
    for part in [
      "var draft = ContactDraft()", "private(set) var submission: LoadingState<ContactDraft> = .idle",
      "var problems: [ContactField: String] {", "var canSubmit: Bool {", "func onTappedSubmit() async {",
    ] {
      #expect(viewModel.contains(part), "\(part)")
    }
    let view = plan[2].contents
    for part in [
      "TextField(\"Name\", text: $viewModel.draft.name)", "case .failed(let error):", ".disabled(!viewModel.canSubmit)",
    ] {
      #expect(view.contains(part), "\(part)")
    }
    for preview in ["Loaded", "Loading", "Error", "Dark Mode", "Large Text"] {
      #expect(view.contains("#Preview(\"\(preview)\")"))
    }
    #expect(plan.allSatisfy { !$0.contents.contains("{{") })
  }

  @Test func observableObjectSendsThroughExecuteTaskAndShowsTheErrorAlert() throws {
    let folder = try TemporaryFolder()
    let plan = try plan(.observableObject, platform: .all, in: folder)

    #expect(plan[1].path.hasSuffix("Sources/Shop/Features/ViewModels/ContactViewModel.swift"))
    #expect(plan[1].contents.contains("final class ContactViewModel: BaseViewModel {"))
    #expect(plan[1].contents.contains("await executeTask {"))
    #expect(plan[2].contents.contains(".errorAlert(for: viewModel)"))
    #expect(!plan[2].contents.contains("ContactItem"), "a form has no rows to focus on tvOS")
  }

  @Test func theCommandWritesAFormAndItsRouteBuildsItWithTheSubmitUseCase() throws {
    let folder = try TemporaryFolder()
    try folder.write("Package.swift", presentationManifest)
    try folder.write(
      "Sources/ShopPresentation/Navigation/AppRoute.swift", "enum AppRoute: Hashable {\n  case home\n}\n")
    try folder.write(
      "Sources/ShopPresentation/Navigation/AppRoute+View.swift",
      "extension AppRoute {\n  func view() -> some View {\n    switch self {\n    case .home:\n      HomeView()\n    }\n  }\n}\n"
    )

    let run = proscenium(
      "new", "feature", "Contact", "--style", "observable", "--template", "form", "--route",
      "AppRoute.contact(topic: String)", "--project", folder.root)

    #expect(run.code == 0, "\(run.errors)")
    #expect(
      folder.read("Sources/ShopPresentation/Navigation/AppRoute+View.swift")?.contains(
        "ContactView(viewModel: ContactViewModel(submitContactUseCase: SubmitContactUseCase(topic: topic)))") == true)
    #expect(
      folder.read("Sources/ShopPresentation/Features/Contact/UseCase/SubmitContactUseCase.swift")?.contains(
        "let topic: String") == true)
  }
}
