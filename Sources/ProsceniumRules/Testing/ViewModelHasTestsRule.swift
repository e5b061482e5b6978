import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_has_tests`: every view model and presenter is exercised by at least one test file.
public final class ViewModelHasTestsRule: Rule {
  public static let description = RuleDescription(
    id: "view_model_has_tests",
    summary: "a view model or presenter must be mentioned by at least one test file",
    rationale: """
      View models and presenters hold the presentation logic — loading, errors, paging, what the \
      screen shows — precisely so that it can be unit-tested without a UI. The playbooks list \
      "ViewModel unit tests" as a quality gate, and the MVP template ships a presenter test file \
      with every screen. The rule reports a class the project index recognises as a view model or \
      presenter (by name, conformance, or because a view owns it) when no file in a test target \
      mentions its name (a presenter only when it is an MVP presenter, not an object presenting \
      alerts or toasts). It skips test doubles and preview stand-ins ('Mock…', '…Mock', '…Spy', \
      'Preview…'), private classes, 'Base…' classes and classes the project subclasses (their \
      subclasses' tests exercise them). Mentioning a type is a coarse proxy for testing it, which \
      is why this is a warning.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Testing: ViewModel unit tests"),
      PlaybookReference(.uikitMVP, "ArticleListPresenterTests.swift — presenter tests: spy view + stub repository"),
    ],
    family: .testing,
    defaultSeverity: .warning,
    examples: [
      .flagged(
        """
        @MainActor
        final class ↓HomeViewModel: BaseViewModel {
          @Published var items: [Item] = []
        }
        """,
        path: "Sources/App/HomeViewModel.swift",
        otherFiles: ["Tests/AppTests/ProfileViewModelTests.swift": "final class ProfileViewModelTests: XCTestCase {}"]),
      .flagged(
        """
        @MainActor
        final class ↓ArticleListPresenter: ArticleListPresenterProtocol {}
        """,
        path: "Sources/App/ArticleListPresenter.swift"),
      .clean(
        """
        @MainActor
        final class HomeViewModel: BaseViewModel {
          @Published var items: [Item] = []
        }
        """,
        path: "Sources/App/HomeViewModel.swift",
        otherFiles: [
          "Tests/AppTests/HomeViewModelTests.swift": """
          @MainActor
          final class HomeViewModelTests: XCTestCase {
            func testLoadItemsFillsItems() async {
              let viewModel = HomeViewModel(homeService: MockHomeService())
              await viewModel.loadItems()
            }
          }
          """
        ]),
      .clean(
        """
        final class PlaybackSessionManager: ObservableObject {
          @Published var isPlaying = false
        }

        struct PlayerView: View {
          @ObservedObject var session: PlaybackSessionManager
          var body: some View { Text(session.isPlaying ? "Playing" : "Paused") }
        }

        @MainActor
        open class ScreenViewModel: ObservableObject {}
        final class PlaybackProgressObserver: ScreenViewModel {}
        """, note: "an observable session manager that views receive is app state, not a view model; nor is a player observer built on the base view model"),
      .clean(
        """
        final class MockProfileViewModel: ProfileViewModelProtocol {}
        final class PreviewHomeViewModel: HomeViewModel {}
        private final class ScratchViewModel {}
        """,
        path: "Sources/App/Previews.swift",
        note: "test doubles, preview stand-ins and private classes need no tests of their own"),
      .clean(
        """
        @MainActor
        open class BaseViewModel: ObservableObject {}
        """,
        path: "Sources/App/BaseViewModel.swift"),
      .clean(
        """
        final class HomeViewModelSpy {}
        """,
        path: "Tests/AppTests/Spies.swift"),
    ])

  public static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  private let context: RuleContext

  public init(options: NoOptions, context: RuleContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {
    guard !context.isTestFile, let decl = ClassDeclSyntax(node) else { return }
    let name = decl.name.text
    guard !MVPNaming.isTestDoubleOrPreview(name), !MVPNaming.isBaseClassName(name),
      !decl.modifiers.contains("open"), !decl.modifiers.contains("private"), !decl.modifiers.contains("fileprivate")
    else { return }
    // Reading the members for MVP evidence is only worth it for classes that look like presenters.
    let mvpPresenter: IndexCondition =
      !MVPNaming.isPresenter(decl)
      ? IndexCondition { _ in false }
      : MVPNaming.hasLocalMVPEvidence(decl) ? IndexCondition { _ in true } : MVPNaming.screenEvidence(presenter: name)
    let condition = IndexCondition { index in
      let roles = index.roles(of: name)
      let isViewModel = roles.contains(.viewModel) && index.hasViewModelName(name)
      let isLogic = isViewModel || (roles.contains(.presenter) && mvpPresenter.holds(in: index))
      return isLogic && index.testFiles(mentioning: name).isEmpty && !index.hasSubtypes(name)
    }
    let kind = name.hasSuffix("Presenter") ? "presenter" : "view model"
    // A nested `ProfileCardView.ViewModel` is shown with its outer types.
    let qualified = (decl.enclosingTypeNames.reversed() + [name]).joined(separator: ".")
    context.report(
      "add unit tests for \(kind) '\(qualified)': no test file mentions it", at: decl.name, when: condition)
  }
}
