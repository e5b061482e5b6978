import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_has_tests`: every view model and presenter is exercised by at least one test file.
package final class ViewModelHasTestsRule: SyntaxRule<NoOptions>, Rule {
  package static let description = RuleDescription(
    id: "view_model_has_tests",
    summary: "a view model or presenter must be mentioned by at least one test file",
    rationale: """
      View models and presenters hold the presentation logic — loading, errors, paging, what the \
      screen shows — precisely so that it can be unit-tested without a UI. The playbooks list \
      "ViewModel unit tests" as a quality gate, and the MVP template ships a presenter test file \
      with every screen. The rule reports a class the project index recognises as a view model or \
      presenter (by name, conformance, or because a view owns it) when no file in a test target \
      mentions its name (a presenter only when it is an MVP presenter, not an object presenting \
      alerts or toasts: it adopts a presenter protocol, holds a view protocol, or its screen has a \
      view protocol or a view controller that holds it). It skips test doubles and preview \
      stand-ins ('Mock…', '…Mock', '…Spy', 'Preview…'), private classes, 'Base…' classes, classes \
      the project subclasses (their subclasses' tests exercise them), classes with no methods and \
      no computed properties (a form field's model: nothing to test), debug-only code ('#if DEBUG', \
      '#if !RELEASE': developer menus), preview code and types nested in a service. Mentioning a \
      type is a coarse proxy for testing it, which is why this is a warning.
      """,
    sources: [
      PlaybookReference(.mvvmBaseViewModel, "Testing: ViewModel unit tests"),
      PlaybookReference(.uikitMVP, "ArticleListPresenterTests.swift — presenter tests: spy view + stub repository"),
    ],
    family: .testing,
    defaultSeverity: .warning,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        @MainActor
        final class ↓HomeViewModel: BaseViewModel {
          @Published var items: [Item] = []

          func loadItems() async {}
        }
        """,
        path: "Sources/App/HomeViewModel.swift",
        otherFiles: ["Tests/AppTests/ProfileViewModelTests.swift": "final class ProfileViewModelTests: XCTestCase {}"]),
      .flagged(
        """
        @MainActor
        final class ↓ArticleListPresenter: ArticleListPresenterProtocol {
          func onViewDidLoad() {}
        }
        """,
        path: "Sources/App/ArticleListPresenter.swift"),
      .clean(
        """
        final class SelectionViewModel: ObservableObject {
          @Published var selection: String?
          func reset() { selection = nil }
        }

        final class BadgeViewModel: ObservableObject {
          let title: String
          let count: Int
          var label: String { "\\(title) (\\(count))" }
          init(title: String, count: Int) {
            self.title = title
            self.count = count
          }
        }
        """,
        path: "Sources/App/SelectionViewModel.swift",
        otherFiles: ["Tests/AppTests/ProfileViewModelTests.swift": "final class ProfileViewModelTests: XCTestCase {}"],
        note: "exemption 'nothing to test': a reset to constants, and a value computed from constants"),
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
        """,
        note:
          "an observable session manager that views receive is app state, not a view model; nor is a player observer built on the base view model"
      ),
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
        #if !RELEASE
        final class DebugFlagsViewModel: ObservableObject {
          @Published var flags: [String: Bool] = [:]
          func reset() { flags = [:] }
        }
        #endif
        """,
        path: "Sources/App/Developer/DebugFlagsViewModel.swift", note: "a developer menu left out of release builds"),
      .clean(
        """
        @MainActor @Observable final class ProfileEditViewModel {
          @Observable final class FieldViewModel: Identifiable {
            var name = ""
            var value = ""
            init(name: String, value: String) {
              self.name = name
              self.value = value
            }
          }

          var fields: [FieldViewModel] = []
        }
        """,
        path: "Sources/App/ProfileEditViewModel.swift",
        otherFiles: [
          "Tests/AppTests/ProfileEditViewModelTests.swift": "final class ProfileEditViewModelTests: XCTestCase {}"
        ],
        note: "a field model with only stored properties has no logic to test"),
      .clean(
        """
        final class ToastPresenter {
          private var toastController: ToastViewController?
          private let containerViewController: UIViewController

          init(containerViewController: UIViewController) {
            self.containerViewController = containerViewController
          }

          func show(_ message: String) {
            let controller = ToastViewController(message: message)
            containerViewController.present(controller, animated: true)
            toastController = controller
          }
        }

        final class ToastViewController: UIViewController {
          init(message: String) { super.init(nibName: nil, bundle: nil) }
        }
        """,
        path: "Sources/App/ToastPresenter.swift",
        note: "presents a 'ToastViewController' it creates; that controller does not hold it, so it is no MVP screen"),
      .clean(
        """
        final class HomeViewModelSpy {}
        """,
        path: "Tests/AppTests/Spies.swift"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node) else { return }
    let name = decl.name.text
    guard !MVPNaming.isTestDoubleOrPreview(name), !MVPNaming.isBaseClassName(name),
      !decl.modifiers.contains("open"), !decl.modifiers.contains("private"), !decl.modifiers.contains("fileprivate"),
      !decl.isInDebugOnlyCode, !decl.isOutsideScreenCode
    else { return }
    let hasLocalLogic = Self.hasLogic(decl)
    // Reading the members for MVP evidence is only worth it for classes that look like presenters.
    let mvpPresenter: IndexCondition =
      !MVPNaming.isPresenter(decl)
      ? IndexCondition { _ in false }
      : MVPNaming.hasLocalMVPEvidence(decl) ? IndexCondition { _ in true } : Self.screenEvidence(presenter: name)
    let condition = IndexCondition { index in
      let isLogic =
        index.isScreenViewModel(name) || (index.roles(of: name).contains(.presenter) && mvpPresenter.holds(in: index))
      // Methods may also come from extensions in other files.
      let hasLogic =
        hasLocalLogic || index.declarations(named: name).contains { $0.kind == .extension && $0.hasInstanceMethods }
      return isLogic && hasLogic && index.testFiles(mentioning: name).isEmpty && !index.hasSubtypes(name)
    }
    let kind = name.hasSuffix("Presenter") ? "presenter" : "view model"
    // A nested `ProfileCardView.ViewModel` is shown with its outer types.
    let qualified = (decl.enclosingTypeNames.reversed() + [name]).joined(separator: ".")
    context.report(
      "add unit tests for \(kind) '\(qualified)': no test file mentions it", at: decl.name, when: condition)
  }

  /// Whether the class declares behaviour worth a unit test: a method, a computed property or
  /// property observer (derived state), or an initialiser that does more than store its
  /// arguments (a Combine pipeline set up in `init` is logic too).
  ///
  /// Exemption "nothing to test": a method that only resets stored properties to constants
  /// (`func reset() { selection = nil }`) is not logic, nor is a computed property of a class
  /// that keeps no state that changes (it derives a value from constants).
  private static func hasLogic(_ decl: ClassDeclSyntax) -> Bool {
    let members = decl.memberBlock.members
    let keepsState = members.contains { member in
      guard let variable = VariableDeclSyntax(member.decl) else { return false }
      return !variable.isStatic && variable.bindingSpecifier.tokenKind == .keyword(.var) && !variable.isComputed
    }
    return members.contains { member in
      if let function = FunctionDeclSyntax(member.decl) {
        return !function.modifiers.contains("static") && !isReset(function)
      }
      if let initializer = InitializerDeclSyntax(member.decl) {
        return initializer.body?.statements.contains { !isStoringStatement($0.item) } ?? false
      }
      guard let variable = VariableDeclSyntax(member.decl), !variable.isStatic else { return false }
      return variable.bindings.contains { binding in
        guard let accessors = binding.accessorBlock else { return false }
        // Observers (`didSet`) act on a change; a getter over constants computes nothing new.
        return keepsState || Self.observesChanges(accessors)
      }
    }
  }

  /// `func reset() { selection = nil; self.page = 0 }`: every statement sets a stored property
  /// to a literal or an enum case.
  private static func isReset(_ function: FunctionDeclSyntax) -> Bool {
    guard function.signature.parameterClause.parameters.isEmpty, let statements = function.body?.statements,
      !statements.isEmpty
    else { return false }
    return statements.allSatisfy { statement in
      guard case .expr(let expression) = statement.item, let sequence = SequenceExprSyntax(expression),
        sequence.elements.count == 3
      else { return false }
      let elements = Array(sequence.elements)
      return elements[1].is(AssignmentExprSyntax.self) && isConstant(elements[2])
    }
  }

  /// `nil`, `true`, `0`, `""`, `[]`, `[:]`, `.idle`.
  private static func isConstant(_ expression: ExprSyntax) -> Bool {
    switch expression.kind {
    case .nilLiteralExpr, .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr: return true
    case .stringLiteralExpr:
      return StringLiteralExprSyntax(expression)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } ?? false
    case .arrayExpr: return ArrayExprSyntax(expression)?.elements.isEmpty ?? false
    case .dictionaryExpr: return DictionaryExprSyntax(expression)?.content.is(TokenSyntax.self) ?? false
    case .memberAccessExpr: return MemberAccessExprSyntax(expression)?.base == nil
    default: return false
    }
  }

  /// Whether an accessor block has `willSet` or `didSet`.
  private static func observesChanges(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.contains {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }

  /// `self.name = name`, `name = value` or `super.init()`.
  private static func isStoringStatement(_ item: CodeBlockItemSyntax.Item) -> Bool {
    guard let expression = ExprSyntax(item) else { return false }
    if let call = FunctionCallExprSyntax(expression) {
      return call.calledExpression.trimmedDescription == "super.init"
    }
    guard let sequence = SequenceExprSyntax(expression), sequence.elements.count == 3 else { return false }
    let elements = Array(sequence.elements)
    return elements[1].is(AssignmentExprSyntax.self)
      && !elements[2].is(ClosureExprSyntax.self) && !elements[2].is(FunctionCallExprSyntax.self)
  }

  /// The screen evidence of a presenter the class itself does not show: its screen's view
  /// protocol, or its screen's view controller holding it. A view controller of the same name
  /// that does not hold it is more often the controller the class presents
  /// (`PopoverPresenter` shows a `PopoverViewController`).
  private static func screenEvidence(presenter name: String) -> IndexCondition {
    guard let screen = MVPNaming.screenName(ofPresenter: name) else { return IndexCondition { _ in false } }
    let protocols = MVPNaming.viewProtocolSuffixes.map { screen + $0 }
    let controller = screen + "ViewController"
    return IndexCondition { index in
      if protocols.contains(where: { !index.types(named: $0).isEmpty }) { return true }
      return index.declarations(named: controller).contains { $0.propertyTypes.contains(name) }
    }
  }
}
