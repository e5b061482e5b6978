import ProsceniumCheck
import SwiftSyntax

/// `file_naming`: a file whose main type is a view, view model, presenter or view controller is
/// named after that type.
package final class FileNamingRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "file_naming",
    summary: "a view, view model, presenter or view controller is the main type of a file named otherwise",
    rationale: """
      The playbooks name each presentation file after the one type it holds — 'UserProfileView.swift', \
      'UserProfileViewModel.swift', 'ArticleListPresenter.swift' — so a newcomer finds a screen's \
      parts by name and a review shows at a glance which role changed. The rule looks only at files \
      whose main type announces such a role by its suffix: the single view, view model, presenter or \
      view controller declared at the top level, next to nothing but private helpers, previews and \
      types named after it. Files holding several small views (rows, components), extension \
      files such as 'HomeView+Sections.swift', and platform or variant files named after the type with a \
      suffix after '_', '.', '-' or '+' ('RootView_macOS.swift', 'RootView+iOS.swift', 'SettingsView.tvOS.swift') \
      are left alone, and so is a view in a file named without the 'View' suffix ('ConfettiView' in \
      'Confetti.swift', a common way to name a component or widget). A view model or view controller must carry \
      its full name: 'Home.swift' reads as the home view's file.
      """,
    sources: [
      PlaybookReference(.observableRouter, "Views: *View.swift -> UserProfileView; ViewModels: *ViewModel.swift"),
      PlaybookReference(.uikitMVP, "the four-file MVP convention: ArticleListView.swift, ArticleListPresenter.swift"),
      PlaybookReference(.mvvmBaseViewModel, "View Organization: Views/Home/HomeView.swift"),
    ],
    family: .style,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        @Observable
        final class ↓HomeViewModel {
          private(set) var items: [Item] = []
        }
        """,
        path: "Sources/App/Features/Home/ViewModel/Settings.swift"),
      .flagged(
        """
        import SwiftUI

        struct ↓HomeScreenView: View {
          var body: some View { Text("Home") }
        }

        private struct Badge: View {
          var body: some View { Text("New") }
        }

        #Preview {
          HomeScreenView()
        }
        """,
        path: "Sources/App/HomeView.swift",
        note: "a private helper view does not make the file a collection of components"),
      .flagged(
        """
        @MainActor
        final class ↓ArticlesPresenter {
          weak var view: ArticleListViewProtocol?
        }
        """,
        path: "Sources/App/ArticleList/ArticleListPresenter.swift"),
      .clean(
        """
        struct TempTargetView: ChartContent {
          var body: some ChartContent { RuleMark(y: .value("Target", 100)) }
        }
        """,
        path: "Sources/App/TempTargets.swift",
        note: "chart content, not a view: it conforms to 'ChartContent'"),
      .clean(
        """
        public let brandGradient = LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)

        struct GradientSwatchView: View {
          var body: some View { Rectangle().fill(brandGradient) }
        }

        #Preview { GradientSwatchView() }
        """,
        path: "Sources/App/BrandGradient.swift",
        note: "exemption 'a file about a value': the public constant names the file; the view only shows it"),
      .clean(
        """
        struct UserProfileView: View {
          let viewModel: UserProfileViewModel
          var body: some View { Text("Profile") }
        }

        struct UserProfileView_Previews: PreviewProvider {
          static var previews: some View { UserProfileView(viewModel: .mock) }
        }
        """,
        path: "Sources/App/Features/UserProfile/View/UserProfileView.swift"),
      .clean(
        """
        struct HeaderView: View {
          var body: some View { Text("Header") }
        }

        struct FooterView: View {
          var body: some View { Text("Footer") }
        }
        """,
        path: "Sources/App/Shared/Components/Chrome.swift",
        note: "several small views in one file are common; no single main type"),
      .clean(
        """
        extension HomeView {
          struct SectionView: View {
            var body: some View { Text("Section") }
          }
        }
        """,
        path: "Sources/App/HomeView+Sections.swift"),
      .clean(
        """
        protocol HomeViewModelProtocol: AnyObject {}

        final class HomeViewModel: HomeViewModelProtocol {}
        """,
        path: "Sources/App/HomeViewModel.swift"),
      .clean(
        """
        final class HomeViewModelTests {
          let viewModel = HomeViewModel()
        }
        """,
        path: "Tests/AppTests/ViewModelSpecs.swift"),
      .clean(
        """
        extension View {
          func withAppRouter() -> some View { self }
        }

        struct ActivityView: UIViewControllerRepresentable {
          let items: [Any]
        }
        """,
        path: "Sources/App/Router/AppRegistry.swift",
        note: "a file of extensions with a helper view at the end is not about that view"),
      .clean(
        """
        #if os(macOS)
        struct RootView: View {
          var body: some View { NavigationSplitView { Sidebar() } detail: { Detail() } }
        }
        #endif
        """,
        path: "Sources/App/RootView_macOS.swift",
        note: "a platform variant of the type's file"),
      .clean(
        """
        struct SettingsView: View {
          var body: some View { Form { Toggle("Sync", isOn: $sync) } }
        }
        """,
        path: "Sources/App/SettingsView.tvOS.swift"),
      .clean(
        """
        struct RootView: View {
          var body: some View { TabView { Feed() } }
        }
        """,
        path: "Sources/App/RootView+iOS.swift"),
      .clean(
        """
        final class PlayerViewController: UIViewController {}
        """,
        path: "Sources/App/PlayerViewController-Legacy.swift"),
      .clean(
        """
        struct StarredWidgetView: View {
          let entry: StarredEntry
          var body: some View { Text("\\(entry.count) starred") }
        }
        """,
        path: "Sources/Widget/StarredWidget.swift",
        note: "a view named after its file plus 'View'"),
      .flagged(
        """
        final class ↓StarredViewModel {}
        """,
        path: "Sources/App/Starred.swift",
        note: "only a view may drop its suffix"),
      .flagged(
        """
        struct ↓RootView: View {
          var body: some View { Text("Root") }
        }
        """,
        path: "Sources/App/RootViewMac.swift",
        note: "a suffix without a separator names another type"),
      .clean(
        """
        enum Settings {
          static let appName = "Showcase"
        }

        final class SettingsViewModel {}
        """,
        path: "Sources/App/Settings.swift",
        note: "another public type shares the file: which one is main is a judgement call"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.sourceFile]

  package func visit(_ node: Syntax) {
    guard node.kind == .sourceFile, context.path.hasSuffix(".swift") else {
      return
    }
    let stem = context.path.fileStem
    guard !stem.utf8.contains(UInt8(ascii: "+")), !Self.declaresTopLevelValues(context.tree),
      let (main, role) = Self.mainRoleType(in: TopLevelType.all(in: context)),
      !Self.isNamed(stem, after: main.name)
    else { return }
    context.report(
      "file '\(context.path.fileName)' declares \(role) '\(main.name)': name the file '\(main.name).swift'",
      at: main.nameNode)
  }

  /// Exemption "a file about a value": a top-level constant, variable or function that is not
  /// private (`public let brandGradient = …`) is what the file is named for, and a view beside it
  /// is a helper (one that shows the value in a preview).
  static func declaresTopLevelValues(_ file: SourceFileSyntax) -> Bool {
    file.statements.contains { item in
      guard case .decl(let decl) = item.item else { return false }
      let modifiers: DeclModifierListSyntax
      if let variable = VariableDeclSyntax(decl) {
        modifiers = variable.modifiers
      } else if let function = FunctionDeclSyntax(decl) {
        modifiers = function.modifiers
      } else {
        return false
      }
      let access = modifiers.accessLevel
      return access != "private" && access != "fileprivate"
    }
  }

  /// Whether a file stem names the type: exactly, without the 'View' suffix of a view, or with a
  /// platform or variant suffix after a
  /// separator ('RootView_macOS', 'RootView.tvOS', 'RootView-Legacy'), the way a project keeps
  /// one type's per-platform implementations side by side.
  static func isNamed(_ stem: String, after typeName: String) -> Bool {
    // 'Confetti.swift' for 'ConfettiView': the view's name without its suffix names the same thing.
    if stem + "View" == typeName { return true }
    guard stem.hasPrefix(typeName) else { return false }
    let rest = stem.dropFirst(typeName.count)
    guard let separator = rest.first else { return true }
    return ["_", ".", "-"].contains(separator) && rest.count > 1
  }

  /// The single role-named type of the file, when everything else declared beside it is a
  /// private helper, a preview or named after it.
  static func mainRoleType(in types: [TopLevelType]) -> (TopLevelType, String)? {
    let declared = types.filter { $0.kind != .extension }
    let candidates = declared.filter(\.playsNamedRole)
    guard candidates.count == 1, let main = candidates.first, let role = main.roleSuffix?.role else { return nil }
    // Extensions of other types ('extension View { … }') make the file about more than the type.
    if types.contains(where: { $0.kind == .extension && !$0.name.hasPrefix(main.name) }) { return nil }
    if declared.contains(where: { $0.roleSuffix != nil && $0.name != main.name && !$0.isFilePrivate }) { return nil }
    let othersAreHelpers = declared.allSatisfy { other in
      other.name == main.name || other.isFilePrivate || other.name.hasPrefix(main.name)
        || other.inheritedTypes.contains("PreviewProvider")
    }
    return othersAreHelpers ? (main, role) : nil
  }
}
