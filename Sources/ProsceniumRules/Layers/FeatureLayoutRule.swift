import ProsceniumCheck
import SwiftSyntax

/// `feature_layout`: views and view models live in the folders of the playbook's layout.
package final class FeatureLayoutRule: SyntaxRule<FeatureLayoutRule.Options>, Rule {
  /// The folder layouts of the playbooks.
  package enum Layout: String, Sendable, CaseIterable {
    /// Seed 001: `Features/<Feature>/View/`, `Features/<Feature>/ViewModel/`, `Shared/Components/`.
    case features
    /// Seed 000: `Views/<Screen>/…`, `ViewModels/…`.
    case viewsViewModels = "views-viewmodels"
  }

  package struct Options: RuleOptions {
    package var layout = Layout.features

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .oneOf(
          "layout", \.layout,
          "'features' (Features/<Feature>/View|ViewModel, Shared/Components) or 'views-viewmodels' (Views/, ViewModels/)"
        )
      ]
    }
  }

  package static let description = RuleDescription(
    id: "feature_layout",
    summary: "a view or view model file sits outside the playbook's folder layout",
    rationale: """
      A folder layout that shows the architecture tells a newcomer where a screen's parts are and \
      where new ones go. Seed 001 groups each feature as 'Features/<Feature>/View/' and \
      'Features/<Feature>/ViewModel/', with reusable views in 'Shared/Components/'; seed 000 keeps \
      views under 'Views/<Screen>/' and view models under 'ViewModels/'. With 'layout' set to the \
      team's choice, the rule flags a file whose main type is a view (a struct conforming to 'View') \
      or a view model (a class named '…ViewModel') outside the matching folders. Plural folder \
      names ('Views', 'ViewModels') are accepted in the features layout too.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Presentation/Features/UserProfile/View, ViewModel; Shared/Components"),
      PlaybookReference(.mvvmBaseViewModel, "View Organization: Presentation/Views/Home; Presentation/ViewModels"),
    ],
    family: .layers,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        struct ↓UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View { Text("Profile") }
        }
        """,
        path: "Sources/App/Features/UserProfile/UserProfileView.swift"),
      .flagged(
        """
        @MainActor
        @Observable
        final class ↓UserProfileViewModel {}
        """,
        path: "Sources/App/Features/UserProfile/View/UserProfileViewModel.swift"),
      .flagged(
        """
        struct ↓LoadingView: View {
          var body: some View { ProgressView() }
        }
        """,
        path: "Sources/App/Components/LoadingView.swift"),
      .flagged(
        """
        @MainActor
        final class ↓HomeViewModel: BaseViewModel {}
        """,
        path: "Sources/App/Presentation/Views/Home/HomeViewModel.swift",
        options: #"{"layout": "views-viewmodels"}"#),
      .clean(
        """
        struct UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View { Text("Profile") }
        }
        """,
        path: "Sources/App/Presentation/Features/UserProfile/View/UserProfileView.swift"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {}
        """,
        path: "Sources/App/Presentation/Features/UserProfile/ViewModel/UserProfileViewModel.swift"),
      .clean(
        """
        struct LoadingView: View {
          var body: some View { ProgressView() }
        }
        """,
        path: "Sources/App/Presentation/Shared/Components/LoadingView.swift"),
      .clean(
        """
        struct HomeItemRow: View {
          let item: Item
          var body: some View { Text(item.title) }
        }
        """,
        path: "Sources/App/Presentation/Views/Home/Components/HomeItemRow.swift",
        options: #"{"layout": "views-viewmodels"}"#),
      .clean(
        """
        @main
        struct ShowcaseApp: App {
          var body: some Scene { WindowGroup { ContentView() } }
        }

        enum AppRoute: Hashable {
          case home
        }
        """,
        path: "Sources/App/ShowcaseApp.swift",
        note: "apps, routes and models are not views or view models"),
      .clean(
        """
        @testable import App
        import Testing

        final class UserProfileViewModelTests {}
        """,
        path: "Tests/AppTests/UserProfileViewModelTests.swift"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.sourceFile]

  private var layout: Layout { options.layout }

  package func visit(_ node: Syntax) {
    guard node.kind == .sourceFile else { return }
    let types = TopLevelType.all(in: context).filter { !$0.isFilePrivate }
    let folders = Array(context.path.pathParts.dropLast().map(String.init))
    if let viewModel = types.first(where: { $0.kind == .class && $0.roleSuffix?.suffix == "ViewModel" }) {
      guard !isViewModelFolder(folders) else { return }
      context.report(
        "move view model '\(viewModel.name)' into \(layout == .features ? "'Features/<Feature>/ViewModel/'" : "'ViewModels/'")",
        at: viewModel.nameNode)
    } else if let view = types.first(where: { $0.kind == .struct && $0.inheritedTypes.contains("View") }) {
      guard !isViewFolder(folders) else { return }
      context.report(
        "move view '\(view.name)' into \(layout == .features ? "'Features/<Feature>/View/' or 'Shared/Components/'" : "'Views/'")",
        at: view.nameNode)
    }
  }

  private func isViewFolder(_ folders: [String]) -> Bool {
    switch layout {
    case .features:
      return featureSubfolder(folders, named: ["View", "Views"])
        || zip(folders, folders.dropFirst()).contains { $0 == "Shared" && $1 == "Components" }
    case .viewsViewModels:
      return folders.contains("Views")
    }
  }

  private func isViewModelFolder(_ folders: [String]) -> Bool {
    switch layout {
    case .features: featureSubfolder(folders, named: ["ViewModel", "ViewModels"])
    case .viewsViewModels: folders.contains("ViewModels")
    }
  }

  /// `Features/<Feature>/<name>/…`.
  private func featureSubfolder(_ folders: [String], named names: Set<String>) -> Bool {
    guard let features = folders.lastIndex(of: "Features"), features + 2 < folders.count else { return false }
    return names.contains(folders[features + 2])
  }
}
